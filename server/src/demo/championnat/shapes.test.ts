import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { halves } from './match-clock.js';
import { demoMatch } from './match-payload.js';
import { demoClubs, demoClubSummary, demoGameWeek, demoPlayer } from './payloads.js';
import { type DemoFixture, demoFixtures, demoKickoff } from './world.js';

/**
 * The demo league answers in the recorded shapes (providers/lfp/recorded, real answers of ma-api.ligue1.fr):
 * it sends no key the league was never seen sending (save the named guesses), each with the recorded JSON type,
 * and every recorded key it does not leave out on purpose (NOT_IMITATED: logos, broadcasters, stadiums…).
 */

/**
 * The shape of a JSON answer as a set of key paths with their types, ids folded ('<player>', '<match>',
 * '<club>') and both sides of a match folded ('<side>', they have the same shape), array items under '[]':
 * what the shape tests compare between the demo and the recordings.
 */
type Shape = Map<string, Set<string>>;

const fold = (key: string) =>
  key === 'home' || key === 'away' ? '<side>' : key.replace(/^l1_championship_(player|match|club)_\d+(?:_\d+)*$/, '<$1>');
const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

function shapeOf(value: unknown, into: Shape = new Map(), path = ''): Shape {
  const add = (p: string, t: string) => into.set(p, new Set([...(into.get(p) ?? []), t]));
  if (path) add(path, typeOf(value));
  if (Array.isArray(value)) for (const item of value) shapeOf(item, into, `${path}[]`);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) shapeOf(v, into, path ? `${path}.${fold(k)}` : fold(k));
  return into;
}

const recorded = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../providers/lfp/recorded/${file}`, import.meta.url), 'utf8'));
const MATCH_FILES = ['pre', 'pre-lineups', 'live-goal-canceled', 'live-halftime', 'live', 'final-fresh', 'final'];
const recordedMatch = (state: string) => recorded(`championship-match.${state}.json`);

const MIN = 60_000;
const DAY = 86_400_000;
const MATCHDAY_1 = demoFixtures().filter((f) => f.matchday === 1);
const kickoffOf = (f: DemoFixture) => demoKickoff(f, 0);
/** An instant of each state, for a fixture (calendar not shifted). */
const STATES = {
  pre: (f: DemoFixture) => kickoffOf(f).getTime() - 120 * MIN,
  'pre-lineups': (f: DemoFixture) => kickoffOf(f).getTime() - 30 * MIN,
  'live-goal-canceled': (f: DemoFixture) => kickoffOf(f).getTime() + 5 * MIN,
  'live-halftime': (f: DemoFixture) => halves(f, kickoffOf(f)).firstEnd + 5 * MIN,
  live: (f: DemoFixture) => halves(f, kickoffOf(f)).secondStart + 7 * MIN,
  'final-fresh': (f: DemoFixture) => halves(f, kickoffOf(f)).secondEnd + MIN,
  final: (f: DemoFixture) => halves(f, kickoffOf(f)).secondEnd + 120 * MIN,
} as const;
type State = keyof typeof STATES;
const sheet = (f: DemoFixture, state: State) =>
  demoMatch(f.match_lfp_id, { weeks: () => 0, now: new Date(STATES[state](f)) }) as Record<string, unknown>;
/** The shape of a state over the 9 matches of matchday 1 (so that goals, cards and substitutes all show). */
const demoState = (state: State) => {
  const s: Shape = new Map();
  for (const f of MATCHDAY_1) shapeOf(sheet(f, state), s);
  return s;
};

/** The stat keys the demo sends: those always sent (0 included) and those sent when not zero (FINDINGS.md §6). */
const IMITATED_STATS = [
  'accurate_cross_nocorner',
  'accurate_keeper_sweeper',
  'bad_clearance',
  'bad_contest',
  'bad_cross',
  'bad_keeper_sweeper',
  'bad_tackle',
  'clean_sheet',
  'effective_clearance',
  'error_lead_to_goal',
  'formation_place',
  'game_result',
  'game_started',
  'goal_assist',
  'goal_assist_intentional',
  'goal_difference',
  'goals',
  'goals_conceded',
  'goals_conceded_without_pen',
  'goals_openplay',
  'mins_played',
  'minutes_played',
  'pen_goals_conceded',
  'penalty_conceded',
  'red_card',
  'saves',
  'second_yellow',
  'team_red_cards',
  'times_tackled',
  'total_clearance',
  'total_contest',
  'total_cross_nocorner',
  'total_keeper_sweeper',
  'total_sub_off',
  'total_sub_on',
  'total_tackle',
  'winning_goal',
  'won_contest',
  'won_tackle',
  'yellow_card',
];
/** What the demo sends that no recording shows (no penalty, own goal, red card or missed penalty was recorded). */
const GUESSED: RegExp[] = [/\.stats\.(att_pen_goal|penalty_save)$/, /\.missedPenalties\[\]/];
const NOT_IMITATED: RegExp[] = [
  /(^|\.)(assets|broadcasters|poster|l1Plus|countryImageUrl|manager)(\.|\[|$)/,
  // championship-clubs
  /\.(optaUuid|knownNames|stadiumId|websiteShopLink|appShopLink|websiteLink|appLink|appName|appImageUrl|trophies|remarkableStats)(\.|\[|$)/,
  /^championshipsClubs\.<club>\.championships\.(6|13|15)(\.|$)/,
  /^championshipsClubs\.<club>\.championships\.(10|11)\.playersIds\[\]$/,
  // championship-club-summary: standings, rankings and the club's links; a player's nickname
  /^squad\.players\.<player>\.knownName$/,
  /^(championships|stadium|appImageUrl|appLink|appName|websiteLink|websiteShopLink|appShopLink)(\.|$)/,
  // championship-player: other competitions
  /^championships\.(6|15)(\.|$)/,
  /\.modalShown$/,
  // championship-match: the stadium, officials, odds, team stats; the hundred-odd Opta stats nobody reads
  /^(stadium|officials|delegates|preGameQuotations|userOptins)(\.|\[|$)/,
  /^<side>\.(bestPlayersIdsByStats|clubStanding|clubWebsiteLink|clubAppLink|clubAppName|clubAppImageUrl|stats)(\.|$)/,
  /\.canceledGoals\[\]/,
  new RegExp(`\\.stats\\.(?!(${IMITATED_STATS.join('|')})$)`),
];

/** Keys the demo sends that the recordings do not show, or with another JSON type. */
function invented(demo: Shape, real: Shape) {
  return [...demo].flatMap(([path, types]) => {
    if (GUESSED.some((re) => re.test(path))) return [];
    const known = real.get(path);
    if (!known) return [`${path} (absent des enregistrements)`];
    const wrong = [...types].filter((t) => !known.has(t));
    return wrong.length ? [`${path} : ${wrong.join()} au lieu de ${[...known].join()}`] : [];
  });
}
/** Recorded keys the demo does not send, save those it leaves out on purpose. */
const missing = (demo: Shape, real: Shape) => [...real.keys()].filter((p) => !demo.has(p) && !NOT_IMITATED.some((re) => re.test(p)));

describe('the demo league answers in the recorded shapes', () => {
  it('/championship-clubs: clubs keyed by id, championships keyed by championship id', () => {
    const demo = shapeOf(demoClubs());
    const real = shapeOf(recorded('championship-clubs.json'));
    expect(invented(demo, real)).toEqual([]);
    expect(missing(demo, real)).toEqual([]);
  });

  it('the game week before and after its matches', () => {
    const k = kickoffOf(MATCHDAY_1[0] as DemoFixture).getTime();
    for (const [file, now] of [
      ['championship-matches-game-week.pre.json', k - 30 * MIN],
      ['championship-matches-game-week.final.json', k + 7 * DAY],
    ] as const) {
      const demo = shapeOf(demoGameWeek(1, { weeks: () => 0, now: new Date(now) }));
      const real = shapeOf(recorded(file));
      expect(invented(demo, real), file).toEqual([]);
      expect(missing(demo, real), file).toEqual([]);
    }
  });

  it('the club summary (squad by family lists only, the season’s matches) and the player', () => {
    const k = kickoffOf(MATCHDAY_1[0] as DemoFixture).getTime();
    const demo = shapeOf(demoClubSummary('l1_championship_club_2025_13', { weeks: () => 0, now: new Date(k + 21 * DAY) }));
    const real = shapeOf(recorded('championship-club-summary.json'));
    expect(invented(demo, real)).toEqual([]);
    expect(missing(demo, real)).toEqual([]);
    const player = shapeOf(demoPlayer('l1_championship_player_2025_13_100001'));
    const realPlayer = shapeOf(recorded('championship-player.json'));
    expect(invented(player, realPlayer)).toEqual([]);
    expect(missing(player, realPlayer)).toEqual([]);
  });

  it('the match sheet: no key the league never sent, in any state', () => {
    const real: Shape = new Map();
    for (const file of MATCH_FILES) shapeOf(recordedMatch(file), real);
    for (const state of Object.keys(STATES) as State[]) expect(invented(demoState(state), real), state).toEqual([]);
  });

  it('the match sheet: every recorded key of each state, before kickoff, with the line-ups, live, at the whistle and post-processed', () => {
    for (const state of Object.keys(STATES) as State[]) {
      expect(missing(demoState(state), shapeOf(recordedMatch(state))), state).toEqual([]);
    }
  });
});

describe('each kind of player line has the recorded keys, no more, no less', () => {
  type Entry = Record<string, unknown> & { stats?: Record<string, unknown> };
  const playersOf = (m: unknown): Entry[] =>
    ['home', 'away'].flatMap((s) => Object.values((m as Record<string, { players: Record<string, Entry> }>)[s]?.players ?? {}));
  const recordedPlayer = (state: string, id: string) =>
    playersOf(recordedMatch(state)).find((p) => p.id === id) ??
    (() => {
      throw new Error(`${state} : pas de ${id}`);
    })();
  const keys = (e: Entry) => Object.keys(e).sort();
  /** Lines without the keys only some players have (booking, captaincy). */
  const plain = (e: Entry) => !('booking' in e) && !('isCaptain' in e);
  const all = (state: State) => MATCHDAY_1.flatMap((f) => playersOf(sheet(f, state)));

  it('before the line-ups, the whole squad with its identity only', () => {
    const real = recordedPlayer('pre', 'l1_championship_player_2026_48_50529');
    for (const f of MATCHDAY_1) {
      const m = sheet(f, 'pre') as { home: { playersIds: string[] } };
      expect(m.home.playersIds).toHaveLength(25);
    }
    for (const p of all('pre')) expect(keys(p)).toEqual(keys(real));
  });

  it('an unused substitute, in every state: no minutes, no rating, no realUltraPosition, stats {formation_place: 0}', () => {
    const real = recordedPlayer('final-fresh', 'l1_championship_player_2026_14_103452');
    for (const state of ['pre-lineups', 'live-goal-canceled', 'final-fresh', 'final'] as const) {
      const unused = all(state).filter((p) => p.playedMatch === false);
      expect(unused.length, state).toBeGreaterThan(0);
      for (const p of unused) {
        expect(keys(p), state).toEqual(keys(real));
        expect(p.stats).toEqual({ formation_place: 0 });
      }
    }
  });

  it('a starter with the line-ups: already playedMatch, with its realUltraPosition and four stats', () => {
    const real = recordedPlayer('pre-lineups', 'l1_championship_player_2026_14_101633');
    const starters = all('pre-lineups').filter((p) => p.startedMatch === true && plain(p));
    expect(starters).not.toHaveLength(0);
    for (const p of starters) {
      expect(keys(p)).toEqual(keys(real));
      expect(Object.keys(p.stats ?? {}).sort()).toEqual(Object.keys(real.stats ?? {}).sort());
    }
  });

  it('a player who played: no minutes at the whistle, the league’s minutes post-processed', () => {
    const fresh = recordedPlayer('final-fresh', 'l1_championship_player_2026_14_101633');
    const processed = recordedPlayer('final', 'l1_championship_player_2026_13_103829');
    for (const [state, real] of [
      ['final-fresh', fresh],
      ['final', processed],
    ] as const) {
      const played = all(state).filter((p) => p.playedMatch === true && p.startedMatch === true && plain(p));
      expect(played).not.toHaveLength(0);
      for (const p of played) expect(keys(p), state).toEqual(keys(real));
    }
  });

  it('goalkeepers have no clean_sheet, penalty_conceded nor error_lead_to_goal', () => {
    const keepers = all('final').filter((p) => p.position === 1 && p.playedMatch === true);
    expect(keepers.length).toBeGreaterThanOrEqual(18);
    for (const k of keepers)
      for (const key of ['clean_sheet', 'penalty_conceded', 'error_lead_to_goal']) expect(k.stats).not.toHaveProperty(key);
  });
});
