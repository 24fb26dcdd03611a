import { clubInput, draftCalls, ERROR_CODES, joueurInput, CHAMPIONNAT_MSG } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEMO_PASSWORD, seedDemo } from '../src/demo/index.js';
import { generationOf } from '../src/db/generation.js';
import { jobs } from '../src/db/schema.js';
import { catchUp } from '../src/db/shared-generation.js';
import { dumpDatabase } from '../src/features/backup/index.js';
import { waitForJobs } from '../src/jobs/run.js';
import { configureChampionnat } from '../src/features/championnat/index.js';
import type { ApiRoute } from '../src/http/types.js';
import { testApp } from './app.js';
import {
  baseOf,
  brief,
  CRAFTED,
  type Crafted,
  changedRows,
  children,
  type Diff,
  diffDumps,
  EXTRA_FIELDS,
  fingerprint,
  isReference,
  isRequired,
  isWrongType,
  messageProblem,
  objectShape,
  type Path,
  RAW_BODIES,
  storedVerbatim,
  tablesRows,
  toQuery,
  undo,
  valueAt,
  withValue,
} from './crafted-values.js';
import { cookieOf } from './factories/index.js';

/**
 * Crafted requests (SPEC.md §5, ARCHITECTURE.md "Calls"), generated from the route table: every field
 * of every call (and, in JSON bodies, the fields of its objects and lists) fed wrong types, a
 * missing value, a huge text, odd numbers, unknown ids, SQL and HTML, plus broken bodies, as the
 * super admin and, for pooler calls, as a pooler. Never a 5xx; a refusal is a 4xx envelope with a
 * French message and leaves the database as it was. A crafted value the schema accepts reaches the
 * feature: an unknown id must still be refused; hostile text a field takes is stored verbatim, then
 * put back. The world: the demo seed (12 poolers, 18 clubs, 450 players, 34 matchdays, 306
 * matches) with the draft started.
 */

/** Calls whose valid (or absent) input is itself a legitimate action: only the bodies the parser refuses are sent. */
const NO_VALID_REQUESTS: Record<string, string> = {
  'POST /backend/api/auth/logout.php': 'termine la session de l’appelant',
  'POST /backend/api/draft/initDraft.php': 'remet la draft à zéro',
  'POST /backend/api/draft/simulate.php': 'joue un choix de draft',
  'POST /backend/api/rencontres/generate.php': 'génère les rencontres de la saison',
  'POST /backend/api/mercato/open.php': 'ouvre le mercato',
  'POST /backend/api/mercato/close.php': 'ferme le mercato',
  'GET /backend/api/live/stream.php': 'flux SSE qui ne se termine pas',
  'POST /backend/api/leagues/create.php': 'fait une ligue et y fait agir la session de l’appelant',
  'POST /backend/api/leagues/switch.php': 'fait agir la session de l’appelant dans une autre ligue',
};

/** Import calls take a list of unknown rows and check each one themselves (their row schema is not in the route table). */
const ROW_SCHEMAS: Record<string, { field: string; schema: z.ZodType }> = {
  'POST /backend/api/clubs/import.php': { field: 'clubs', schema: clubInput },
  'POST /backend/api/joueurs/import.php': { field: 'joueurs', schema: joueurInput },
};

const t = await testApp({ LOGIN_MAX_PER_IP: '1000000', LOGIN_MAX_PER_ACCOUNT: '1000000' });
// A legitimate league call meets a source that refuses at once (nothing leaves the machine, no retry).
configureChampionnat(t.app.ctx, {
  lfpApiUrl: 'http://127.0.0.1:9',
  tmUrl: 'http://127.0.0.1:9',
  policy: { tries: 1, backoff: async () => {}, timeoutMs: 2000 },
  pause: async () => {},
});
await seedDemo(t.db, { now: t.now() });
const superAdmin = await cookieOf(t.app, { email: 'pooler1@poolfoot.test', password: DEMO_PASSWORD });
const pooler = await cookieOf(t.app, { email: 'pooler3@poolfoot.test', password: DEMO_PASSWORD });
const started = await t.as({ cookie: superAdmin }).call(draftCalls.changeStatus, { status: 'en cours' });
if (started.statusCode !== 200) throw new Error(`draft non démarrée : ${started.body}`);
afterAll(() => t.close());

const initialDump = await dumpDatabase(t.db, t.now());
const initialPrint = await fingerprint(t.db);

type Case = {
  label: string;
  /** The JSON body or the query object; absent for a raw body. */
  payload?: unknown;
  raw?: (typeof RAW_BODIES)[number];
  /** Where the crafted (or removed) value sits, and that field's schema. */
  path?: Path;
  field?: z.ZodType;
  crafted?: Crafted;
  /** The import row schema when the value sits in an import row. */
  row?: z.ZodType;
};

/** The fields a crafted value goes into: every field, and in a JSON body each child and the first child's children. */
function targets(route: ApiRoute, shape: Record<string, z.ZodType>, rows: (typeof ROW_SCHEMAS)[string] | undefined) {
  const out: { path: Path; field: z.ZodType; row?: z.ZodType }[] = [];
  for (const [name, field] of Object.entries(shape)) {
    out.push({ path: [name], field });
    if (route.method !== 'POST') continue;
    const row = rows?.field === name ? rows.schema : undefined;
    const kids: [string | number, z.ZodType][] = row ? [[0, row]] : children(field);
    kids.forEach(([k, kid], i) => {
      out.push({ path: [name, k], field: kid, ...(row ? { row } : {}) });
      if (i === 0) for (const [k2, grandkid] of children(kid)) out.push({ path: [name, k, k2], field: grandkid, ...(row ? { row } : {}) });
    });
  }
  return out;
}

function casesOf(route: ApiRoute): Case[] {
  const key = `${route.method} ${route.url}`;
  const shape = objectShape(route.input);
  const cases: Case[] = [];
  if (shape) {
    const rows = ROW_SCHEMAS[key];
    const rowShape = rows && objectShape(rows.schema);
    const base = { ...baseOf(shape), ...(rows && rowShape ? { [rows.field]: [baseOf(rowShape)] } : {}) };
    for (const { path, field, row } of targets(route, shape, rows)) {
      const name = path.join('.');
      const where = { path, field, ...(row ? { row } : {}) };
      if (typeof path.at(-1) === 'string' && isRequired(field)) {
        cases.push({ label: `${name} absent`, payload: withValue(base, path, undefined), ...where });
      }
      // In a field that takes any text, the number-like texts are just more text: hostile text and a huge one are kept.
      const anyText = field.safeParse('abc').success;
      for (const crafted of CRAFTED) {
        if (anyText && typeof crafted.value === 'string' && (crafted.kind === 'number' || crafted.kind === 'unknown')) continue;
        cases.push({ label: `${name} = ${crafted.label}`, payload: withValue(base, path, crafted.value), crafted, ...where });
      }
    }
  }
  cases.push({ label: 'champs inconnus', payload: { ...EXTRA_FIELDS } });
  if (route.method === 'POST') for (const raw of RAW_BODIES) cases.push({ label: raw.label, raw });
  return cases;
}

type Sent = { status: number; body: Record<string, unknown> | null; valid: boolean; data: unknown };

/** Whether the route's schema accepts what the server will parse, then the request (unless a valid one is excluded). */
async function send(route: ApiRoute, c: Case, cookie: string): Promise<Sent | null> {
  const opts: InjectOptions = { method: route.method as InjectOptions['method'], url: route.url, headers: { cookie } };
  let seen: unknown;
  let parsable = true;
  if (route.method === 'GET') {
    const q = toQuery((c.payload ?? {}) as Record<string, unknown>);
    opts.url = route.url + q.search;
    seen = q.parsed;
  } else if (c.raw) {
    opts.body = c.raw.body;
    opts.headers = { cookie, 'content-type': c.raw.contentType };
    parsable = 'parsed' in c.raw;
    seen = c.raw.parsed;
  } else {
    opts.body = JSON.stringify(c.payload);
    opts.headers = { cookie, 'content-type': 'application/json' };
    seen = c.payload;
  }
  const parsed = route.input?.safeParse(seen);
  const valid = parsable && (parsed ? parsed.success : true);
  if (valid && NO_VALID_REQUESTS[`${route.method} ${route.url}`]) return null;
  const res = await t.app.inject(opts);
  let body: Record<string, unknown> | null = null;
  try {
    body = res.json();
  } catch {
    body = null;
  }
  return { status: res.statusCode, body, valid, data: parsed?.success ? parsed.data : undefined };
}

/** Lets the jobs a successful call started finish (league jobs and points jobs), so the database is still. */
async function jobsDone() {
  await waitForJobs(t.app.ctx);
  for (let i = 0; i < 250 && (await t.db.$count(jobs, eq(jobs.status, 'running'))) > 0; i++) await new Promise((r) => setTimeout(r, 20));
}

/**
 * The database's generation (db/generation.ts: bumped by every write, by any process on PostgreSQL once caught up) when
 * the tables were last read, and what they showed: with no write since, they are the same, and are not read again (most
 * requests here are refused and write nothing: about half of this file's time went to reading unchanged tables).
 */
let lastRead: { at: number | undefined; diff: Diff } | null = null;

/** What changed since the initial state (only the tables whose fingerprint moved are read). */
async function changes(): Promise<Diff> {
  await catchUp(t.db);
  const at = generationOf(t.db)?.value;
  if (at !== undefined && lastRead?.at === at) return lastRead.diff;
  const now = await fingerprint(t.db);
  const moved = Object.keys(now).filter((n) => now[n] !== initialPrint[n]);
  const diff = moved.length ? diffDumps(initialDump.tables, await tablesRows(t.db, moved)) : [];
  lastRead = { at, diff };
  return diff;
}

async function putBack(diff: Diff) {
  await undo(t.db, diff);
  const left = await changes();
  if (left.length) throw new Error(`état initial non rétabli : ${brief(left)}`);
}

const report = { routes: 0, requests: 0, stored: 0, source: 0 };

/** An import row as the call checks it: a row without a season gets the active one (clubs/import-rows.ts). */
function parseRow(c: Case) {
  const raw = valueAt(c.payload, (c.path ?? []).slice(0, 2));
  const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
  return c.row?.safeParse(isObject && (raw as { saison_id?: unknown }).saison_id == null ? { ...raw, saison_id: 2026 } : raw);
}

/** The value the feature got for the crafted field (after the schema's trims and conversions). */
function receivedValue(c: Case, sent: Sent): unknown {
  if (!c.path) return undefined;
  if (!c.row) return valueAt(sent.data, c.path);
  const parsedRow = parseRow(c);
  return parsedRow?.success ? valueAt(parsedRow.data, c.path.slice(2)) : undefined;
}

/** A valid request changes a row or two; turning « choisir pour moi » on during one's turn also picks at once. */
const rowsOneRequestMayChange = (route: ApiRoute) => (route.url.endsWith('/draft/autopick.php') ? 3 : 2);

async function check(route: ApiRoute, c: Case, who: string, sent: Sent, failures: string[], compareNow: boolean) {
  const where = `${route.method} ${route.url} [${who}] ${c.label}`;
  const { status, body, valid } = sent;
  const fail = (why: string) => failures.push(`${where} : ${why}`);
  const sourceDown = status === 502 && valid && String(body?.message).includes(CHAMPIONNAT_MSG.sourceUnreachable());
  if (status >= 500 && !sourceDown) fail(`${status} ${brief(body?.message)}`);
  if (sourceDown) report.source += 1;
  if (status >= 400) {
    if (body?.success !== false || body.status !== 'error') fail(`pas d’enveloppe d’erreur (${brief(body)})`);
    // What went wrong, said by a code beside the message (the web decides on it, never on the HTTP status).
    if (!(ERROR_CODES as readonly unknown[]).includes(body?.code)) fail(`pas de code d’erreur (${brief(body)})`);
    const problem = messageProblem(body?.message);
    if (problem) fail(problem);
    if (body && 'stack' in body) fail('trace renvoyée');
  }
  // The per-row or per-rule reasons an answer lists are read by the user too.
  if (Array.isArray(body?.errors)) {
    for (const e of body.errors) {
      const problem = messageProblem(typeof e === 'string' ? e : (e as { message?: unknown })?.message);
      if (problem) fail(`errors : ${problem}`);
    }
  }
  // A body over the call's size limit is refused before it is read (413), whatever its fields say.
  const tooLarge = status === 413 && c.crafted?.kind === 'huge';
  if (!valid && status !== 400 && !tooLarge && !(c.raw && status >= 400 && status < 500))
    fail(`refusé par le schéma mais répond ${status} (400 attendu)`);

  const rowRefused = !!c.row && Array.isArray(body?.errors) && body.errors.length > 0;
  const refused = status >= 400 || rowRefused;
  // An import row is read as the call reads it: a row whose season is null gets the active one.
  const wrongType =
    route.method === 'POST' && !!c.crafted && !!c.field && isWrongType(c.field, c.crafted.value) && !(c.row && parseRow(c)?.success);
  if (valid && !refused) {
    if (c.crafted?.kind === 'unknown' && c.field && isReference(c.field)) fail(`id inconnu accepté (${status})`);
    else if (wrongType) fail(`type erroné accepté (${status})`);
    else if (c.row && !parseRow(c)?.success) fail('ligne invalide importée');
  }
  if (!valid && !compareNow) return;
  if (valid && status < 300) await jobsDone();
  const diff = await changes();
  if (!diff.length) return;
  const tables = diff.map((d) => d.table).join(', ');
  const text = receivedValue(c, sent);
  if (refused) fail(`${status} mais la base a changé (${tables})`);
  else if (changedRows(diff) > rowsOneRequestMayChange(route)) fail(`${changedRows(diff)} lignes changées (${tables})`);
  else if (typeof text === 'string' && text && !storedVerbatim(diff, text)) fail(`texte non stocké tel quel (${brief(diff)})`);
  else report.stored += 1;
  await putBack(diff);
}

describe('crafted requests', () => {
  const routes = [...t.app.routeTable];
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    it(key, async () => {
      report.routes += 1;
      const failures: string[] = [];
      const who: [string, string][] = [['super admin', superAdmin]];
      if (route.access === 'user') who.push(['pooler', pooler]);
      for (const [label, cookie] of who) {
        let n = 0;
        for (const c of casesOf(route)) {
          const sent = await send(route, c, cookie);
          if (!sent) continue;
          report.requests += 1;
          // Refused requests are compared with the database one in 100 (and all together at the end of the route).
          await check(route, c, label, sent, failures, n++ % 100 === 0);
        }
      }
      const diff = await changes();
      if (diff.length) {
        failures.push(`${key} : la base a changé (${brief(diff)})`);
        await putBack(diff);
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }

  it('leaves the database exactly as the seed made it (full dump), having covered every route', async () => {
    const after = await dumpDatabase(t.db, t.now());
    expect(diffDumps(initialDump.tables, after.tables)).toEqual([]);
    expect(report.routes).toBe(routes.length);
    console.info(
      `${report.routes} routes, ${report.requests} requêtes ; ${report.stored} acceptées puis défaites ; ` +
        `${report.source} 502 (source coupée)`,
    );
  });
});
