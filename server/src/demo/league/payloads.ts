import type { DemoClub } from '../seed/clubs.js';
import type { DemoPlayer } from '../seed/players.js';
import { demoMatchSheet, minutesOf, type SheetEvent, type SheetPlayer, type SideKey } from './match-sheet.js';
import {
  DEMO_CLUBS,
  DEMO_POSITIONS,
  type DemoFixture,
  demoClubId,
  demoFixture,
  demoFixtures,
  demoKickoff,
  demoPlayerId,
  demoSquad,
} from './world.js';

/**
 * The demo league's answers, in exactly the official API's shapes (see providers/lfp/parse.ts):
 * the same client code reads them as it reads ma-api.ligue1.fr.
 */

const identity = (season: number, c: DemoClub) => ({
  id: demoClubId(season, c.club_id),
  shortId: Number(c.club_id),
  name: c.official_name,
  shortName: c.name,
  officialName: c.official_name,
});

const played = (f: DemoFixture) => f.score !== null;
const period = (f: DemoFixture) => (played(f) ? 'fullTime' : 'postponed');

/** GET /championship-clubs */
export function demoClubs(season: number) {
  return {
    championshipsClubs: Object.fromEntries(
      DEMO_CLUBS.map((c) => [
        demoClubId(season, c.club_id),
        { ...identity(season, c), shortOptaId: `t${c.club_id}`, acronym: c.name.slice(0, 3).toUpperCase(), championships: [1] },
      ]),
    ),
  };
}

/** GET /championship-matches/championship/1/game-week/{N} (null: no such matchday). */
export function demoGameWeek(numjournee: number, season: number, weeks: number) {
  const fixtures = demoFixtures().filter((f) => f.matchday === numjournee);
  if (!fixtures.length) return null;
  return {
    matches: fixtures.map((f) => ({
      matchId: f.match_lfp_id,
      championshipId: 1,
      gameWeekNumber: f.matchday,
      date: demoKickoff(f, weeks).toISOString(),
      period: period(f),
      isLive: false,
      home: { clubId: demoClubId(season, f.homeClub.club_id), score: f.score?.[0] ?? null, clubIdentity: identity(season, f.homeClub) },
      away: { clubId: demoClubId(season, f.awayClub.club_id), score: f.score?.[1] ?? null, clubIdentity: identity(season, f.awayClub) },
    })),
  };
}

function playerEntry(season: number, s: SheetPlayer) {
  const minutes = minutesOf(s);
  return {
    id: demoPlayerId(season, s.p),
    minutesPlayed: minutes,
    goals: s.goals,
    goalsAssists: s.assists,
    ownGoals: s.ownGoals,
    playedMatch: minutes > 0,
    startedMatch: s.started,
    shirtNumber: s.p.numero,
    position: DEMO_POSITIONS[s.p.poste].code,
    playerIdentity: { id: demoPlayerId(season, s.p), shortOptaId: s.p.short_opta_id, firstName: s.p.prenom, lastName: s.p.nom },
    stats: {
      mins_played: minutes,
      goals: s.goals,
      goal_assist: s.assists,
      own_goals: s.ownGoals,
      yellow_card: s.yellow,
      second_yellow: s.secondYellow ? 1 : 0,
      red_card: s.red ? 1 : 0,
      clean_sheet: minutes >= 60 && s.conceded === 0 ? 1 : 0,
      goals_conceded: s.conceded,
      saves: s.saves,
      penalty_save: s.penaltySaves,
    },
  };
}

const time = (e: SheetEvent) => `${e.minute}'`;

/** GET /championship-match/{matchId} (null: no such match). */
export function demoMatch(matchId: string, season: number, weeks: number) {
  const f = demoFixture(matchId);
  if (!f) return null;
  const sheet = played(f) ? demoMatchSheet(f, (p) => demoPlayerId(season, p)) : null;
  const side = (key: SideKey, club: DemoClub, score: number | null) => {
    const s = sheet?.[key];
    const eventId = (e: SheetEvent, i: number) => `${f.index}-${key}-${e.type}-${i}`;
    return {
      clubId: demoClubId(season, club.club_id),
      clubIdentity: identity(season, club),
      score,
      formation: '4231',
      playersIds: (s?.players ?? []).map((p) => demoPlayerId(season, p.p)),
      players: Object.fromEntries((s?.players ?? []).map((p) => [demoPlayerId(season, p.p), playerEntry(season, p)])),
      goals: (s?.goals ?? []).map((e, i) => ({
        eventId: eventId(e, i),
        type: e.type,
        scorerId: e.playerId,
        playerId: e.playerId,
        assistProviderId: e.assistId ?? null,
        side: key,
        time: time(e),
      })),
      bookings: (s?.bookings ?? []).map((e, i) => ({
        eventId: eventId(e, i),
        playerId: e.playerId,
        type: e.type,
        side: key,
        time: time(e),
      })),
      substitutions: (s?.subs ?? []).map((e, i) => ({
        eventId: eventId(e, i),
        subOffId: e.playerId,
        subOnId: e.subOnId,
        side: key,
        time: time(e),
      })),
      missedPenalties: (s?.missed ?? []).map((e, i) => ({ eventId: eventId(e, i), playerId: e.playerId, side: key, time: time(e) })),
    };
  };
  return {
    id: f.match_lfp_id,
    matchId: f.match_lfp_id,
    championshipId: 1,
    season,
    gameWeekNumber: f.matchday,
    date: demoKickoff(f, weeks).toISOString(),
    period: period(f),
    home: side('home', f.homeClub, f.score?.[0] ?? null),
    away: side('away', f.awayClub, f.score?.[1] ?? null),
  };
}

/** GET /championship-club-summary/{clubId} (null: no such club). */
export function demoClubSummary(clubId: string, season: number) {
  const club = DEMO_CLUBS.find((c) => demoClubId(season, c.club_id) === clubId);
  if (!club) return null;
  const squad = demoSquad(club.club_id);
  const ids = (family: string) => squad.filter((p) => DEMO_POSITIONS[p.poste].family === family).map((p) => demoPlayerId(season, p));
  const entry = (p: DemoPlayer) => ({
    id: demoPlayerId(season, p),
    shortOptaId: p.short_opta_id,
    firstName: p.prenom,
    lastName: p.nom,
    birthDate: p.birth_date,
    jerseyNumber: p.numero,
    detailedPosition: DEMO_POSITIONS[p.poste].label,
  });
  return {
    squad: {
      goalkeepersIds: ids('goalkeepers'),
      defendersIds: ids('defenders'),
      midfieldersIds: ids('midfielders'),
      strikersIds: ids('strikers'),
      players: Object.fromEntries(squad.map((p) => [demoPlayerId(season, p), entry(p)])),
    },
  };
}
