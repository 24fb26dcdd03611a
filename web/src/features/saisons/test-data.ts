/** Small season fixtures for the web tests (not used by the app). */
import { type ResultatsStanding, type SaisonItem, seasonRecord } from '@poolfoot/domain';

/** A season of saisons/list: 2026 is « Saison 2025/2026 ». */
export const saison = (id: number, over: Partial<SaisonItem> = {}): SaisonItem => ({
  id,
  nom: `Saison ${id - 1}/${id}`,
  active: false,
  finished: true,
  started: true,
  ...over,
});

/** saisons/list's answer: the seasons given, newest first, the active one among them. */
export const saisonsAnswer = (...saisons: SaisonItem[]) => ({
  saisons,
  active_id: saisons.find((s) => s.active)?.id ?? saisons[0]?.id ?? 2026,
});

const standing = (rank: number, user_id: number, username: string, points_classement: number): ResultatsStanding => ({
  rank,
  user_id,
  username,
  points_classement,
  total_saison: points_classement * 10,
  lost_saison: 0,
  total_stars: 0,
});

/** saisons/records' answer for a finished season won by Paul, Marc 2nd, Léa 3rd, with each record kind. */
export const recordsAnswer = (saisonId: number) => ({
  saison_id: saisonId,
  nom: `Saison ${saisonId - 1}/${saisonId}`,
  finished: true,
  champion: { user_id: 1, username: 'Paul', points_classement: 72 },
  podium: [standing(1, 1, 'Paul', 72), standing(2, 2, 'Marc', 65), standing(3, 3, 'Léa', 51)],
  records: [
    seasonRecord('best_score', { user_id: 1, username: 'Paul' }, 54, { numjournee: 12 }),
    seasonRecord('biggest_win', { user_id: 1, username: 'Paul' }, 41, { numjournee: 7, opponent: 'Marc', score: [61, 20] }),
    seasonRecord('longest_run', { user_id: 1, username: 'Paul' }, 5, { numjournee: 3, numjournee_end: 7 }),
    seasonRecord('most_stars', { user_id: 3, username: 'Léa' }, 4),
    seasonRecord('best_captain', { user_id: 2, username: 'Marc' }, 24, { numjournee: 5 }),
    seasonRecord('most_lost', { user_id: 2, username: 'Marc' }, 31, { numjournee: 9 }),
    seasonRecord('best_pick', { user_id: 1, username: 'Paul' }, 180, { tour: 9, joueur: 'Mbappé', above: 95 }),
  ],
});
