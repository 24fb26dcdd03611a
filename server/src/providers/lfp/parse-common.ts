import { z } from 'zod';
import { ParseError, parseJsonText } from '../http.js';

/*
 * What the parsers of the league API's answers share. Lenient on what we do not use, strict on what
 * we store: an answer without the fields we need is garbage (ParseError), never half-read.
 */

export const idLike = z.union([z.string().trim().min(1), z.number()]).transform(String);
export const intLike = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
export const numLike = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
export const optText = z.string().nullish();

/** The stable short id at the end of an API id ('l1_championship_player_2026_13_77349' -> '77349'). */
export const trailingId = (id: string) => /(\d+)$/.exec(id)?.[1] ?? id;

/**
 * The season an API id carries: 'l1_championship_club_2026_13' and 'l1_championship_player_2026_13_77349'
 * are of 2026 (2026/27). Match ids carry none ('l1_championship_match_73855').
 */
export function seasonOfId(id: string | null | undefined): number | null {
  const m = /_championship_(?:club|player)_(\d{4})_\d+/.exec(id ?? '');
  return m ? Number(m[1]) : null;
}

/** The club short id a player id carries ('l1_championship_player_2026_13_77349' -> '13'). */
export const clubOfPlayerId = (id: string) => /_championship_player_\d{4}_(\d+)_\d+$/.exec(id)?.[1] ?? null;

export function parseWith<S extends z.ZodType>(schema: S, body: string): z.infer<S> {
  const parsed = schema.safeParse(parseJsonText(body));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ParseError(issue ? `${issue.path.join('.') || 'racine'} : ${issue.message}` : 'forme inattendue');
  }
  return parsed.data;
}

export function instant(iso: string, what: string): Date {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new ParseError(`${what} : date invalide`);
  return d;
}

const identity = z.looseObject({ shortId: idLike.nullish(), name: optText, shortName: optText, officialName: optText });
/** A side of a match as summaries and sheets send it: the club id, its identity, the score once kicked off. */
export const sideShape = { clubId: idLike, score: intLike.nullish(), clubIdentity: identity.nullish() };
const sideSchema = z.looseObject(sideShape);

export function side(s: z.infer<typeof sideSchema>) {
  const ident = s.clubIdentity;
  return {
    extId: ident?.shortId ?? trailingId(s.clubId),
    name: ident?.shortName ?? ident?.name ?? ident?.officialName ?? s.clubId,
    score: s.score ?? null,
  };
}
