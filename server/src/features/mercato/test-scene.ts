/** Test helpers for the mercato tests: real rows and API shortcuts (not used by the app). */
import type { Poste } from '@poolfoot/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app.js';
import type { Db } from '../../db/client.js';
import { clubs, compoSlots, compos, journees, joueurs, mercatoMoves, mercatoOrder, mercatoState, teamPlayers } from '../../db/schema.js';

const SAISON = 2026;
let seq = 0;

export async function createClub(db: Db, name: string) {
  const [row] = await db
    .insert(clubs)
    .values({ name, officialName: `${name} FC`, saisonId: SAISON })
    .returning({ id: clubs.id });
  if (!row) throw new Error('club not created');
  return row.id;
}

export type P = { id: number; poste: Poste; clubId: number; name: string };

export async function createPlayer(db: Db, poste: Poste, clubId: number): Promise<P> {
  seq += 1;
  const nom = `Nom${seq}`;
  const [row] = await db
    .insert(joueurs)
    .values({ nom, prenom: `Prenom${seq}`, lfpId: `m${seq}`, shortOptaId: `pm${seq}`, clubId, poste, saisonId: SAISON })
    .returning({ id: joueurs.id });
  if (!row) throw new Error('player not created');
  return { id: row.id, poste, clubId, name: `Prenom${seq} ${nom}` };
}

/** Matchdays 1..n, a week apart; `finished` of them have status 9. */
export async function createJournees(db: Db, n: number, finished: number) {
  const rows = await db
    .insert(journees)
    .values(
      Array.from({ length: n }, (_, i) => {
        const startAt = new Date(Date.UTC(2026, 8, 5 + 7 * i, 19));
        return {
          numjournee: i + 1,
          date: startAt.toISOString().slice(0, 10),
          heure: '21:00',
          startAt,
          status: i < finished ? 9 : 0,
          saisonId: SAISON,
        };
      }),
    )
    .returning({ id: journees.id, numjournee: journees.numjournee });
  return new Map(rows.map((r) => [r.numjournee, r.id]));
}

/** Gives players to a pooler from matchday `from` (open rows). */
export async function give(db: Db, userId: number, players: P[], from = 1) {
  await db.insert(teamPlayers).values(players.map((p) => ({ saisonId: SAISON, userId, joueurId: p.id, journeeIn: from })));
}

/** A lineup of a pooler for a matchday: the players in slots 0.., and a captain. */
export async function createCompo(db: Db, userId: number, journeeId: number, players: P[], captain: P | null) {
  const [row] = await db
    .insert(compos)
    .values({ saisonId: SAISON, userId, journeeId, formation: '4231', capitaineJoueurId: captain?.id ?? null })
    .returning({ id: compos.id });
  if (!row) throw new Error('compo not created');
  await db.insert(compoSlots).values(players.map((p, ordre) => ({ compoId: row.id, ordre, joueurId: p.id })));
  return row.id;
}

export async function compoOf(db: Db, compoId: number) {
  const [c] = await db.select().from(compos).where(eq(compos.id, compoId));
  const slots = await db.select().from(compoSlots).where(eq(compoSlots.compoId, compoId)).orderBy(asc(compoSlots.ordre));
  return { captain: c?.capitaineJoueurId ?? null, slots: slots.map((s) => s.joueurId) };
}

/** Every ownership row of a player: [user, in, out]. */
export async function rowsOf(db: Db, p: P) {
  const rows = await db
    .select()
    .from(teamPlayers)
    .where(and(eq(teamPlayers.saisonId, SAISON), eq(teamPlayers.joueurId, p.id)))
    .orderBy(asc(teamPlayers.id));
  return rows.map((r) => [r.userId, r.journeeIn, r.journeeOut] as const);
}

/** Clears the mercato and the teams (clubs, players and matchdays stay). */
export async function clearScene(db: Db) {
  await db.delete(compos);
  await db.delete(mercatoMoves);
  await db.delete(mercatoOrder);
  await db.delete(mercatoState);
  await db.delete(teamPlayers);
}

export type Caller = { id: number; cookie: string };

export function mercatoApi(t: TestApp) {
  const post = (call: string, body: unknown, who?: Caller) =>
    t.app.inject({
      method: 'POST',
      url: `/backend/api/mercato/${call}`,
      payload: body as object,
      headers: who ? { cookie: who.cookie } : {},
    });
  const get = (url: string, who?: Caller) => t.app.inject({ url: `/backend/api/${url}`, headers: who ? { cookie: who.cookie } : {} });
  const state = async (who: Caller) => {
    const res = await get('mercato/get.php', who);
    if (res.statusCode !== 200) throw new Error(`mercato/get ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  return { post, get, state };
}
