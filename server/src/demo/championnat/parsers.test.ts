import { describe, expect, it } from 'vitest';
import { parseClubs, parseClubSummary, parseGameWeek, parseMatch, parsePlayer } from '../../providers/lfp/parse.js';
import { parseTmSquad } from '../../providers/tm/parse.js';
import { halves, PROCESSING_MS } from './match-clock.js';
import { demoMatch } from './match-payload.js';
import { demoClubs, demoClubSummary, demoGameWeek, demoPlayer, sheetOf } from './payloads.js';
import { demoTmPage, demoTmRows } from './tm-page.js';
import { type DemoFixture, demoFixtures, demoKickoff } from './world.js';

/**
 * The official parsers (providers/lfp, providers/tm) read the demo league as they read the real one: a
 * failure here comes from either side, the shapes themselves being checked against the recordings in
 * shapes.test.ts.
 */

const MIN = 60_000;
const json = (v: unknown) => JSON.stringify(v);
const MATCHDAY_1 = demoFixtures().filter((f) => f.matchday === 1);
const kickoff = (f: DemoFixture) => demoKickoff(f, 0).getTime();
const at = (f: DemoFixture, t: number) => json(demoMatch(f.match_lfp_id, { weeks: () => 0, now: new Date(t) }));
/** Matchday 1 and the first match with each rare event (red card, second yellow, own goal, saved penalty). */
const SAMPLE = [
  ...MATCHDAY_1,
  ...(['red', 'secondYellow', 'ownGoal', 'penaltySaved'] as const).flatMap((kind) => {
    const f = demoFixtures().find((x) => x.score && sheetOf(x).events.some((e) => e.kind === kind));
    return f ? [f] : [];
  }),
];

describe('the official parsers read the demo league', () => {
  it('its clubs (Ligue 1 only) and a club’s squad', () => {
    const clubs = parseClubs(json(demoClubs()));
    expect(clubs).toHaveLength(18);
    expect(clubs.find((c) => c.extId === '13')).toMatchObject({ id: 'l1_championship_club_2025_13', season: 2025 });
    const squad = parseClubSummary(json(demoClubSummary('l1_championship_club_2025_13', { weeks: () => 0, now: new Date(0) })));
    expect(squad).toMatchObject({ season: 2025, clubExtId: '13' });
    expect(squad.players).toHaveLength(25);
    const keeper = squad.players.find((p) => p.family === 'goalkeeper');
    expect(parsePlayer(json(demoPlayer(keeper?.id ?? '')))).toMatchObject({ season: 2025, realsPositions: ['goalkeeper'] });
  });

  it('a game week: no score before kickoff, the real scores after, unknown times kept unknown', () => {
    const k = kickoff(MATCHDAY_1[0] as DemoFixture);
    const before = parseGameWeek(json(demoGameWeek(1, { weeks: () => 0, now: new Date(k - 2 * 60 * MIN) })));
    expect(before.every((m) => m.period === 'preMatch' && m.home.score === null && m.away.score === null)).toBe(true);
    const after = parseGameWeek(json(demoGameWeek(1, { weeks: () => 0, now: new Date(k + 7 * 86_400_000) })));
    expect(after.map((m) => [m.home.score, m.away.score])).toEqual(MATCHDAY_1.map((f) => f.score));
    const far = parseGameWeek(json(demoGameWeek(34, { weeks: () => 0, now: new Date(k) })));
    expect(far.every((m) => m.kickoffUnknown)).toBe(true);
  });

  it('a match sheet: the minutes worked out at the whistle are the league’s, post-processed', () => {
    expect(SAMPLE).toHaveLength(13);
    for (const f of SAMPLE) {
      const end = halves(f, new Date(kickoff(f))).secondEnd;
      const fresh = parseMatch(at(f, end + MIN));
      const done = parseMatch(at(f, end + PROCESSING_MS));
      expect(fresh.minutesDerived).toBe(true);
      expect(done.minutesDerived).toBe(false);
      const minutes = (m: typeof done) => [...m.home.players, ...m.away.players].map((p) => [p.lfpId, p.minutes]);
      expect(minutes(fresh)).toEqual(minutes(done));
      expect([done.home.score, done.away.score]).toEqual(f.score);
    }
  });

  it('a Transfermarkt page, its shirt numbers quoted or not', () => {
    const parsed = parseTmSquad(demoTmPage('583') ?? '');
    const rows = demoTmRows('13');
    expect(parsed.map((p) => [p.name, p.birthDate, p.numero])).toEqual(rows.map((r) => [r.name, r.birth, r.numero]));
  });
});
