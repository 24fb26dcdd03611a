import type pg from 'pg';
import { WRITES_CHANNEL } from './shared-generation.js';

const FUNCTION = 'poolfoot_write_notice';

/**
 * Makes every write to a table of the schema notify WRITES_CHANNEL in its own transaction: a statement
 * trigger (insert, update, delete, truncate) on each table that lacks one, so the tables a later
 * migration adds get theirs at the next start. PostgreSQL sends the notice only if the transaction
 * commits, and sends one per transaction however many statements wrote (identical notices fold).
 * Run at start under the migrations' lock: CREATE TRIGGER briefly blocks writes to its table.
 */
export async function installWriteNotices(client: pg.ClientBase) {
  await client.query(`create or replace function ${FUNCTION}() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${WRITES_CHANNEL}', '');
      return null;
    end $$`);
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c
       where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
         and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = $1)`,
    [FUNCTION],
  );
  for (const { name } of rows) {
    await client.query(
      `create trigger ${FUNCTION} after insert or update or delete or truncate on "${name.replaceAll('"', '""')}"
         for each statement execute function ${FUNCTION}()`,
    );
  }
}
