import type { Formation, Poste } from '@poolfoot/domain';
import type { Db } from '../../db/client.js';
import { clubs, compoSlots, compos, journees, joueurs, matchlfps, playerStats, rencontres, teamPlayers } from '../../db/schema.js';

type StatFields = Partial<Omit<typeof playerStats.$inferInsert, 'id' | 'matchlfpId' | 'joueurId' | 'clubId'>>;
type Joueur = { id: number; clubId: number; poste: Poste; lfpId: string };

const one = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('row not created');
  return row;
};

/** Test factories for a played season: each inserts real rows of the active season (2026). */
export function sceneFactories(db: Db, saisonId = 2026) {
  let seq = 0;
  const next = () => {
    seq += 1;
    return seq;
  };
  return {
    club: async (name: string) =>
      one(
        await db
          .insert(clubs)
          .values({ name, officialName: name, clubId: `ext-${name}-${next()}`, saisonId })
          .returning(),
      ).id,

    joueur: async (clubId: number, poste: Poste, nom: string): Promise<Joueur> => {
      const lfpId = `lfp-${nom}-${next()}`;
      const row = one(
        await db.insert(joueurs).values({ nom, prenom: 'Test', lfpId, shortOptaId: lfpId, clubId, poste, saisonId }).returning(),
      );
      return { id: row.id, clubId, poste, lfpId };
    },

    journee: async (numjournee: number, status = 0) => {
      const day = String(numjournee).padStart(2, '0');
      return one(
        await db
          .insert(journees)
          .values({ numjournee, date: `2026-09-${day}`, heure: '21:00', startAt: new Date(`2026-09-${day}T19:00:00Z`), status, saisonId })
          .returning(),
      );
    },

    match: async (journeeId: number, homeClubId: number, awayClubId: number, period = 'fullTime') =>
      one(
        await db
          .insert(matchlfps)
          .values({
            matchLfpId: `m-${next()}`,
            journeeId,
            homeClubId,
            awayClubId,
            kickoffAt: new Date('2026-09-01T19:00:00Z'),
            period,
            saisonId,
          })
          .returning(),
      ).id,

    stat: async (matchlfpId: number, joueur: Joueur, fields: StatFields) =>
      one(
        await db
          .insert(playerStats)
          .values({ matchlfpId, joueurId: joueur.id, clubId: joueur.clubId, ...fields })
          .returning(),
      ).id,

    own: async (userId: number, joueur: Joueur, journeeIn: number, journeeOut: number | null = null) => {
      await db.insert(teamPlayers).values({ saisonId, userId, joueurId: joueur.id, journeeIn, journeeOut });
    },

    /** A saved lineup: slots given as { ordre: player }, the others empty. */
    lineup: async (userId: number, journeeId: number, formation: Formation, slots: Record<number, Joueur>, captain: Joueur | null) => {
      const compo = one(
        await db
          .insert(compos)
          .values({ saisonId, userId, journeeId, formation, capitaineJoueurId: captain?.id ?? null })
          .returning(),
      );
      await db
        .insert(compoSlots)
        .values(Array.from({ length: 11 }, (_, ordre) => ({ compoId: compo.id, ordre, joueurId: slots[ordre]?.id ?? null })));
    },

    pairing: async (journeeId: number, matchNo: number, user1Id: number, user2Id: number | null) =>
      one(await db.insert(rencontres).values({ saisonId, journeeId, matchNo, user1Id, user2Id }).returning()).id,
  };
}

/**
 * The season the results and stats tests check by hand (figures in the comments):
 * three poolers, two clubs, matchday 1 finished (fullTime) and matchday 2 still live.
 */
export async function buildScene(db: Db, users: { alice: number; bruno: number; chloe: number }) {
  const f = sceneFactories(db);
  const [clubA, clubB] = [await f.club('Club A'), await f.club('Club B')];
  const j1 = await f.journee(1);
  const j2 = await f.journee(2);
  const m1 = await f.match(j1.id, clubA, clubB, 'fullTime');
  const m2 = await f.match(j2.id, clubA, clubB, 'live');
  const p = {
    g1: await f.joueur(clubA, 'GB', 'Gardien1'),
    d1: await f.joueur(clubA, 'DC', 'Defenseur1'),
    a1: await f.joueur(clubA, 'AT', 'Attaquant1'),
    a1b: await f.joueur(clubA, 'AT', 'Remplacant1'),
    g2: await f.joueur(clubB, 'GB', 'Gardien2'),
    m2: await f.joueur(clubB, 'MC', 'Milieu2'),
    o2: await f.joueur(clubB, 'MO', 'Offensif2'),
    a3: await f.joueur(clubB, 'AT', 'Attaquant3'),
    free: await f.joueur(clubB, 'AT', 'Libre'),
  };
  const { alice, bruno, chloe } = users;
  for (const j of [p.g1, p.d1, p.a1, p.a1b]) await f.own(alice, j, 1);
  for (const j of [p.g2, p.m2]) await f.own(bruno, j, 1);
  await f.own(bruno, p.o2, 1, 2); // leaves Bruno's team from matchday 2...
  await f.own(chloe, p.o2, 2); // ...for Chloé's
  await f.own(chloe, p.a3, 1);

  // Matchday 1 stat lines.
  await f.stat(m1, p.g1, { minutes: 90, goalsConceded: 1, saves: 7, yellowCards: 1 }); // 2 + 2 (2 x 3 saves) - 1 = 3
  await f.stat(m1, p.d1, { minutes: 90, goals: 1, goalsConceded: 1 }); // 2 + 6 = 8
  await f.stat(m1, p.a1, { minutes: 75, goals: 1, assists: 1 }); // 2 + 4 + 3 = 9
  await f.stat(m1, p.a1b, { minutes: 30, goals: 1 }); // 1 + 4 = 5
  await f.stat(m1, p.g2, { minutes: 90, goalsConceded: 2, saves: 3, penaltiesSaved: 1 }); // 2 - 1 + 1 + 5 = 7
  await f.stat(m1, p.m2, { minutes: 90, yellowCards: 1, secondYellow: true }); // 2 - 3 = -1
  await f.stat(m1, p.o2, { minutes: 20, ownGoals: 1 }); // 1 - 2 = -1
  await f.stat(m1, p.a3, { minutes: 90, goals: 1, penaltiesMissed: 1 }); // 2 + 4 - 2 = 4
  // Matchday 2 stat lines.
  await f.stat(m2, p.g1, { minutes: 90, cleanSheet: true }); // 2 + 4 = 6
  await f.stat(m2, p.d1, { minutes: 30, assists: 1 }); // 1 + 3 = 4
  await f.stat(m2, p.a1b, { minutes: 60, goals: 1 }); // 2 + 4 = 6
  await f.stat(m2, p.g2, { minutes: 90, cleanSheet: true }); // 6
  await f.stat(m2, p.m2, { minutes: 65, goals: 1, cleanSheet: true }); // 2 + 5 + 1 = 8
  await f.stat(m2, p.o2, { minutes: 90 }); // 2
  await f.stat(m2, p.a3, { minutes: 90 }); // 2
  await f.stat(m2, p.free, { minutes: 0 }); // on the bench: 0, not played

  // Lineups: Alice sets both matchdays, Bruno only the first (carried over), Chloé none.
  await f.lineup(alice, j1.id, '4231', { 0: p.g1, 2: p.d1, 10: p.a1 }, p.a1);
  await f.lineup(alice, j2.id, '4231', { 0: p.g1, 2: p.d1, 10: p.a1b }, p.g1);
  await f.lineup(bruno, j1.id, '442', { 0: p.g2, 5: p.m2, 7: p.o2 }, p.m2);

  const pairings = {
    j1: [await f.pairing(j1.id, 1, alice, bruno), await f.pairing(j1.id, 2, chloe, null)],
    j2: [await f.pairing(j2.id, 1, alice, chloe), await f.pairing(j2.id, 2, bruno, null)],
  };
  return { j1, j2, m1, m2, p, pairings, clubs: { clubA, clubB } };
}
