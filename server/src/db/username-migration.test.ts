import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');
const TAG = '0015_username_any_case';
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The migrations folder as it was before `tag`: its journal stops just before. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'poolfoot-migrations-'));
  dirs.push(dir);
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

it('a database holding usernames equal but for their case migrates: the earliest keeps its name, the later ones get #id', async () => {
  const client = new PGlite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: migrationsBefore(TAG) });
  await client.exec(`insert into users (id, email, username, nickname, password_hash) values
    (1, 'a@x.fr', 'Bruno', 'Bruno', 'h'), (2, 'b@x.fr', 'Alice', '', 'h'), (3, 'c@x.fr', 'BRUNO', 'Bruno B.', 'h'),
    (4, 'd@x.fr', 'bruno', '', 'h')`);

  await migrate(db, { migrationsFolder: MIGRATIONS });

  const rows = await client.query<{ id: number; username: string; nickname: string }>(
    'select id, username, nickname from users order by id',
  );
  expect(rows.rows).toEqual([
    { id: 1, username: 'Bruno', nickname: 'Bruno' },
    { id: 2, username: 'Alice', nickname: '' },
    { id: 3, username: 'BRUNO#3', nickname: 'Bruno B.' },
    { id: 4, username: 'bruno#4', nickname: '' },
  ]);
  // From now on the database itself refuses a name another account has in another case.
  await expect(
    client.exec(`insert into users (id, email, username, nickname, password_hash) values (5, 'e@x.fr', 'ALICE', '', 'h')`),
  ).rejects.toThrow(/users_username_lower_idx/);
  await client.close();
});
