import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../src/db/client.js';
import { type Backup, tablesInOrder } from '../src/features/backup/index.js';

/**
 * The crafted values (bad input is refused with a 4xx, never a 5xx) and the schema introspection that builds a
 * request per route and field from the route table (crafted-requests.test.ts).
 */

/** What a crafted value is: a type the field does not take, an out-of-range number, an id nobody has, or hostile text. */
type Kind = 'type' | 'huge' | 'number' | 'unknown' | 'sql' | 'html';
export type Crafted = { label: string; value: unknown; kind: Kind };

const UNKNOWN_ID = 999_999;
const HUGE = 'x'.repeat(100_000);

export const CRAFTED: readonly Crafted[] = [
  { label: 'texte au lieu d’un nombre', value: 'abc', kind: 'type' },
  { label: 'nombre au lieu d’un texte', value: 12_345, kind: 'type' },
  { label: 'tableau vide', value: [], kind: 'type' },
  { label: 'objet', value: { a: 1 }, kind: 'type' },
  { label: 'null', value: null, kind: 'type' },
  { label: 'booléen', value: true, kind: 'type' },
  { label: 'texte vide', value: '', kind: 'type' },
  { label: 'texte de 100 000 caractères', value: HUGE, kind: 'huge' },
  { label: 'négatif', value: -1, kind: 'number' },
  { label: 'zéro', value: 0, kind: 'number' },
  { label: 'décimal', value: 1.5, kind: 'number' },
  { label: '1e308', value: 1e308, kind: 'number' },
  { label: '2^53+1', value: 2 ** 53 + 1, kind: 'number' },
  { label: '2^31', value: 2 ** 31, kind: 'number' },
  { label: 'texte NaN', value: 'NaN', kind: 'number' },
  { label: 'texte Infinity', value: 'Infinity', kind: 'number' },
  { label: 'texte -1', value: '-1', kind: 'number' },
  { label: 'texte 1e308', value: '1e308', kind: 'number' },
  { label: 'id inconnu', value: UNKNOWN_ID, kind: 'unknown' },
  { label: 'id inconnu en texte', value: String(UNKNOWN_ID), kind: 'unknown' },
  { label: 'tableau d’ids inconnus', value: [UNKNOWN_ID], kind: 'unknown' },
  { label: 'SQL OR 1=1', value: "' OR 1=1 --", kind: 'sql' },
  { label: 'SQL DROP TABLE', value: "'; DROP TABLE users; --", kind: 'sql' },
  { label: 'SQL point-virgule', value: '1; DELETE FROM clubs', kind: 'sql' },
  { label: 'HTML script', value: '<script>alert(1)</script>', kind: 'html' },
  { label: 'HTML img onerror', value: '<img src=x onerror=alert(1)>', kind: 'html' },
];

/** Raw bodies for every POST call: non-object JSON, broken JSON, an empty body, prototype poisoning, not JSON at all. */
export const RAW_BODIES: readonly { label: string; body: string; contentType: string; parsed?: unknown }[] = [
  { label: 'corps tableau JSON', body: '[]', contentType: 'application/json', parsed: [] },
  { label: 'corps texte JSON', body: '"texte"', contentType: 'application/json', parsed: 'texte' },
  { label: 'corps nombre JSON', body: '42', contentType: 'application/json', parsed: 42 },
  { label: 'corps null JSON', body: 'null', contentType: 'application/json', parsed: null },
  { label: 'JSON mal formé', body: '{"id": 1,', contentType: 'application/json' },
  { label: 'corps vide', body: '', contentType: 'application/json' },
  { label: '__proto__', body: '{"__proto__": {"role": 9}}', contentType: 'application/json' },
  { label: 'constructor.prototype', body: '{"constructor": {"prototype": {"role": 9}}}', contentType: 'application/json' },
  { label: 'texte brut', body: 'id=1', contentType: 'text/plain', parsed: 'id=1' },
  { label: 'formulaire', body: 'id=1', contentType: 'application/x-www-form-urlencoded' },
];

/** Fields nobody declares, a mass-assignment attempt among them. */
export const EXTRA_FIELDS = { role: 9, is_admin: true, evil: '<script>alert(1)</script>', "' OR 1=1 --": 1 };

/** The schema under optional/default/nullable/pipe wrappers (a pipe's input side). */
function unwrap(field: z.ZodType | undefined): unknown {
  let s: unknown = field;
  for (let i = 0; i < 10; i++) {
    if (s instanceof z.ZodPipe) s = s.def.in;
    else if (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodNullable || s instanceof z.ZodPrefault)
      s = s.def.innerType;
    else return s;
  }
  return s;
}

/** The fields of an object schema, or null when the input is not an object. */
export function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> | null {
  const s = unwrap(schema);
  return s instanceof z.ZodObject ? (s.shape as Record<string, z.ZodType>) : null;
}

const arrayElement = (field: z.ZodType) => {
  const s = unwrap(field);
  return s instanceof z.ZodArray ? (s.element as z.ZodType) : null;
};
const enumOptions = (field: z.ZodType): string[] => {
  const s = unwrap(field);
  return s instanceof z.ZodEnum ? (s.options as string[]) : [];
};
/** A record keyed by an enum (the scoring grid): its keys and value schema. */
const enumRecord = (field: z.ZodType) => {
  const s = unwrap(field);
  if (!(s instanceof z.ZodRecord)) return null;
  const keys = enumOptions(s.def.keyType as z.ZodType);
  return keys.length ? { keys, value: s.def.valueType as z.ZodType } : null;
};

export const isRequired = (field: z.ZodType) => !field.safeParse(undefined).success;

const isIdLike = (field: z.ZodType) =>
  field.safeParse(1).success && field.safeParse(UNKNOWN_ID).success && !field.safeParse(0).success && !field.safeParse('abc').success;

/** A field that points at a row by its id (or a list of them): an id nobody has must be refused. */
export function isReference(field: z.ZodType): boolean {
  const element = arrayElement(field);
  return isIdLike(field) || (element !== null && isIdLike(element));
}

const jsonType = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** The JSON types a field declares (null: anything). */
function declaredTypes(field: z.ZodType): Set<string> | null {
  const types = new Set<string>();
  const walk = (node: unknown): boolean => {
    if (!node || typeof node !== 'object') return true;
    const n = node as { type?: string | string[]; anyOf?: unknown[]; oneOf?: unknown[] };
    if (n.anyOf || n.oneOf) return [...(n.anyOf ?? []), ...(n.oneOf ?? [])].every(walk);
    if (!n.type) return false;
    for (const t of [n.type].flat()) types.add(t === 'integer' ? 'number' : t);
    return true;
  };
  return walk(z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' })) ? types : null;
}

/** A JSON body value of a type the field does not declare (a boolean, list, object or null where a number or text is due). */
export function isWrongType(field: z.ZodType, value: unknown): boolean {
  const t = jsonType(value);
  if (t !== 'boolean' && t !== 'array' && t !== 'object' && t !== 'null') return false;
  const declared = declaredTypes(field);
  return declared !== null && !declared.has(t);
}

/** The fields one level down: an object's fields, a list's first element, an enum-keyed record's keys. */
export function children(field: z.ZodType): [string | number, z.ZodType][] {
  const shape = objectShape(field);
  if (shape) return Object.entries(shape);
  const element = arrayElement(field);
  if (element) return [[0, element]];
  const record = enumRecord(field);
  return record ? record.keys.map((k) => [k, record.value]) : [];
}

/** A value the field accepts: existing ids (the demo world numbers from 1), the season, a date, an hour, a plain text. */
function sampleValue(name: string, field: z.ZodType): unknown {
  const shape = objectShape(field);
  if (shape) return baseOf(shape);
  const record = enumRecord(field);
  if (record) return Object.fromEntries(record.keys.map((k) => [k, sampleValue(k, record.value)]));
  const element = arrayElement(field);
  const candidates: unknown[] = [
    ...(element ? [[sampleValue(name, element)]] : []),
    ...enumOptions(field),
    ...(/saison/i.test(name) ? [2026] : []),
    1,
    'Test',
    '2026-09-05',
    '20:00',
    '2026-09-05T18:00:00.000Z',
    'https://example.com/club',
    [],
  ];
  return candidates.find((c) => field.safeParse(c).success);
}

/** The required fields with accepted values (optional ones left out). */
export function baseOf(shape: Record<string, z.ZodType>): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape)) {
    if (!isRequired(field)) continue;
    const v = sampleValue(name, field);
    if (v !== undefined) base[name] = v;
  }
  return base;
}

export type Path = (string | number)[];

/** A copy of the payload with the value at the path replaced (undefined: removed). */
export function withValue(payload: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(payload) as Record<string | number, unknown>;
  let node = copy;
  path.slice(0, -1).forEach((k, i) => {
    if (node[k] === null || typeof node[k] !== 'object') node[k] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[k] as Record<string | number, unknown>;
  });
  const last = path.at(-1) as string | number;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

export const valueAt = (payload: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (node, k) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[k] : undefined),
    payload,
  );

/** A query string as a browser would send it (arrays as repeated keys, objects as JSON, null as empty), and what the server parses. */
export function toQuery(payload: Record<string, unknown>): { search: string; parsed: Record<string, string | string[]> } {
  const params = new URLSearchParams();
  const parsed: Record<string, string | string[]> = {};
  const str = (v: unknown) => (v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) {
      if (v.length === 0) continue;
      for (const x of v) params.append(k, str(x));
      parsed[k] = v.length === 1 ? str(v[0]) : v.map(str);
    } else {
      params.append(k, str(v));
      parsed[k] = str(v);
    }
  }
  const search = params.toString();
  return { search: search ? `?${search}` : '', parsed };
}

/** Why a refusal message is not a proper French message for a user, or null when it is. */
export function messageProblem(message: unknown): string | null {
  if (typeof message !== 'string' || message.trim() === '') return 'message vide';
  const english =
    /\b(expected|invalid input|required|received|must|error|failed|cannot|unexpected|not found|too (big|small|long)|unrecognized|undefined|record|null value|violates|duplicate key|syntax|relation|column|SQL)\b/i;
  if (english.test(message)) return `texte anglais ou technique : ${message.slice(0, 200)}`;
  if (/\n\s+at |\.ts:\d+|\.js:\d+|\[object Object\]/.test(message)) return `trace technique : ${message.slice(0, 200)}`;
  if (message.length > 2000) return `message de ${message.length} caractères (la valeur reçue y est recopiée ?)`;
  return null;
}

/** Tables whose change is the point of a refused call: the login and reset attempt counters. */
const COUNTERS = new Set(['rate_limits']);

export type Row = Record<string, unknown>;
export type Diff = { table: string; added: Row[]; removed: Row[] }[];

/**
 * A table's rows in one value, whatever their order: their count and the sum of each row's hash (a changed, added or
 * removed row changes it, but for a 1 in 2^32 chance).
 */
export const ROWS_DIGEST = `count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text`;

const TABLES = new Map(tablesInOrder().map((t) => [getTableConfig(t).name, t]));
const ORDER = [...TABLES.keys()];

/**
 * A cheap fingerprint of every table (its row count and the sum of its rows' hashes: no sort, no string of the whole
 * table, so about a third of an md5 of its sorted rows), to see at once whether a request changed anything; the full
 * dumps are compared at the start and end.
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const parts = ORDER.filter((n) => !COUNTERS.has(n)).map((n) => `select '${n}' as t, ${ROWS_DIGEST} as h from "${n}" x`);
  const res = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as { rows: { t: string; h: string }[] };
  return Object.fromEntries(res.rows.map((r) => [r.t, r.h]));
}

/** The rows of some tables, as dumpDatabase writes them. */
export async function tablesRows(db: Db, names: string[]): Promise<Backup['tables']> {
  const out: Backup['tables'] = {};
  for (const n of names) {
    const res = (await db.execute(sql.raw(`select coalesce(json_agg(row_to_json(x)), '[]'::json) as rows from "${n}" x`))) as unknown as {
      rows: { rows: Row[] }[];
    };
    out[n] = res.rows[0]?.rows ?? [];
  }
  return out;
}

/** The rows added and removed between two sets of tables (attempt counters left out). */
export function diffDumps(before: Backup['tables'], after: Backup['tables']): Diff {
  const diff: Diff = [];
  for (const [table, rows] of Object.entries(after)) {
    if (COUNTERS.has(table)) continue;
    const was = new Set((before[table] ?? []).map((r) => JSON.stringify(r)));
    const now = new Set(rows.map((r) => JSON.stringify(r)));
    const added = [...now].filter((r) => !was.has(r)).map((r) => JSON.parse(r) as Row);
    const removed = [...was].filter((r) => !now.has(r)).map((r) => JSON.parse(r) as Row);
    if (added.length || removed.length) diff.push({ table, added, removed });
  }
  return diff;
}

export const changedRows = (diff: Diff) => diff.reduce((n, d) => n + Math.max(d.added.length, d.removed.length), 0);

const holds = (value: unknown, text: string): boolean =>
  value === text || (typeof value === 'object' && value !== null && Object.values(value).some((v) => holds(v, text)));

/** Whether some new or changed row holds exactly this text (in a column, or inside a JSON column). */
export const storedVerbatim = (diff: Diff, text: string) => diff.some((d) => d.added.some((row) => holds(row, text)));

const keyColumns = (t: PgTable) => {
  const cfg = getTableConfig(t);
  const own = cfg.columns.filter((c) => c.primary).map((c) => c.name);
  return own.length ? own : (cfg.primaryKeys[0]?.columns.map((c) => c.name) ?? []);
};
const cols = (names: string[]) => sql.raw(names.map((c) => `"${c}"`).join(', '));

/**
 * Puts back the rows a successful crafted call changed, in one transaction: its new rows deleted
 * (children first), its updated rows set back, its deleted rows inserted again (parents first).
 */
export async function undo(db: Db, diff: Diff) {
  const sorted = [...diff].sort((a, b) => ORDER.indexOf(a.table) - ORDER.indexOf(b.table));
  await db.transaction(async (tx) => {
    const plan = sorted.map((d) => {
      const t = TABLES.get(d.table);
      if (!t) throw new Error(`table inconnue ${d.table}`);
      const keys = keyColumns(t);
      const keyOf = (r: Row) => (keys.length ? JSON.stringify(keys.map((k) => r[k])) : JSON.stringify(r));
      const oldKeys = new Set(d.removed.map(keyOf));
      const newKeys = new Set(d.added.map(keyOf));
      return {
        t,
        keys,
        names: getTableConfig(t).columns.map((c) => c.name),
        created: d.added.filter((r) => !oldKeys.has(keyOf(r))),
        updated: d.removed.filter((r) => newKeys.has(keyOf(r))),
        deleted: d.removed.filter((r) => !newKeys.has(keyOf(r))),
      };
    });
    const sameKey = (p: (typeof plan)[number], json: string) =>
      p.keys.length
        ? sql`(${cols(p.keys)}) = (select ${cols(p.keys)} from json_populate_record(null::${p.t}, ${json}::json))`
        : sql`to_jsonb(x) = ${json}::jsonb`;
    for (const p of [...plan].reverse()) {
      for (const r of p.created) await tx.execute(sql`delete from ${p.t} x where ${sameKey(p, JSON.stringify(r))}`);
    }
    for (const p of plan) {
      for (const r of p.updated) {
        const json = JSON.stringify(r);
        await tx.execute(
          sql`update ${p.t} x set (${cols(p.names)}) = (select ${cols(p.names)} from json_populate_record(null::${p.t}, ${json}::json))
              where ${sameKey(p, json)}`,
        );
      }
      if (p.deleted.length) {
        await tx.execute(sql`insert into ${p.t} select * from json_populate_recordset(null::${p.t}, ${JSON.stringify(p.deleted)}::json)`);
      }
    }
  });
}

export const brief = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 80 ? `${s.slice(0, 60)}…(${s.length})` : s;
};
