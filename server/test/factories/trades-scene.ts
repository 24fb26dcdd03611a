import { type Poste, type RequestOf, type Trade, tradesCalls } from '@poolfoot/domain';
import { and, count, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { compos, mercatoMoves, mercatoOrder, mercatoState, teamPlayers, tradePlayers, trades } from '../../src/db/schema.js';
import { setLeagueSetting } from '../../src/features/ligues/index.js';
import type { TestApp } from '../app.js';
import type { Who } from '../caller.js';
import { createJournees } from './mercato-scene.js';
import { loggedIn, testLeague } from './users.js';
import { createClub, createJoueur } from './world.js';

/**
 * The trades tests' league: three poolers (Arno, Béa, Chloé) and its admin (a league admin only), six clubs, matchdays 1
 * (over) to 6 a week apart from 5 September 2026, the phase normal: at the tests' 10 September a trade takes effect at
 * matchday 2.
 */
export async function tradeScene(t: TestApp) {
  const league = await testLeague(t.db);
  const clubIds: number[] = [];
  for (let i = 1; i <= 6; i++) clubIds.push((await createClub(t.db, { name: `Club ${i}` })).id);
  const people = {
    arno: await loggedIn(t, { nickname: 'Arno' }),
    bea: await loggedIn(t, { nickname: 'Béa' }),
    chloe: await loggedIn(t, { nickname: 'Chloé' }),
    admin: await loggedIn(t, { nickname: 'Admin', leagueRole: 4 }),
  };
  const journees = await createJournees(t.db, 6, 1);
  await setLeagueSetting(t.db, league, 'phase', 'normal');
  /** A new player of a position, of club `club` (1 to 6). */
  const player = (poste: Poste, club = 1) => createJoueur(t.db, clubIds[club - 1] ?? 0, poste);
  return { league, clubIds, ...people, journees, player };
}

/** Clears the trades, the teams, the lineups and the mercato between tests (clubs, players, matchdays and people stay). */
export async function clearTrades(db: Db) {
  await db.delete(tradePlayers);
  await db.delete(trades);
  await db.delete(compos);
  await db.delete(mercatoMoves);
  await db.delete(mercatoOrder);
  await db.delete(mercatoState);
  await db.delete(teamPlayers);
}

/** Who owns a player at matchday n in the test league (null: nobody). */
export async function ownerAt(db: Db, joueur: { id: number }, n: number): Promise<number | null> {
  const rows = await db
    .select({ userId: teamPlayers.userId })
    .from(teamPlayers)
    .where(
      and(
        eq(teamPlayers.leagueId, await testLeague(db)),
        eq(teamPlayers.joueurId, joueur.id),
        lte(teamPlayers.journeeIn, n),
        or(isNull(teamPlayers.journeeOut), gt(teamPlayers.journeeOut, n)),
      ),
    );
  if (rows.length > 1) throw new Error(`joueur ${joueur.id} à deux poolers à la journée ${n}`);
  return rows[0]?.userId ?? null;
}

/** Every row the trades change: the trades and their players, the teams, the lineups (to show a refusal wrote nothing). */
export async function tradeRows(db: Db) {
  return JSON.stringify([
    await db.select().from(trades).orderBy(trades.id),
    await db.select().from(tradePlayers).orderBy(tradePlayers.tradeId, tradePlayers.joueurId),
    await db.select().from(teamPlayers).orderBy(teamPlayers.id),
    await db.select().from(compos).orderBy(compos.id),
  ]);
}

/** A proposal made through the call by `who` (the test fails unless it is accepted): its view. */
export async function proposed(t: TestApp, who: Who, input: RequestOf<typeof tradesCalls.propose>): Promise<Trade> {
  const res = await t.as(who).call(tradesCalls.propose, input);
  if (res.statusCode !== 200) throw new Error(`trades/propose ${res.statusCode}: ${res.body}`);
  return res.json().trade;
}

/** How many trades the database holds. */
export async function tradeCount(db: Db) {
  const [row] = await db.select({ n: count() }).from(trades);
  return row?.n ?? 0;
}
