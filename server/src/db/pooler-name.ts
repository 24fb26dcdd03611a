import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { users } from './schema.js';

/**
 * The name the app gives a pooler on every screen and in every message: the display name (nickname) when
 * there is one, else the username. The same rule as the web's `poolerName` (domain), in SQL; `table` may be
 * an alias of users (a pairing's home and away sides).
 */
export function poolerName(table: { nickname: AnyColumn; username: AnyColumn } = users): SQL<string> {
  return sql<string>`coalesce(nullif(btrim(${table.nickname}), ''), ${table.username})`;
}

/**
 * A name in French order: accents and case count after the letters (« Émile, ethan, Léa, Lili »), not by their bytes
 * (the C collation of PGlite and of most PostgreSQL set-ups put « Lili » before « Léa »). ICU's root collation is there
 * on both (PGlite's build, PostgreSQL 15 built with ICU as Debian's is).
 */
export const inFrenchOrder = (name: SQL<string>) => sql`${name} collate "und-x-icu"`;
