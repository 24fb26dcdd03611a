import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../../test/db.js';
import { users } from './schema.js';
import { SQL_KEPT } from './slow-queries.js';

/**
 * A statement slower than the threshold is said in the log with its SQL (never its parameters), on PGlite
 * and PostgreSQL, outside and inside transactions. A statement made slow on purpose (pg_sleep) against a threshold
 * far below it, and a quick one against a threshold far above: no timing is asserted beyond that.
 */
const heard: { sql: string; ms: number }[] = [];
let threshold = 100;
let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase({ thresholdMs: 0, report: (q, ms) => ms >= threshold && heard.push({ sql: q, ms }) });
}, 60_000);
afterAll(() => database.drop());

it('reports a slow statement with its SQL, in a transaction too, and not a quick one', async () => {
  heard.length = 0;
  threshold = 100;
  await database.db.execute(sql`select pg_sleep(0.3)`);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_sleep(0.3)`);
  });
  expect(heard.map((h) => h.sql)).toEqual(['select pg_sleep(0.3)', 'select pg_sleep(0.3)']);
  expect(heard.every((h) => h.ms >= 100)).toBe(true);

  heard.length = 0;
  threshold = 60_000;
  await database.db.select().from(users).where(sql`${users.email} = ${'secret@poolfoot.test'}`);
  expect(heard).toEqual([]);
});

it('says a statement of thousands of parameters in a few hundred characters: its rows and parameters counted, never listed', async () => {
  // A first start's import: one insert of 1,000 rows (2,000 placeholders), and a lookup of 2,000 ids.
  heard.length = 0;
  threshold = 0;
  const rows = Array.from({ length: 1000 }, (_, i) => sql`(${i}, ${`joueur ${i}`})`);
  await database.db.execute(sql`select count(*) from (values ${sql.join(rows, sql`, `)}) v(id, nom)`);
  await database.db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.id,
        Array.from({ length: 2000 }, (_, i) => i + 1),
      ),
    );
  threshold = 100;
  const [values, lookup] = heard.map((h) => h.sql);
  expect(values).toBe('select count(*) from (values ($1, $2), … (1000 lignes)) v(id, nom)');
  expect(lookup).toMatch(/in \(\$1, …, \$2000 \(2000 paramètres\)\)$/);
  expect(heard.every((h) => h.sql.length <= SQL_KEPT + 30)).toBe(true);
});
