import { randomInt } from 'node:crypto';
import { SAISON_MSG } from '@poolfoot/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { saisonsStartRequest } from '@poolfoot/domain';
import type { Q } from '../../db/client.js';
import { draftOrder, draftState, seasons, teamPlayers } from '../../db/schema.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { AppContext } from '../../http/types.js';
import { initOrder } from '../draft/index.js';
import { seasonFinished } from '../journees/index.js';
import { inLeagueSeason, type LeagueSeason, leaguePoolers, setLeagueSetting } from '../ligues/index.js';
import { generalRanking } from '../resultats/index.js';
import { playedBy } from './list.js';

type Ordre = z.infer<typeof saisonsStartRequest>['ordre'];

/** The latest season before `ls`'s that the league played (its draft, teams or results), if any. */
export async function lastSeasonOf(db: Q, ls: LeagueSeason): Promise<number | null> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${seasons.id})` })
    .from(seasons)
    .where(and(lt(seasons.id, ls.saisonId), playedBy(ls.leagueId)));
  return row?.id ?? null;
}

/** Fisher–Yates with the crypto generator (random: nobody can guess or replay it). */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * saisons/start.php (docs/saisons.md "La saison suivante"): the league begins the instance's active season, the same
 * members in a draft order (the reverse of the league's last season's ranking by default: its last first, a member it
 * did not rank before them; random; or the admin's list of every member once), teams empty, the phase back to draft.
 * Refused while the active season is finished (the instance's admin sets up the next one first) or once the league has
 * begun it (an order, a pick or a team).
 */
export async function startSeason(ctx: AppContext, ls: LeagueSeason, ordre: Ordre) {
  const { db } = ctx.database;
  const [season] = await db.select({ nom: seasons.nom, finished: seasonFinished }).from(seasons).where(eq(seasons.id, ls.saisonId));
  const nom = season?.nom ?? String(ls.saisonId);
  if (season?.finished) throw conflict(SAISON_MSG.activeFinished(nom));
  const begun =
    (await db.$count(draftOrder, inLeagueSeason(draftOrder, ls))) +
    (await db.$count(teamPlayers, inLeagueSeason(teamPlayers, ls))) +
    (await db.$count(draftState, and(inLeagueSeason(draftState, ls), sql`${draftState.status} <> 'non débuté'`)));
  if (begun > 0) throw conflict(SAISON_MSG.alreadyStarted(nom));

  const members = await leaguePoolers(db, ls.leagueId);
  const name = new Map(members.map((m) => [m.id, m.username]));
  let ids: number[];
  if (ordre === 'random') ids = shuffled(members.map((m) => m.id));
  else if (ordre === 'reverse') {
    const last = await lastSeasonOf(db, ls);
    const ranked = last === null ? [] : (await generalRanking(db, { leagueId: ls.leagueId, saisonId: last })).map((r) => r.user_id);
    const place = new Map(ranked.map((id, i) => [id, i]));
    const unranked = members.filter((m) => !place.has(m.id)).map((m) => m.id);
    ids = [...unranked, ...ranked.filter((id) => name.has(id)).reverse()];
  } else {
    if (ordre.length !== members.length || ordre.some((id) => !name.has(id))) throw badRequest(SAISON_MSG.orderMembers);
    ids = ordre;
  }
  await initOrder(ctx, ls, ids);
  await setLeagueSetting(db, ls.leagueId, 'phase', 'draft');
  return { saison_id: ls.saisonId, nom, ordre: ids.map((user_id) => ({ user_id, username: name.get(user_id) ?? '' })) };
}
