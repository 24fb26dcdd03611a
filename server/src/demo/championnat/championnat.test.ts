import { utcToParisLocal } from '@poolfoot/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_CLUBS } from '../seed/clubs.js';
import { generateDemoPlayers } from '../seed/players.js';
import { halves, LINEUPS_BEFORE_MS, PROCESSING_MS, TIME_FIXED_BEFORE_MS } from './match-clock.js';
import { demoMatch } from './match-payload.js';
import { demoClubs, demoClubSummary, demoGameWeek, demoPlayer, sheetOf } from './payloads.js';
import { demoTmPage, demoTmRows } from './tm-page.js';
import { type DemoFixture, demoFixtures, demoKickoff, demoWeekShiftsFrom } from './world.js';

/** What the tests read of the answers. */
type Player = {
  id: string;
  goals: number;
  goalsAssists: number;
  ownGoals: number;
  playedMatch: boolean;
  startedMatch: boolean;
  position: number;
  minutesPlayed?: number;
  rating?: number;
  stats: Record<string, number>;
};
type Event = Record<string, unknown>;
type Side = { score?: number; players: Record<string, Player>; goals: Event[]; substitutions: Event[] };
type Sheet = {
  period: string;
  matchTime?: string;
  periodsDates?: Record<string, string>;
  endDate?: string;
  timeline: Event[];
  home: Side;
  away: Side;
};
type Summary = { matchId: string; period: string; isLive: boolean; matchTime?: string; home: { score?: number }; away: { score?: number } };
const MIN = 60_000;
const DAY = 86_400_000;
const kickoff = (f: DemoFixture) => demoKickoff(f, 0).getTime();
const sheetAt = (f: DemoFixture, t: number) => demoMatch(f.match_lfp_id, { weeks: () => 0, now: new Date(t) }) as unknown as Sheet;
const summaryAt = (f: DemoFixture, t: number) =>
  (demoGameWeek(f.matchday, { weeks: () => 0, now: new Date(t) })?.matches ?? []).find(
    (m) => m.matchId === f.match_lfp_id,
  ) as unknown as Summary;
const players = (m: Sheet, side?: 'home' | 'away'): Player[] =>
  (side ? [m[side]] : [m.home, m.away]).flatMap((s) => Object.values(s.players));
const played = demoFixtures().filter((f) => f.score);
const MATCHDAY_1 = played.filter((f) => f.matchday === 1);

describe('the demo league follows the server’s clock', () => {
  it('tells nothing of a match before its kickoff: no score, no figure, then the line-ups in the last hour', () => {
    for (const f of MATCHDAY_1) {
      const k = kickoff(f);
      const early = sheetAt(f, k - LINEUPS_BEFORE_MS - MIN);
      expect(early.period).toBe('preMatch');
      expect(early.home).not.toHaveProperty('score');
      expect(early).not.toHaveProperty('periodsDates');
      expect(players(early, 'home')).toHaveLength(25);
      for (const p of players(early)) expect(Object.keys(p).sort()).toEqual(['id', 'playerIdentity']);
      expect(summaryAt(f, k - LINEUPS_BEFORE_MS - MIN)).toMatchObject({ period: 'preMatch', isLive: false });
      expect(summaryAt(f, k - LINEUPS_BEFORE_MS - MIN).home).not.toHaveProperty('score');

      const lineups = sheetAt(f, k - MIN);
      expect(lineups).toMatchObject({ period: 'preMatchWithPlayers', periodsDates: {} });
      expect(lineups.home).not.toHaveProperty('score');
      expect(players(lineups, 'home')).toHaveLength(20);
      expect(players(lineups).filter((p) => p.playedMatch)).toHaveLength(22);
      expect(players(lineups).every((p) => p.goals === 0 && p.goalsAssists === 0 && !('rating' in p))).toBe(true);
      expect(summaryAt(f, k - MIN)).toMatchObject({ period: 'preMatchWithPlayers', isLive: false });
      expect(summaryAt(f, k - MIN).away).not.toHaveProperty('score');
    }
  });

  it('plays each match minute by minute: periods, matchTime, and the score and figures from their minute on', () => {
    for (const f of MATCHDAY_1.slice(0, 4)) {
      const h = halves(f, new Date(kickoff(f)));
      const { events } = sheetOf(f);
      let last = '';
      for (let t = h.kickoff; t < h.secondEnd; t += MIN) {
        const m = sheetAt(f, t);
        const s = summaryAt(f, t);
        expect(['firstHalf', 'halfTime', 'secondHalf']).toContain(m.period);
        expect(s).toMatchObject({ period: m.period, matchTime: m.matchTime, isLive: true });
        // Periods only move forward.
        expect(['firstHalf', 'halfTime', 'secondHalf'].indexOf(m.period)).toBeGreaterThanOrEqual(
          ['firstHalf', 'halfTime', 'secondHalf'].indexOf(last),
        );
        last = m.period;
        const minute =
          t < h.firstEnd ? Math.min(45, (t - h.kickoff) / MIN) : t < h.secondStart ? 45 : Math.min(90, 45 + (t - h.secondStart) / MIN);
        const happened = events.filter((e) => e.minute - 0.5 <= minute);
        const goals = (side: 'home' | 'away') =>
          happened.filter((e) => (e.kind === 'goal' || e.kind === 'ownGoal') && e.side === side).length;
        expect([m.home.score, m.away.score]).toEqual([goals('home'), goals('away')]);
        expect([s.home.score, s.away.score]).toEqual([goals('home'), goals('away')]);
        const scored = players(m).reduce((n, p) => n + p.goals + p.ownGoals, 0);
        expect(scored).toBe(goals('home') + goals('away'));
        const cameOn = happened.filter((e) => e.kind === 'sub').length;
        expect(players(m).filter((p) => p.playedMatch && !p.startedMatch)).toHaveLength(cameOn);
        for (const p of players(m)) expect('realUltraPosition' in p).toBe(p.playedMatch);
        expect(players(m).some((p) => 'minutesPlayed' in p || 'mins_played' in p.stats)).toBe(false);
      }
      expect(sheetAt(f, h.kickoff + 5 * MIN + 1000)).toMatchObject({ period: 'firstHalf', matchTime: "5'" });
      expect(sheetAt(f, h.firstEnd + MIN).matchTime).toMatch(/^45' \+[1-3]$/);
      expect(sheetAt(f, h.secondStart + 7 * MIN + 1000)).toMatchObject({ period: 'secondHalf', matchTime: "52'" });
    }
  });

  it('at the whistle: fullTime without anyone’s minutes for half an hour, then the league’s minutes', () => {
    for (const f of MATCHDAY_1) {
      const end = halves(f, new Date(kickoff(f))).secondEnd;
      const fresh = sheetAt(f, end + PROCESSING_MS - MIN);
      expect(fresh).toMatchObject({ period: 'fullTime', matchTime: expect.stringMatching(/^90' \+[3-6]$/) });
      expect(fresh.periodsDates).toHaveProperty('secondHalfEndedAt', new Date(end).toISOString());
      expect(fresh.endDate).toBe(new Date(end).toISOString());
      for (const p of players(fresh)) {
        expect(p).not.toHaveProperty('minutesPlayed');
        expect(p.stats).not.toHaveProperty('mins_played');
        expect(p.stats).not.toHaveProperty('minutes_played');
      }
      expect([...fresh.home.substitutions, ...fresh.away.substitutions].every((s) => s.eventId && s.reason === 'tactical')).toBe(true);
      expect(fresh.timeline.length).toBeGreaterThan(0);

      const done = sheetAt(f, end + PROCESSING_MS);
      expect([done.home.score, done.away.score]).toEqual(f.score);
      for (const p of players(done)) {
        if (!p.playedMatch) {
          expect(p).not.toHaveProperty('minutesPlayed');
          continue;
        }
        expect(p.minutesPlayed).toBeGreaterThan(0);
        expect(p.minutesPlayed).toBeLessThanOrEqual(90);
        expect(p.stats.mins_played).toBe(p.minutesPlayed);
        expect(p.stats.minutes_played).toBe(p.minutesPlayed);
      }
      // Post-processed events: no eventId on substitutions, the assists on goals.
      expect([...done.home.substitutions, ...done.away.substitutions].some((s) => 'eventId' in s)).toBe(false);
      const assisted = sheetOf(f).events.filter((e) => e.kind === 'goal' && e.assist).length;
      expect([...done.home.goals, ...done.away.goals].filter((g) => g.assistProviderId)).toHaveLength(assisted);
    }
  });

  it('ends every played fixture with its real score, the players’ figures agreeing with it', () => {
    expect(played).toHaveLength(305);
    for (const f of played) {
      const m = sheetAt(f, kickoff(f) + DAY);
      const sides = [
        { own: m.home, other: m.away, score: f.score?.[0], against: f.score?.[1] },
        { own: m.away, other: m.home, score: f.score?.[1], against: f.score?.[0] },
      ];
      for (const s of sides) {
        const own = Object.values(s.own.players);
        const theirs = Object.values(s.other.players);
        expect(s.own.score).toBe(s.score);
        expect(own).toHaveLength(20);
        expect(own.filter((p) => p.startedMatch)).toHaveLength(11);
        expect(own.reduce((n, p) => n + p.goals, 0) + theirs.reduce((n, p) => n + p.ownGoals, 0)).toBe(s.score);
        expect(own.reduce((n, p) => n + p.goalsAssists, 0)).toBeLessThanOrEqual(s.score ?? 0);
        const keepers = own.filter((p) => p.position === 1 && p.playedMatch);
        expect(keepers.reduce((n, p) => n + (p.stats.goals_conceded ?? 0), 0)).toBe(s.against);
        for (const p of own) {
          if (p.goals || p.goalsAssists) expect(p.playedMatch).toBe(true);
          if (p.stats.second_yellow) expect(p.stats.red_card).toBe(1);
          if (p.playedMatch) expect(p.stats.game_result).toBe(Math.sign((s.score ?? 0) - (s.against ?? 0)));
        }
      }
    }
  });

  it('keeps the match never played (J34 Nantes–Toulouse) in preMatch, long after its date', () => {
    const f = demoFixtures().find((x) => x.matchday === 34 && x.homeClub.name === 'Nantes');
    expect(f).toMatchObject({ awayClub: { name: 'Toulouse' }, score: null });
    if (!f) return;
    const later = kickoff(f) + 30 * DAY;
    expect(summaryAt(f, later)).toMatchObject({ period: 'preMatch', isLive: false });
    expect(summaryAt(f, later).home).not.toHaveProperty('score');
    expect(sheetAt(f, later)).toMatchObject({ period: 'preMatch' });
    const nantes = demoClubSummary('l1_championship_club_2025_12', { weeks: () => 0, now: new Date(later) });
    expect(nantes?.nextMatchesIds).toEqual([f.match_lfp_id]);
  });

  it('sends the last two matchdays with an unknown time (Saturday 00:00 in Paris) until three weeks before', () => {
    const opening = kickoff(MATCHDAY_1[0] as DemoFixture);
    const view = { weeks: () => 0, now: new Date(opening) };
    for (const n of [33, 34]) {
      for (const m of demoGameWeek(n, view)?.matches ?? []) {
        expect(m.dateTimeUnknown).toBe(true);
        const paris = utcToParisLocal(new Date(m.date));
        expect(paris.heure).toBe('00:00');
        expect(new Date(`${paris.date}T12:00:00Z`).getUTCDay()).toBe(6);
      }
    }
    expect(demoGameWeek(32, view)?.matches.some((m) => 'dateTimeUnknown' in m)).toBe(false);
    const summary = demoClubSummary('l1_championship_club_2025_13', view);
    expect(Object.values(summary?.matches ?? {}).filter((m) => m.dateTimeUnknown)).toHaveLength(2);
    // Three weeks before, the league fixes the time.
    const last = demoFixtures().filter((f) => f.matchday === 34);
    const fixed = demoGameWeek(34, { weeks: () => 0, now: new Date(kickoff(last[0] as DemoFixture) - TIME_FIXED_BEFORE_MS) });
    expect(fixed?.matches.map((m) => [m.date, 'dateTimeUnknown' in m])).toEqual(
      last.map((f) => [new Date(kickoff(f)).toISOString(), false]),
    );
  });
});

describe('the demo league’s clubs, squads and players', () => {
  it('uses the league’s own club numbers, in object-shaped championships, among clubs of other competitions', () => {
    const { championshipsClubs } = demoClubs();
    const inLigue1 = Object.values(championshipsClubs).filter((c) => '1' in c.championships);
    expect(inLigue1.map((c) => c.shortId).sort((a, b) => a - b)).toEqual([
      1, 2, 5, 6, 7, 9, 12, 13, 14, 15, 16, 30, 37, 44, 90, 158, 159, 999,
    ]);
    for (const c of inLigue1) {
      expect(c.id).toBe(`l1_championship_club_2025_${c.shortId}`);
      expect(c.season).toBe(2025);
      expect(typeof c.shortOptaId).toBe('number');
    }
    expect(championshipsClubs.l1_championship_club_2025_13).toMatchObject({
      name: 'Paris Saint-Germain',
      shortName: 'PSG',
      shortOptaId: 149,
    });
    expect(Object.values(championshipsClubs).filter((c) => !('1' in c.championships))).toHaveLength(1);
  });

  it('gives a squad by family lists only, without any position text', () => {
    const summary = demoClubSummary('l1_championship_club_2025_13', { weeks: () => 0, now: new Date(0) });
    const squad = generateDemoPlayers().filter((p) => p.club_id === '13');
    expect(summary?.squad.goalkeepersIds).toEqual(
      squad.filter((p) => p.poste === 'GB').map((p) => `l1_championship_player_2025_13_${p.lfp_id}`),
    );
    expect(summary?.squad.defendersIds).toHaveLength(squad.filter((p) => p.poste === 'DC' || p.poste === 'DL').length);
    for (const p of Object.values(summary?.squad.players ?? {})) {
      expect(typeof p.shortOptaId).toBe('number');
      for (const key of ['position', 'detailedPosition', 'positionName']) expect(p).not.toHaveProperty(key);
    }
    expect(Object.keys(summary?.matches ?? {})).toHaveLength(34);
    expect(demoPlayer(`l1_championship_player_2025_13_${squad[0]?.lfp_id}`)).toMatchObject({
      championships: { '1': { position: 1, realsPositions: ['goalkeeper'] } },
    });
  });

  it('is deterministic and answers null for what does not exist', () => {
    const view = { weeks: () => 3, now: new Date('2026-03-01T00:00:00Z') };
    expect(JSON.stringify(demoMatch('l1_championship_match_42', view))).toBe(JSON.stringify(demoMatch('l1_championship_match_42', view)));
    expect(demoMatch('l1_championship_match_0', view)).toBeNull();
    expect(demoGameWeek(35, view)).toBeNull();
    expect(demoClubSummary('l1_championship_club_2025_99', view)).toBeNull();
    expect(demoPlayer('l1_championship_player_2025_13_1')).toBeNull();
  });

  it('reads each matchday’s week shift back from its stored start', () => {
    const first = (n: number) => demoFixtures().find((f) => f.matchday === n) as DemoFixture;
    const shifts = demoWeekShiftsFrom(
      new Map([
        [1, demoKickoff(first(1), 5)],
        [11, demoKickoff(first(11), 4)],
      ]),
    );
    expect([shifts(1), shifts(11), shifts(12)]).toEqual([5, 4, 0]);
  });

  it('serves a Transfermarkt-shaped page of each club, the shirt number quoted and unquoted', () => {
    const psg = DEMO_CLUBS.find((c) => c.club_id === '13');
    const page = demoTmPage('583') ?? '';
    expect(psg?.transfermarkt_url).toMatch(/\/verein\/583$/);
    const numbers = [...page.matchAll(/<div class=(")?rn_nummer\1?>(\d+)<\/div>/g)];
    expect(numbers.map((m) => Number(m[2]))).toEqual(demoTmRows('13').map((r) => r.numero));
    expect(numbers.some((m) => m[1])).toBe(true);
    expect(numbers.some((m) => !m[1])).toBe(true);
    expect(demoTmPage('1')).toBeNull();
  });
});
