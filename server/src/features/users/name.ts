import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';

/**
 * The name the app gives a pooler on every screen and in every message: the display name (nickname) when
 * there is one, else the username. The same rule as the web's `poolerName` (domain), in SQL; `table` may be
 * an alias of users (a pairing's home and away sides).
 */
export function poolerName(table: { nickname: AnyColumn; username: AnyColumn } = users): SQL<string> {
  return sql<string>`coalesce(nullif(btrim(${table.nickname}), ''), ${table.username})`;
}
