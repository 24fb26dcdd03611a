import type { rencontres } from '../../db/schema.js';

type Rencontre = typeof rencontres.$inferSelect;
export type Side = { mine: number; theirs: number; outcome: 'victoire' | 'nul' | 'defaite' };

/** A computed pooler match seen from one of its two poolers: his score first, and how it went for him. */
export function fromSide(m: Rencontre, userId: number): Side {
  const home = m.user1Id === userId;
  const [a, b] = [m.score1 ?? 0, m.score2 ?? 0];
  const [mine, theirs] = home ? [a, b] : [b, a];
  const winner = m.resultat === 2 ? null : (m.resultat === 1) === home;
  return { mine, theirs, outcome: winner === null ? 'nul' : winner ? 'victoire' : 'defaite' };
}
