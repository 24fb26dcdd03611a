import type { Poste } from '@poolfoot/domain';
import type { Db } from '../../src/db/client.js';
import { createCompo, createRencontre, give } from './teams.js';
import { createClub, createJournee, createJoueur, createMatch, createStat } from './world.js';

/** Matchday `n` of September 2026 (its 21:00 in Paris), as the hand-checked scenes date them. */
export const septemberJournee = (db: Db, n: number) => createJournee(db, n, { date: `2026-09-${String(n).padStart(2, '0')}` });

/** A player named for the figures in the comments, first name 'Test'. */
export const namedJoueur = (db: Db, clubId: number, poste: Poste, nom: string) => createJoueur(db, clubId, poste, { nom, prenom: 'Test' });

/** An 11-slot lineup given as { ordre: player }, the other slots empty. */
export const lineupSlots = (slots: Record<number, { id: number }>) => Array.from({ length: 11 }, (_, ordre) => slots[ordre] ?? null);

/**
 * The season the results and stats tests check by hand (figures in the comments):
 * three poolers, two clubs, matchday 1 finished (fullTime) and matchday 2 still live.
 */
export async function buildResultatsScene(db: Db, users: { alice: number; bruno: number; chloe: number }) {
  const [clubA, clubB] = [(await createClub(db, { name: 'Club A' })).id, (await createClub(db, { name: 'Club B' })).id];
  const j1 = await septemberJournee(db, 1);
  const j2 = await septemberJournee(db, 2);
  const m1 = (await createMatch(db, j1.id, clubA, clubB, { period: 'fullTime' })).id;
  const m2 = (await createMatch(db, j2.id, clubA, clubB, { period: 'live' })).id;
  const p = {
    g1: await namedJoueur(db, clubA, 'GB', 'Gardien1'),
    d1: await namedJoueur(db, clubA, 'DC', 'Defenseur1'),
    a1: await namedJoueur(db, clubA, 'AT', 'Attaquant1'),
    a1b: await namedJoueur(db, clubA, 'AT', 'Remplacant1'),
    g2: await namedJoueur(db, clubB, 'GB', 'Gardien2'),
    m2: await namedJoueur(db, clubB, 'MC', 'Milieu2'),
    o2: await namedJoueur(db, clubB, 'MO', 'Offensif2'),
    a3: await namedJoueur(db, clubB, 'AT', 'Attaquant3'),
    free: await namedJoueur(db, clubB, 'AT', 'Libre'),
  };
  const { alice, bruno, chloe } = users;
  await give(db, alice, [p.g1, p.d1, p.a1, p.a1b]);
  await give(db, bruno, [p.g2, p.m2]);
  await give(db, bruno, [p.o2], 1, 2); // leaves Bruno's team from matchday 2...
  await give(db, chloe, [p.o2], 2); // ...for Chloé's
  await give(db, chloe, [p.a3]);

  // Matchday 1 stat lines.
  await createStat(db, m1, p.g1, { minutes: 90, goalsConceded: 1, saves: 7, yellowCards: 1 }); // 2 + 2 (2 x 3 saves) - 1 = 3
  await createStat(db, m1, p.d1, { minutes: 90, goals: 1, goalsConceded: 1 }); // 2 + 6 = 8
  await createStat(db, m1, p.a1, { minutes: 75, goals: 1, assists: 1 }); // 2 + 4 + 3 = 9
  await createStat(db, m1, p.a1b, { minutes: 30, goals: 1 }); // 1 + 4 = 5
  await createStat(db, m1, p.g2, { minutes: 90, goalsConceded: 2, saves: 3, penaltiesSaved: 1 }); // 2 - 1 + 1 + 5 = 7
  await createStat(db, m1, p.m2, { minutes: 90, yellowCards: 1, secondYellow: true }); // 2 - 3 = -1
  await createStat(db, m1, p.o2, { minutes: 20, ownGoals: 1 }); // 1 - 2 = -1
  await createStat(db, m1, p.a3, { minutes: 90, goals: 1, penaltiesMissed: 1 }); // 2 + 4 - 2 = 4
  // Matchday 2 stat lines.
  await createStat(db, m2, p.g1, { minutes: 90, cleanSheet: true }); // 2 + 4 = 6
  await createStat(db, m2, p.d1, { minutes: 30, assists: 1 }); // 1 + 3 = 4
  await createStat(db, m2, p.a1b, { minutes: 60, goals: 1 }); // 2 + 4 = 6
  await createStat(db, m2, p.g2, { minutes: 90, cleanSheet: true }); // 6
  await createStat(db, m2, p.m2, { minutes: 65, goals: 1, cleanSheet: true }); // 2 + 5 + 1 = 8
  await createStat(db, m2, p.o2, { minutes: 90 }); // 2
  await createStat(db, m2, p.a3, { minutes: 90 }); // 2
  await createStat(db, m2, p.free, { minutes: 0 }); // on the bench: 0, not played

  // Lineups: Alice sets both matchdays, Bruno only the first (carried over), Chloé none.
  await createCompo(db, alice, j1.id, lineupSlots({ 0: p.g1, 2: p.d1, 10: p.a1 }), p.a1);
  await createCompo(db, alice, j2.id, lineupSlots({ 0: p.g1, 2: p.d1, 10: p.a1b }), p.g1);
  await createCompo(db, bruno, j1.id, lineupSlots({ 0: p.g2, 5: p.m2, 7: p.o2 }), p.m2, '442');

  const pairings = {
    j1: [await createRencontre(db, j1.id, 1, alice, bruno), await createRencontre(db, j1.id, 2, chloe, null)],
    j2: [await createRencontre(db, j2.id, 1, alice, chloe), await createRencontre(db, j2.id, 2, bruno, null)],
  };
  return { j1, j2, m1, m2, p, pairings, clubs: { clubA, clubB } };
}
