import { describe, expect, it } from 'vitest';
import { generateDemoPlayers } from '../seed/players.js';
import { parseClubs, parseClubSummary, parseGameWeek, parseMatch } from '../../providers/lfp/parse.js';
import { parseTmSquad } from '../../providers/tm/parse.js';
import { demoClubs, demoClubSummary, demoGameWeek, demoMatch } from './payloads.js';
import { demoTmPage, demoTmRows } from './tm-page.js';
import { DEMO_CLUBS, demoFixtures, demoWeekShiftFrom } from './world.js';

const SEASON = 2025;
const players = generateDemoPlayers();
const posteOf = new Map(players.map((p) => [p.lfp_id, p]));

describe('the demo league', () => {
  it('answers every played fixture with the real score and stats consistent with it, read by the official parsers', () => {
    const fixtures = demoFixtures();
    expect(fixtures).toHaveLength(306);
    for (const f of fixtures) {
      const m = parseMatch(JSON.stringify(demoMatch(f.match_lfp_id, SEASON, 0)));
      if (!f.score) {
        expect(m).toMatchObject({ period: 'postponed', home: { score: null, players: [] } });
        continue;
      }
      expect(m.period).toBe('fullTime');
      const sides = [
        { own: m.home, other: m.away, club: f.homeClub.club_id, score: f.score[0], against: f.score[1] },
        { own: m.away, other: m.home, club: f.awayClub.club_id, score: f.score[1], against: f.score[0] },
      ];
      for (const s of sides) {
        expect(s.own.score).toBe(s.score);
        expect(s.own.players).toHaveLength(20);
        // Everyone is a seeded player of that club.
        expect(s.own.players.every((p) => posteOf.get(p.lfpId)?.club_id === s.club)).toBe(true);
        const scored = s.own.players.reduce((n, p) => n + p.goals, 0) + s.other.players.reduce((n, p) => n + p.ownGoals, 0);
        expect(scored).toBe(s.score);
        const keepers = s.own.players.filter((p) => p.minutes > 0 && posteOf.get(p.lfpId)?.poste === 'GB');
        expect(keepers.reduce((n, p) => n + p.goalsConceded, 0)).toBe(s.against);
        expect(s.own.players.filter((p) => p.started)).toHaveLength(11);
        for (const p of s.own.players) {
          expect(p.minutes).toBeGreaterThanOrEqual(0);
          expect(p.minutes).toBeLessThanOrEqual(90);
          expect(p.cleanSheet).toBe(p.minutes >= 60 && p.goalsConceded === 0);
          if (p.secondYellow) expect(p.redCards).toBe(1);
          if (p.goals || p.assists) expect(p.minutes).toBeGreaterThan(0);
        }
        expect(s.own.players.reduce((n, p) => n + p.assists, 0)).toBeLessThanOrEqual(s.score);
      }
    }
  });

  it('is deterministic', () => {
    expect(JSON.stringify(demoMatch('l1_championship_match_42', SEASON, 3))).toBe(
      JSON.stringify(demoMatch('l1_championship_match_42', SEASON, 3)),
    );
    expect(demoMatch('l1_championship_match_0', SEASON, 0)).toBeNull();
  });

  it('lists the 18 clubs, each matchday’s 9 matches in the shifted calendar, and each club’s seeded squad', () => {
    const clubs = parseClubs(JSON.stringify(demoClubs(SEASON)));
    expect(clubs.map((c) => c.extId).sort()).toEqual(DEMO_CLUBS.map((c) => c.club_id).sort());
    const week = parseGameWeek(JSON.stringify(demoGameWeek(1, SEASON, 0)));
    const shifted = parseGameWeek(JSON.stringify(demoGameWeek(1, SEASON, 2)));
    expect(week).toHaveLength(9);
    expect(shifted[0]?.kickoffAt.getTime()).toBe((week[0]?.kickoffAt.getTime() ?? 0) + 14 * 86_400_000);
    expect(week[0]).toMatchObject({
      matchId: 'l1_championship_match_1',
      period: 'fullTime',
      home: { extId: '7', score: 1 },
      away: { extId: '2', score: 0 },
    });
    expect(demoGameWeek(35, SEASON, 0)).toBeNull();
    const squad = parseClubSummary(JSON.stringify(demoClubSummary('l1_championship_club_2025_4', SEASON)));
    expect(squad.map((p) => p.lfpId)).toEqual(players.filter((p) => p.club_id === '4').map((p) => p.lfp_id));
    expect(demoClubSummary('l1_championship_club_2025_99', SEASON)).toBeNull();
  });

  it('reads the week shift back from the stored start of matchday 1', () => {
    const first = parseGameWeek(JSON.stringify(demoGameWeek(1, SEASON, 5)))[0];
    expect(demoWeekShiftFrom(first?.kickoffAt ?? null)).toBe(5);
    expect(demoWeekShiftFrom(null)).toBe(0);
  });

  it('serves a Transfermarkt-shaped page of each club, read by the page parser', () => {
    const psg = DEMO_CLUBS[0];
    const page = demoTmPage('583');
    expect(psg && page).toBeTruthy();
    const parsed = parseTmSquad(page ?? '');
    const rows = demoTmRows('1');
    expect(parsed.map((p) => p.name)).toEqual(rows.map((r) => r.name));
    expect(parsed.map((p) => p.birthDate)).toEqual(rows.map((r) => r.birth));
    expect(parsed.every((p) => p.position && p.numero)).toBe(true);
    expect(demoTmPage('1')).toBeNull();
  });
});
