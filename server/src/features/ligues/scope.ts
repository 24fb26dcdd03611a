import { type AnyColumn, and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Q } from '../../db/client.js';
import { activeSaisonId } from '../../db/settings.js';
import { leagueOf } from '../../http/guards.js';

/** Where a league's game is played: the league and the season (docs/ligues.md "La règle des requêtes"). */
export type LeagueSeason = { leagueId: number; saisonId: number };

/** The rows of a league's table that are of its season: the condition every such query carries. */
export const inLeagueSeason = (table: { leagueId: AnyColumn; saisonId: AnyColumn }, ls: LeagueSeason) =>
  and(eq(table.leagueId, ls.leagueId), eq(table.saisonId, ls.saisonId)) as SQL;

/**
 * The league of a request and its season: the one the call names (a past season's ranking, its teams), else the current
 * one. What a league call reads and writes in.
 */
export async function scopeOf(db: Q, req: FastifyRequest, saisonId?: number): Promise<LeagueSeason> {
  const leagueId = leagueOf(req);
  return { leagueId, saisonId: saisonId ?? (await activeSaisonId(db)) };
}

/** A league in the current season (the autopilot, the pick clock and the demo, which act for a league they name). */
export async function seasonOf(db: Q, leagueId: number): Promise<LeagueSeason> {
  return { leagueId, saisonId: await activeSaisonId(db) };
}
