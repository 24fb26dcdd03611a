import { type Poste, parisLocalToUtc } from '@poolfoot/domain';
import { DEMO_CLUBS, type DemoClub } from '../seed/clubs.js';
import matchesFile from '../seed/ligue1-2025-26.matches.json' with { type: 'json' };
import { type DemoMatch, demoMatches, shiftedKickoff } from '../seed/calendar.js';
import { type DemoPlayer, generateDemoPlayers } from '../seed/players.js';

/**
 * The demo league's world: the seeded clubs, players and fixtures (demo/seed) with the real
 * final scores of the fixtures file. Pure and deterministic: the same answers on every run.
 */

/**
 * The league's number for the demo's first season, 2025/26 (the year it starts). The demo league answers for the
 * instance's active season, or for the next one once the active one is over (demo/championnat/routes.ts): the same clubs,
 * players and fixtures each season, its number in every id it sends, as the league's ids carry theirs.
 */
export const DEMO_CHAMPIONNAT_SEASON = 2025;

export type DemoFixture = DemoMatch & {
  /** n of 'l1_championship_match_<n>'. */
  index: number;
  homeClub: DemoClub;
  awayClub: DemoClub;
  /** The real final score; null for the one match of 2025/26 never played. */
  score: readonly [number, number] | null;
};

type RawMatch = { matchday: number; home: string; away: string; score: number[] | null; status: string };

let cached: {
  fixtures: DemoFixture[];
  byId: Map<string, DemoFixture>;
  players: Map<string, DemoPlayer[]>;
  /** Each matchday's first kickoff in the real 2025/26 calendar (ms): read at every call of the demo league. */
  firstKickoffs: Map<number, number>;
} | null = null;

function world() {
  if (cached) return cached;
  // The file marks the match never played (J34 Nantes–Toulouse) 'cancelled', with no score.
  const scores = new Map<string, readonly [number, number] | null>();
  for (const m of (matchesFile as { matches: RawMatch[] }).matches) {
    const [h, a] = m.score ?? [];
    scores.set(`${m.matchday}|${m.home}|${m.away}`, m.status === 'played' && h !== undefined && a !== undefined ? [h, a] : null);
  }
  const club = (official: string) => {
    const c = DEMO_CLUBS.find((x) => x.official_name === official);
    if (!c) throw new Error(`demo league: unknown club '${official}'`);
    return c;
  };
  const fixtures = demoMatches().map((m, i) => ({
    ...m,
    index: i + 1,
    homeClub: club(m.home),
    awayClub: club(m.away),
    score: scores.get(`${m.matchday}|${m.home}|${m.away}`) ?? null,
  }));
  const players = new Map<string, DemoPlayer[]>();
  for (const p of generateDemoPlayers(DEMO_CLUBS)) players.set(p.club_id, [...(players.get(p.club_id) ?? []), p]);
  const firstKickoffs = new Map<number, number>();
  for (const f of fixtures) {
    const at = parisLocalToUtc(f.date, f.heure).getTime();
    firstKickoffs.set(f.matchday, Math.min(at, firstKickoffs.get(f.matchday) ?? at));
  }
  cached = { fixtures, byId: new Map(fixtures.map((f) => [f.match_lfp_id, f])), players, firstKickoffs };
  return cached;
}

export const demoFixtures = () => world().fixtures;
export const demoFixture = (matchId: string) => world().byId.get(matchId);
export const demoSquad = (clubExt: string): DemoPlayer[] => world().players.get(clubExt) ?? [];
export { DEMO_CLUBS };

// The league's ids for the demo world (the shapes of the official API's ids, FINDINGS.md §4).
export const demoClubId = (c: DemoClub, season = DEMO_CHAMPIONNAT_SEASON) => `l1_championship_club_${season}_${c.club_id}`;
export const demoPlayerId = (p: DemoPlayer, season = DEMO_CHAMPIONNAT_SEASON) =>
  `l1_championship_player_${season}_${p.club_id}_${p.lfp_id}`;

/**
 * Each matchday's week shift in the seeded calendar, read back from the stored start of each matchday (its
 * first kickoff); 0 for a matchday not stored (no demo calendar: the real 2025/26 dates).
 */
export function demoWeekShiftsFrom(starts: ReadonlyMap<number, Date>): (matchday: number) => number {
  const shifts = new Map<number, number>();
  const { firstKickoffs } = world();
  for (const [matchday, start] of starts) {
    const first = firstKickoffs.get(matchday);
    if (first !== undefined) shifts.set(matchday, Math.round((start.getTime() - first) / (7 * 86_400_000)));
  }
  return (matchday) => shifts.get(matchday) ?? 0;
}

/** A fixture's kickoff in the seeded (shifted) calendar. */
export const demoKickoff = (f: DemoFixture, weeks: number) => shiftedKickoff(f.date, f.heure, weeks);

/**
 * How the league places each of our positions (FINDINGS.md §2): the squad's family list, the numeric
 * `position` (1 goalkeeper … 4 forward) and the match sheet's `realUltraPosition`.
 */
export const DEMO_POSITIONS: Record<
  Poste,
  { family: 'goalkeepersIds' | 'defendersIds' | 'midfieldersIds' | 'strikersIds'; position: number; ultra: number }
> = {
  GB: { family: 'goalkeepersIds', position: 1, ultra: 10 },
  DC: { family: 'defendersIds', position: 2, ultra: 20 },
  DL: { family: 'defendersIds', position: 2, ultra: 21 },
  MC: { family: 'midfieldersIds', position: 3, ultra: 30 },
  MO: { family: 'midfieldersIds', position: 3, ultra: 31 },
  AT: { family: 'strikersIds', position: 4, ultra: 40 },
};
