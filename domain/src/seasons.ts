import type { SeasonRecord } from './api/saisons.js';

/**
 * A season's name from its id, the year it ends: id 2026 is « Saison 2025/2026 ». One rule for the seasons the league
 * import makes and for the pages that show a season they only know by id (no season is written in code).
 */
export const seasonName = (saisonId: number) => `Saison ${saisonId - 1}/${saisonId}`;

/**
 * A league's champion of a season, the one rule every page follows (the palmarès, the season's end on /classement and
 * the home): the first of its ranking once the season is finished, provided the league played at least one head-to-head
 * match of it (a pairing of two poolers on a finished matchday). A league whose draft never finished, or that played no
 * match, has no champion, whatever an all-zero ranking would put first.
 */
export function seasonChampion<T>(season: { finished: boolean; meetings: number }, standings: readonly T[]): T | null {
  return season.finished && season.meetings > 0 ? (standings[0] ?? null) : null;
}

/** A season's podium: its ranking's first three, once the league has played a head-to-head match of it; else nobody. */
export const seasonPodium = <T>(meetings: number, standings: readonly T[]): T[] => (meetings > 0 ? standings.slice(0, 3) : []);

/** A pooler's result of one finished matchday (a `resultats` row with its matchday's number). */
export type RecordResult = {
  user_id: number;
  username: string;
  numjournee: number;
  total_points: number;
  captain_points: number;
  lost_points: number;
  /** 1 win, 2 draw, 3 loss; null when not compared. */
  match_result: number | null;
};
/** A head-to-head of a finished matchday: side 1, side 2, their scores and the result (1: side 1 won, 2 draw, 3: side 2 won). */
export type RecordMeeting = {
  numjournee: number;
  user1: { id: number; name: string };
  user2: { id: number; name: string };
  score1: number;
  score2: number;
  resultat: number;
};
/** A pick of the draft with its player's points of the season. */
export type RecordPick = { tour: number; rang: number; user_id: number; username: string; joueur: string; points: number };
/** A pooler of the season's ranking, in its order (ties of the records go to the first). */
export type RecordStanding = { user_id: number; username: string; total_stars: number };

type Kind = SeasonRecord['kind'];
/** A record of a kind: who and the value, the rest (when, against whom, which pick) given by `more`, else null. */
export const seasonRecord = (
  kind: Kind,
  who: { user_id: number; username: string },
  value: number,
  more: Partial<SeasonRecord> = {},
): SeasonRecord => ({
  kind,
  user_id: who.user_id,
  username: who.username,
  value,
  numjournee: null,
  numjournee_end: null,
  opponent: null,
  score: null,
  joueur: null,
  tour: null,
  above: null,
  ...more,
});

/** The first item with the greatest key (the earliest wins a tie: items come in time, then ranking, order). */
function best<T>(items: readonly T[], key: (t: T) => number): T | undefined {
  let top: T | undefined;
  for (const it of items) if (top === undefined || key(it) > key(top)) top = it;
  return top;
}

/**
 * The records of a league's season (saisons/records.php, docs/saisons.md): from its finished matchdays' results and
 * head-to-heads, its ranking and its draft; each says who and when, a tie going to the first in time (then in the
 * ranking). A record nobody has yet (no win, no star, no draft) is left out.
 */
export function seasonRecords(input: {
  results: readonly RecordResult[];
  meetings: readonly RecordMeeting[];
  standings: readonly RecordStanding[];
  picks: readonly RecordPick[];
}): SeasonRecord[] {
  const place = new Map(input.standings.map((s, i) => [s.user_id, i]));
  const results = [...input.results].sort(
    (a, b) => a.numjournee - b.numjournee || (place.get(a.user_id) ?? 0) - (place.get(b.user_id) ?? 0),
  );
  const out: SeasonRecord[] = [];
  const perMatchday = (kind: Kind, key: (r: RecordResult) => number) => {
    const r = best(results, key);
    if (r) out.push(seasonRecord(kind, r, key(r), { numjournee: r.numjournee }));
  };
  perMatchday('best_score', (r) => r.total_points);

  const wins = [...input.meetings]
    .filter((m) => m.resultat === 1 || m.resultat === 3)
    .sort((a, b) => a.numjournee - b.numjournee)
    .map((m) => {
      const [winner, loser, w, l] = m.resultat === 1 ? [m.user1, m.user2, m.score1, m.score2] : [m.user2, m.user1, m.score2, m.score1];
      return { m, winner, loser, w, l };
    });
  const win = best(wins, (x) => x.w - x.l);
  if (win)
    out.push(
      seasonRecord('biggest_win', { user_id: win.winner.id, username: win.winner.name }, win.w - win.l, {
        numjournee: win.m.numjournee,
        opponent: win.loser.name,
        score: [win.w, win.l],
      }),
    );

  type Run = { who: RecordResult; length: number; from: number; to: number };
  const runs: Run[] = [];
  for (const s of input.standings) {
    let cur: Run | undefined;
    for (const r of results.filter((x) => x.user_id === s.user_id)) {
      const prev: Run | undefined = r.match_result === 1 ? cur : undefined;
      cur =
        r.match_result !== 1
          ? undefined
          : prev
            ? { ...prev, length: prev.length + 1, to: r.numjournee }
            : { who: r, length: 1, from: r.numjournee, to: r.numjournee };
      if (cur) runs.push(cur);
    }
  }
  // The earliest run to reach the greatest length (the ranking's order for two at once).
  const run = best(
    [...runs].sort((a, b) => a.to - b.to),
    (x) => x.length,
  );
  if (run) out.push(seasonRecord('longest_run', run.who, run.length, { numjournee: run.from, numjournee_end: run.to }));

  const stars = best(input.standings, (s) => s.total_stars);
  if (stars && stars.total_stars > 0) out.push(seasonRecord('most_stars', stars, stars.total_stars));
  perMatchday('best_captain', (r) => r.captain_points);
  perMatchday('most_lost', (r) => r.lost_points);

  const byRound = new Map<number, number[]>();
  for (const p of input.picks) byRound.set(p.tour, [...(byRound.get(p.tour) ?? []), p.points]);
  const average = (tour: number) => {
    const pts = byRound.get(tour) ?? [];
    return pts.reduce((a, b) => a + b, 0) / Math.max(1, pts.length);
  };
  const picks = [...input.picks].sort((a, b) => a.tour - b.tour || a.rang - b.rang);
  const pick = best(picks, (p) => p.points - average(p.tour));
  if (pick)
    out.push(
      seasonRecord('best_pick', pick, pick.points, {
        tour: pick.tour,
        joueur: pick.joueur,
        above: Math.round(pick.points - average(pick.tour)),
      }),
    );
  return out;
}
