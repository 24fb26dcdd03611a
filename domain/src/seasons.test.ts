import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEASON_RECORD_KINDS } from './api/saisons.js';
import { MSG } from './messages/index.js';
import { type RecordMeeting, type RecordResult, seasonChampion, seasonName, seasonPodium, seasonRecords } from './seasons.js';

describe('seasonName', () => {
  it('names a season by the years it spans, as SPEC.md labels the demo season', () => {
    expect(seasonName(2026)).toBe(MSG.seasonLabel);
    expect(seasonName(2027)).toBe('Saison 2026/2027');
  });
});

describe('seasonChampion', () => {
  const standings = ['Dam', 'Élise', 'Fanny', 'Gus'];
  it('is the first of the ranking of a finished season the league played a head-to-head match of', () => {
    expect(seasonChampion({ finished: true, meetings: 1 }, standings)).toBe('Dam');
    expect(seasonPodium(1, standings)).toEqual(['Dam', 'Élise', 'Fanny']);
  });

  it('is nobody for a league that played no match, or while the season is not over', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat(40), (finished, meetings) => {
        const champion = seasonChampion({ finished, meetings }, standings);
        expect(champion).toBe(finished && meetings > 0 ? 'Dam' : null);
      }),
    );
    expect(seasonPodium(0, standings)).toEqual([]);
    expect(seasonChampion({ finished: true, meetings: 3 }, [])).toBeNull();
  });
});

const paul = { user_id: 1, username: 'Paul' };
const marc = { user_id: 2, username: 'Marc' };
const res = (who: typeof paul, numjournee: number, total_points: number, match_result: number | null, more = {}): RecordResult => ({
  ...who,
  numjournee,
  total_points,
  captain_points: 0,
  lost_points: 0,
  match_result,
  ...more,
});
const meet = (numjournee: number, score1: number, score2: number): RecordMeeting => ({
  numjournee,
  user1: { id: 1, name: 'Paul' },
  user2: { id: 2, name: 'Marc' },
  score1,
  score2,
  resultat: score1 > score2 ? 1 : score1 < score2 ? 3 : 2,
});
const standings = [
  { ...paul, total_stars: 2 },
  { ...marc, total_stars: 2 },
];

describe('seasonRecords', () => {
  it('says who and when for each record, a tie going to the first in time then in the ranking', () => {
    const records = seasonRecords({
      results: [
        res(marc, 1, 40, 1, { captain_points: 9, lost_points: 3 }),
        res(paul, 1, 20, 3, { captain_points: 9, lost_points: 12 }),
        res(paul, 2, 55, 1),
        res(marc, 2, 10, 3),
        res(paul, 3, 55, 1),
        res(marc, 3, 30, 3, { lost_points: 12 }),
      ],
      meetings: [meet(1, 20, 40), meet(2, 55, 10), meet(3, 55, 30)],
      standings,
      picks: [
        { tour: 1, rang: 1, ...paul, joueur: 'A', points: 100 },
        { tour: 1, rang: 2, ...marc, joueur: 'B', points: 60 },
        { tour: 2, rang: 1, ...marc, joueur: 'C', points: 150 },
        { tour: 2, rang: 2, ...paul, joueur: 'D', points: 10 },
      ],
    });
    const by = Object.fromEntries(records.map((r) => [r.kind, r]));
    expect(records.map((r) => r.kind)).toEqual([...SEASON_RECORD_KINDS]);
    expect(by.best_score).toMatchObject({ username: 'Paul', value: 55, numjournee: 2 });
    expect(by.biggest_win).toMatchObject({ username: 'Paul', value: 45, numjournee: 2, opponent: 'Marc', score: [55, 10] });
    expect(by.longest_run).toMatchObject({ username: 'Paul', value: 2, numjournee: 2, numjournee_end: 3 });
    expect(by.most_stars).toMatchObject({ username: 'Paul', value: 2, numjournee: null });
    expect(by.best_captain).toMatchObject({ username: 'Paul', value: 9, numjournee: 1 });
    expect(by.most_lost).toMatchObject({ username: 'Paul', value: 12, numjournee: 1 });
    expect(by.best_pick).toMatchObject({ username: 'Marc', joueur: 'C', tour: 2, value: 150, above: 70 });
  });

  it('leaves out what nobody has yet: no result, no win, no star, no draft', () => {
    expect(seasonRecords({ results: [], meetings: [], standings: [], picks: [] })).toEqual([]);
    const drawn = seasonRecords({ results: [res(paul, 1, 30, 2), res(marc, 1, 30, 2)], meetings: [meet(1, 30, 30)], standings, picks: [] });
    expect(drawn.map((r) => r.kind)).toEqual(['best_score', 'most_stars', 'best_captain', 'most_lost']);
    // Everyone at no star: nobody has the record.
    const starless = standings.map((s) => ({ ...s, total_stars: 0 }));
    const none = seasonRecords({ results: [res(paul, 1, 30, 2), res(marc, 1, 30, 2)], meetings: [], standings: starless, picks: [] });
    expect(none.map((r) => r.kind)).not.toContain('most_stars');
  });

  it('counts a win by the away side as a win: the biggest may be his', () => {
    const records = seasonRecords({ results: [], meetings: [meet(1, 30, 20), meet(2, 10, 50)], standings, picks: [] });
    expect(records.find((r) => r.kind === 'biggest_win')).toMatchObject({
      username: 'Marc',
      value: 40,
      numjournee: 2,
      opponent: 'Paul',
      score: [50, 10],
    });
  });

  it('never beats the season: the best score is a score of it, the longest run no longer than its matchdays', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 38 }), fc.integer({ min: -10, max: 120 }), fc.constantFrom(1, 2, 3)), {
          minLength: 1,
          maxLength: 60,
        }),
        (rows) => {
          const unique = [...new Map(rows.map((r) => [r[0], r])).values()];
          const results = unique.map(([n, pts, mr]) => res(paul, n, pts, mr));
          const records = seasonRecords({ results, meetings: [], standings: [{ ...paul, total_stars: 0 }], picks: [] });
          const top = records.find((r) => r.kind === 'best_score');
          expect(top?.value).toBe(Math.max(...unique.map((r) => r[1])));
          const run = records.find((r) => r.kind === 'longest_run');
          const wins = unique.filter((r) => r[2] === 1).length;
          if (wins === 0) expect(run).toBeUndefined();
          else expect(run?.value).toBeGreaterThanOrEqual(1);
          expect(run?.value ?? 0).toBeLessThanOrEqual(wins);
        },
      ),
    );
  });
});
