import { SAISON_MSG, seasonName } from '@poolfoot/domain';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { seasons } from '../../db/schema.js';

export type ImportRowError = { index: number; message: string };
export type ValidRow<T> = { index: number; row: T };

/** A zod refusal as one line: 'champ : message ; autre : message'. */
const formatIssues = (error: z.ZodError) =>
  error.issues.map((i) => (i.path.length ? `${i.path.join('.')} : ${i.message}` : i.message)).join(' ; ');

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks each row of an import on its own: parsed with the call's schema (a row without a season
 * gets the active one), keyed by its external id; rows sharing a key inside the file are all refused
 * (the file does not say which one is right).
 */
export function checkRows<T extends { saison_id: number }>(opts: {
  rows: unknown[];
  schema: z.ZodType<T>;
  activeSaison: number;
  keyOf: (row: T) => string;
  duplicate: (key: string, indexes: number[]) => string;
}) {
  const errors: ImportRowError[] = [];
  const groups = new Map<string, { key: string; rows: ValidRow<T>[] }>();
  for (const [index, raw] of opts.rows.entries()) {
    const input = isObject(raw) && raw.saison_id == null ? { ...raw, saison_id: opts.activeSaison } : raw;
    const res = opts.schema.safeParse(input);
    if (!res.success) {
      errors.push({ index, message: formatIssues(res.error) });
      continue;
    }
    const key = opts.keyOf(res.data);
    const seasonKey = `${res.data.saison_id}/${key}`;
    const group = groups.get(seasonKey) ?? { key, rows: [] };
    group.rows.push({ index, row: res.data });
    groups.set(seasonKey, group);
  }
  const valid: ValidRow<T>[] = [];
  for (const { key, rows } of groups.values()) {
    if (rows.length === 1) {
      valid.push(...rows);
      continue;
    }
    const indexes = rows.map((r) => r.index);
    for (const index of indexes) errors.push({ index, message: opts.duplicate(key, indexes) });
  }
  valid.sort((a, b) => a.index - b.index);
  return { valid, errors };
}

/** Why a row of a known season is refused: a past season is read-only; null for the active one or one to come. */
export const pastSeasonRow = (saisonId: number, activeSaison: number) =>
  saisonId < activeSaison ? `saison_id : ${SAISON_MSG.pastReadOnly(seasonName(saisonId))}` : null;

/** The ids among `ids` that are known seasons. */
export async function knownSeasons(db: Db | Tx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(inArray(seasons.id, [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}

/** Moves the rows `refusal` has a message for to the errors; the others stay valid, in order. */
export function refuseWhere<T>(valid: ValidRow<T>[], errors: ImportRowError[], refusal: (row: T) => string | null) {
  const kept: ValidRow<T>[] = [];
  for (const v of valid) {
    const message = refusal(v.row);
    if (message) errors.push({ index: v.index, message });
    else kept.push(v);
  }
  return kept;
}

export const byIndex = (a: ImportRowError, b: ImportRowError) => a.index - b.index;
