import { getTableConfig, type PgTable, PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, rowsOf } from '../../db/client.js';
import { crossLeague } from '../../db/league-scope.js';
import * as schema from '../../db/schema.js';

const BACKUP_FORMAT = 'poolfoot-backup';

/** Every table of the schema, parents before children (foreign keys), so a restore can insert in order. */
export function tablesInOrder(): PgTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTableClass));
  const byName = new Map(tables.map((t) => [getTableConfig(t).name, t]));
  const ordered: PgTable[] = [];
  const seen = new Set<string>();
  const visit = (t: PgTable) => {
    const { name, foreignKeys } = getTableConfig(t);
    if (seen.has(name)) return;
    seen.add(name);
    for (const fk of foreignKeys) {
      const parent = getTableConfig(fk.reference().foreignTable).name;
      const p = byName.get(parent);
      if (p && parent !== name) visit(p);
    }
    ordered.push(t);
  };
  for (const t of [...tables].sort((a, b) => getTableConfig(a).name.localeCompare(getTableConfig(b).name))) visit(t);
  return ordered;
}

/**
 * The live state of sign-ins (sessions, known browsers, attempt counters, reset links, and the devices subscribed to
 * push by a session, which end with it): never in a backup, and emptied by a restore, so that a restore brings back no
 * session a user ended, nor a link already spent, nor a device whose session is gone.
 */
const LIVE_STATE: readonly PgTable[] = [
  schema.sessions,
  schema.knownDevices,
  schema.rateLimits,
  schema.resetTokens,
  schema.pushSubscriptions,
];
const isLiveState = (t: PgTable) => LIVE_STATE.includes(t);

const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  migration: z.string(),
  createdAt: z.string(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type Backup = z.infer<typeof backupSchema>;

async function lastMigration(db: Db): Promise<string> {
  const res = await db.execute(sql`select hash from drizzle.__drizzle_migrations order by created_at desc limit 1`);
  return rowsOf<{ hash: string }>(res)[0]?.hash ?? '';
}

/** A full, consistent dump of every table but the sign-ins' live state (one repeatable-read snapshot). */
export function dumpDatabase(db: Db, now: Date): Promise<Backup> {
  return crossLeague('instanceBackup', () =>
    db.transaction(
      async (tx) => {
        const tables: Backup['tables'] = {};
        for (const t of tablesInOrder().filter((x) => !isLiveState(x))) {
          const { name, columns } = getTableConfig(t);
          const order = columns.some((c) => c.primary) ? columns.filter((c) => c.primary).map((c) => c.name) : columns.map((c) => c.name);
          const res = await tx.execute(
            sql`select coalesce(json_agg(row_to_json(x) order by ${sql.raw(order.map((c) => `x."${c}"`).join(', '))}), '[]'::json) as rows from ${t} x`,
          );
          tables[name] = rowsOf<{ rows: Record<string, unknown>[] }>(res)[0]?.rows ?? [];
        }
        return {
          format: BACKUP_FORMAT,
          version: 1,
          migration: await lastMigration(tx as unknown as Db),
          createdAt: now.toISOString(),
          tables,
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    ),
  );
}

/**
 * Replaces the whole database with a backup, in one transaction: everything is emptied, every
 * table refilled in dependency order (the sign-ins' live state stays empty, whatever the file holds: everybody signs
 * in again), sequences moved past the restored ids. A backup from another schema version is refused.
 */
export async function restoreDatabase(db: Db, input: unknown) {
  const backup = backupSchema.parse(input);
  const current = await lastMigration(db);
  if (backup.migration !== current) {
    throw new Error('Cette sauvegarde vient d’une autre version du schéma : restaurez-la avec la version de Poolfoot qui l’a faite.');
  }
  const tables = tablesInOrder();
  await db.transaction(async (tx) => {
    const names = tables.map((t) => `"${getTableConfig(t).name}"`).join(', ');
    await tx.execute(sql.raw(`truncate ${names} restart identity cascade`));
    for (const t of tables) {
      const { name, columns } = getTableConfig(t);
      const rows = isLiveState(t) ? [] : (backup.tables[name] ?? []);
      if (rows.length) {
        await tx.execute(sql`insert into ${t} select * from json_populate_recordset(null::${t}, ${JSON.stringify(rows)}::json)`);
      }
      for (const c of columns.filter((col) => col.columnType === 'PgSerial')) {
        await tx.execute(
          sql.raw(
            `select setval(pg_get_serial_sequence('"${name}"', '${c.name}'), coalesce((select max("${c.name}") from "${name}"), 0) + 1, false)`,
          ),
        );
      }
    }
  });
  return Object.fromEntries(
    tables.filter((t) => !isLiveState(t)).map((t) => [getTableConfig(t).name, backup.tables[getTableConfig(t).name]?.length ?? 0]),
  );
}
