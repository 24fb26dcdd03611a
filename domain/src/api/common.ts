import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './endpoint.js';

/** The envelope every answer carries (ARCHITECTURE.md "Calls"); a failure's says what went wrong in `code`. */
export const envelopeBase = {
  success: z.boolean(),
  status: z.enum(['success', 'error']),
  message: z.string().optional(),
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]).optional(),
};
export const envelope = <T extends z.ZodRawShape>(shape: T) => z.object({ ...envelopeBase, ...shape });
export const okSchema = envelope({});

/**
 * A number from a JSON body or a query string: a number, or a text of digits ('12' from a query string
 * or a form). Nothing else is turned into a number (true, [], null are refused, not read as 1 or 0);
 * an empty text counts as absent.
 */
export const numeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v), schema) as unknown as Numeric<T>;
/**
 * numeric()'s type: what a caller sends (the number, or its text) rather than preprocess's `unknown`, so a
 * call's request type says "number" to the web; optional when the inner schema is.
 */
type Numeric<T extends z.ZodType> = z.ZodPipe<z.ZodTransform<unknown, z.input<T> | string>, T> & {
  _zod: { optin: T['_zod']['optin']; optout: T['_zod']['optout'] };
};

/** An integer id coming from a JSON body or a query string. */
export const idSchema = numeric(
  z
    .number({ error: 'Identifiant invalide.' })
    .int({ error: 'Identifiant invalide.' })
    .positive({ error: 'Identifiant invalide.' })
    .max(2_147_483_647, { error: 'Identifiant invalide.' }),
);

export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Texte trop long (${max} caractères au plus).` });
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} requis.` })
    .trim()
    .min(1, { error: `${label} requis.` })
    .max(max, { error: `${label} : ${max} caractères au plus.` });

/** A season's id in a query (saison_id: the year it ends). */
export const saisonIdSchema = numeric(z.number({ error: 'Saison invalide.' }).int({ error: 'Saison invalide.' }).min(1).max(9999));
