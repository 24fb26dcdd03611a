import { mercatoCalls } from '@poolfoot/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { compoSlots, compos, mercatoMoves, mercatoOrder, mercatoState as mercatoStateRow, teamPlayers } from '../../src/db/schema.js';
import type { Who } from '../caller.js';
import type { TestApp } from '../app.js';
import { createJournee, SAISON } from './world.js';

/** The mercato tests' scene: a season under way, reset between tests, and what a move leaves behind. */

/** Matchdays 1..n, a week apart from 2026-09-05; the first `finished` of them have status 9. Answers their ids by number. */
export async function createJournees(db: Db, n: number, finished: number) {
  const ids = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const startAt = new Date(Date.UTC(2026, 8, 5 + 7 * i, 19));
    ids.set(i + 1, (await createJournee(db, i + 1, { startAt, status: i < finished ? 9 : 0 })).id);
  }
  return ids;
}

/** Clears the mercato and the teams (clubs, players and matchdays stay). */
export async function clearScene(db: Db) {
  await db.delete(compos);
  await db.delete(mercatoMoves);
  await db.delete(mercatoOrder);
  await db.delete(mercatoStateRow);
  await db.delete(teamPlayers);
}

/** A lineup as stored: its captain and its slots' players in order. */
export async function compoOf(db: Db, compoId: number) {
  const [c] = await db.select().from(compos).where(eq(compos.id, compoId));
  const slots = await db.select().from(compoSlots).where(eq(compoSlots.compoId, compoId)).orderBy(asc(compoSlots.ordre));
  return { captain: c?.capitaineJoueurId ?? null, slots: slots.map((s) => s.joueurId) };
}

/** Every ownership row of a player: [user, in, out]. */
export async function rowsOf(db: Db, p: { id: number }) {
  const rows = await db
    .select()
    .from(teamPlayers)
    .where(and(eq(teamPlayers.saisonId, SAISON), eq(teamPlayers.joueurId, p.id)))
    .orderBy(asc(teamPlayers.id));
  return rows.map((r) => [r.userId, r.journeeIn, r.journeeOut] as const);
}

/** The mercato state as a caller sees it (fails the test on a non-200). */
export async function mercatoSeenBy(t: TestApp, who: Who) {
  const res = await t.as(who).call(mercatoCalls.get);
  if (res.statusCode !== 200) throw new Error(`mercato/get ${res.statusCode}: ${res.body}`);
  return res.json();
}
