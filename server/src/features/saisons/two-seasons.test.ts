import { composCalls, DRAFT_MSG, draftCalls, MERCATO_MSG, mercatoCalls, statsCalls } from '@poolfoot/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  autoLineup,
  compoPayload,
  createClub,
  createJournee,
  createSquad,
  type LoggedIn,
  loggedIn,
  OTHER_SAISON,
  otherSeason,
  roles,
  type TestPlayer,
  testSeason,
} from '../../../test/factories/index.js';
import { clubs, compoSlots, compos, draftPicks, joueurs, leagues } from '../../db/schema.js';

/*
 * A player kept from one season to the next has a row in each, with the same league id (lfp_id unique per
 * season only). Every lookup by a league id, and every id a call takes, is of the active season: the past season's row
 * of the same player is never taken for this season's (docs/saisons.md). The imports' side (a season set up beside a
 * finished one, its squads sharing their league ids): features/championnat/championnat-demo-setup.test.ts.
 */

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let squad: TestPlayer[];
/** Each player of the squad's row of last season, by his row of this season. */
const pastRow = new Map<number, number>();
let journee: { id: number; numjournee: number };

beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  await testSeason(t.db);
  await otherSeason(t.db);
  journee = await createJournee(t.db, 1);
  const club = (await createClub(t.db)).id;
  squad = await createSquad(t.db, r.pooler.id, [club]);
  // Last season, the same players with the same league ids, in last season's club.
  const [old] = await t.db.insert(clubs).values({ name: 'Ancien', saisonId: OTHER_SAISON }).returning();
  for (const p of squad) {
    const [row] = await t.db
      .insert(joueurs)
      .values({ nom: p.nom, lfpId: p.lfpId, shortOptaId: `o${p.id}`, clubId: old?.id ?? 0, poste: p.poste, saisonId: OTHER_SAISON })
      .returning({ id: joueurs.id });
    pastRow.set(p.id, row?.id ?? 0);
  }
});
afterAll(() => t.close());

describe('two seasons sharing players', () => {
  it('a lineup by league ids is this season’s players', async () => {
    const lineup = autoLineup(squad, '4231');
    const res = await t.as(r.pooler).call(composCalls.saveCompo, compoPayload(r.pooler.id, journee, '4231', lineup, lineup[10]));
    expect(res.statusCode, res.body).toBe(200);
    const [compo] = await t.db.select().from(compos).where(eq(compos.userId, r.pooler.id));
    const slots = await t.db
      .select({ id: compoSlots.joueurId })
      .from(compoSlots)
      .where(eq(compoSlots.compoId, compo?.id ?? 0));
    expect(slots.map((s) => s.id).sort()).toEqual(lineup.map((p) => p.id).sort());
    expect(compo?.capitaineJoueurId).toBe(lineup[10]?.id);
  });

  it('a player’s points computed by league id are this season’s row’s', async () => {
    const p = squad[0] as TestPlayer;
    const res = await t.as(r.superAdmin).call(statsCalls.computePlayerTotal, { player_lfp_id: p.lfpId, numjournee: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().joueur_id).toBe(p.id);
  });

  it('the draft and the mercato take this season’s rows and refuse last season’s', async () => {
    const [made] = await t.db.insert(leagues).values({ nom: 'Deuxième ligue' }).returning();
    const league = made?.id ?? 0;
    const admin: LoggedIn = await loggedIn(t, { role: 4, league });
    const as = t.as(admin);
    expect((await as.call(draftCalls.init, { ordre: [admin.id] })).statusCode).toBe(200);
    expect((await as.call(draftCalls.changeStatus, { status: 'en cours' })).statusCode).toBe(200);
    const p = squad[1] as TestPlayer;
    const past = await as.call(draftCalls.pick, { playerId: pastRow.get(p.id) ?? 0 });
    expect(past.statusCode).toBe(404);
    expect(past.json().message).toBe(DRAFT_MSG.playerNotFound);
    expect((await as.call(draftCalls.pick, { playerId: p.id })).statusCode).toBe(200);
    const picks = await t.db
      .select({ id: draftPicks.joueurId })
      .from(draftPicks)
      .where(and(eq(draftPicks.leagueId, league)));
    expect(picks).toEqual([{ id: p.id }]);

    // The first league's admin replaces a player by last season's row of a free one: unknown this season.
    const out = squad[2] as TestPlayer;
    const free = squad.find((x) => x.poste === out.poste && x.id !== out.id) as TestPlayer;
    const replaced = await t.as(r.admin).call(mercatoCalls.remplacement, {
      user_id: r.pooler.id,
      journee: 1,
      joueur_out_id: out.id,
      joueur_in_id: pastRow.get(free.id) ?? 0,
    });
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json().message).toBe(MERCATO_MSG.unknownJoueur(pastRow.get(free.id) ?? 0));
  });
});
