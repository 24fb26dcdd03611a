import { demoMatchSheet } from './match-sheet.js';
import { demoFixtures } from './world.js';

/** A goal of a demo match: its clubs (official names), its minute and its scorer. */
export type DemoGoal = { home: string; away: string; minute: number; scorer: { prenom: string; nom: string } };

/**
 * A demo matchday's goals as its sheets will tell them, known before it is played (the sheets are deterministic): for the
 * browser tests that need a scorer in a lineup (e2e push: a live goal reaching his pooler's phone).
 */
export function demoGoals(numjournee: number): DemoGoal[] {
  return demoFixtures()
    .filter((f) => f.matchday === numjournee && f.score)
    .flatMap((f) =>
      demoMatchSheet(f).events.flatMap((e) =>
        e.kind === 'goal'
          ? [
              {
                home: f.homeClub.official_name,
                away: f.awayClub.official_name,
                minute: e.minute,
                scorer: { prenom: e.scorer.prenom, nom: e.scorer.nom },
              },
            ]
          : [],
      ),
    );
}
