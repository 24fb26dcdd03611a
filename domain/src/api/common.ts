import { z } from 'zod';

/** The envelope every answer carries (ARCHITECTURE.md "Calls"). */
export const envelopeBase = {
  success: z.boolean(),
  status: z.enum(['success', 'error']),
  message: z.string().optional(),
};
export const envelope = <T extends z.ZodRawShape>(shape: T) => z.object({ ...envelopeBase, ...shape });
export const okSchema = envelope({});
export type Ok = z.infer<typeof okSchema>;

/** An integer id coming from a JSON body or a query string. */
export const idSchema = z.coerce
  .number({ error: 'Identifiant invalide.' })
  .int({ error: 'Identifiant invalide.' })
  .positive({ error: 'Identifiant invalide.' })
  .max(2_147_483_647, { error: 'Identifiant invalide.' });

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
