import { type Poste, parisLocalToUtc } from '@poolfoot/domain';
import { DEMO_CLUBS, type DemoClub } from '../seed/clubs.js';
import matchesFile from '../seed/ligue1-2025-26.matches.json' with { type: 'json' };
import { type DemoPlayer, generateDemoPlayers } from '../seed/players.js';
import { type DemoMatch, demoMatches, shiftedKickoff } from '../seed/calendar.js';

/**
 * The demo league's world: the seeded clubs, players and fixtures (demo/seed) with the real
 * final scores of the fixtures file. Pure and deterministic: the same answers on every run.
 */

export type DemoFixture = DemoMatch & {
  /** n of 'l1_championship_match_<n>'. */
  index: number;
  homeClub: DemoClub;
  awayClub: DemoClub;
  /** The real final score, or null when the match was not played. */
  score: readonly [number, number] | null;
};

type RawMatch = { matchday: number; home: string; away: string; score: number[] | null; status: string };

let cached: { fixtures: DemoFixture[]; byId: Map<string, DemoFixture>; players: Map<string, DemoPlayer[]> } | null = null;

function world() {
  if (cached) return cached;
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
  cached = { fixtures, byId: new Map(fixtures.map((f) => [f.match_lfp_id, f])), players };
  return cached;
}

export const demoFixtures = () => world().fixtures;
export const demoFixture = (matchId: string) => world().byId.get(matchId);
export const demoSquad = (clubExtId: string): DemoPlayer[] => world().players.get(clubExtId) ?? [];
export const demoClubByExt = (ext: string) => DEMO_CLUBS.find((c) => c.club_id === ext);
export { DEMO_CLUBS };

// The league's ids for the demo world (the shapes of the official API's ids).
export const demoClubId = (season: number, ext: string) => `l1_championship_club_${season}_${ext}`;
export const demoPlayerId = (season: number, p: DemoPlayer) => `l1_championship_player_${season}_${p.club_id}_${p.lfp_id}`;

/** The week shift of the seeded calendar, from the stored start of matchday 1 (0 when there is none). */
export function demoWeekShiftFrom(matchday1Start: Date | null): number {
  const first = demoFixtures().find((f) => f.matchday === 1);
  if (!matchday1Start || !first) return 0;
  const original = parisLocalToUtc(first.date, first.heure).getTime();
  return Math.round((matchday1Start.getTime() - original) / (7 * 86_400_000));
}

/** A fixture's kickoff in the seeded (shifted) calendar. */
export const demoKickoff = (f: DemoFixture, weeks: number) => shiftedKickoff(f.date, f.heure, weeks);

/** The source's position family and finer label for each of our positions. */
export const DEMO_POSITIONS: Record<
  Poste,
  { family: 'goalkeepers' | 'defenders' | 'midfielders' | 'strikers'; label: string; code: number }
> = {
  GB: { family: 'goalkeepers', label: 'Goalkeeper', code: 1 },
  DC: { family: 'defenders', label: 'Centre Back', code: 2 },
  DL: { family: 'defenders', label: 'Full Back', code: 2 },
  MC: { family: 'midfielders', label: 'Central Midfielder', code: 3 },
  MO: { family: 'midfielders', label: 'Attacking Midfielder', code: 3 },
  AT: { family: 'strikers', label: 'Striker', code: 4 },
};
