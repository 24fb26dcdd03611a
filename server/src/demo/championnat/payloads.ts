import type { Poste } from '@poolfoot/domain';
import type { DemoClub } from '../seed/clubs.js';
import type { DemoPlayer } from '../seed/players.js';
import { matchClock, placeholderDate, timeUnknown } from './match-clock.js';
import { type Sheet, demoMatchSheet, linesAt } from './match-sheet.js';
import {
  DEMO_CLUBS,
  DEMO_CHAMPIONNAT_SEASON,
  DEMO_POSITIONS,
  type DemoFixture,
  demoClubId,
  demoFixtures,
  demoKickoff,
  demoPlayerId,
  demoSquad,
} from './world.js';

/**
 * The demo league's answers in the official API's shapes, quirks included, as recorded in
 * providers/lfp/recorded (FINDINGS.md): the same client code reads them as it reads ma-api.ligue1.fr.
 * Every answer is computed at `now`, the server's clock: nothing of a match is told before it happens.
 * The season in the request is ignored, as the league does: the demo answers for the view's season.
 */

/**
 * Where a seeded calendar stands: each matchday's week shift (see world.ts), the server's clock, and the league's
 * season it answers for (the demo's first, 2025/26, unless told: world.ts DEMO_CHAMPIONNAT_SEASON).
 */
export type DemoView = { weeks: (matchday: number) => number; now: Date; season?: number };
export const seasonOfView = (view: Pick<DemoView, 'season'>) => view.season ?? DEMO_CHAMPIONNAT_SEASON;

const sheets = new Map<number, Sheet>();
/** The fixture's whole match, computed once (it is deterministic). */
export function sheetOf(f: DemoFixture): Sheet {
  let sheet = sheets.get(f.index);
  if (!sheet) {
    sheet = demoMatchSheet(f);
    sheets.set(f.index, sheet);
  }
  return sheet;
}

export function clubIdentity(c: DemoClub, season: number) {
  const l = c.league;
  return {
    id: demoClubId(c, season),
    shortId: Number(c.club_id),
    name: l.name,
    officialName: l.officialName,
    shortName: l.shortName,
    displayName: l.displayName,
    businessName: l.shortName,
    trigram: l.trigram,
    primaryColor: l.primaryColor,
    secondaryColor: l.secondaryColor,
    preferMonochromeLogo: false,
    isInFrenchChampionship: true,
    gameWeekStartingRank: DEMO_CLUBS.indexOf(c) + 1,
  };
}

/** A player's identity, as squads and match sheets give it. */
export const playerIdentity = (p: DemoPlayer, season: number) => ({
  id: demoPlayerId(p, season),
  shortOptaId: Number(p.short_opta_id),
  firstName: p.prenom,
  lastName: p.nom,
  countryName: 'France',
  countryShortCode: 'FRA',
  birthDate: p.birth_date,
  preferredFoot: Number(p.lfp_id) % 4 === 0 ? 'left' : 'right',
  jerseyNumber: p.numero,
  isInFrenchChampionship: true,
});

/** A match as the game week and the club summary list it; its score only once it has kicked off. */
function matchSummary(f: DemoFixture, view: DemoView) {
  const kickoff = demoKickoff(f, view.weeks(f.matchday));
  const clock = matchClock(f, kickoff, view.now);
  const unknown = timeUnknown(f, kickoff, view.now);
  const started = clock.period !== 'preMatch' && clock.period !== 'preMatchWithPlayers';
  const score = started ? linesAt(sheetOf(f), clock.minute).score : null;
  const season = seasonOfView(view);
  const side = (c: DemoClub, goals: number | undefined) => ({
    clubId: demoClubId(c, season),
    ...(goals === undefined ? {} : { score: goals }),
    clubIdentity: clubIdentity(c, season),
  });
  return {
    unknownMatch: false,
    matchId: f.match_lfp_id,
    championshipId: 1,
    gameWeekNumber: f.matchday,
    date: (unknown ? placeholderDate(kickoff) : kickoff).toISOString(),
    // Recorded in club summaries only; the game week is assumed to send the same match summary (a guess).
    ...(unknown ? { dateTimeUnknown: true } : {}),
    period: clock.period,
    ...(clock.matchTime ? { matchTime: clock.matchTime } : {}),
    isLive: clock.isLive,
    home: side(f.homeClub, score?.[0]),
    away: side(f.awayClub, score?.[1]),
  };
}

/**
 * A player's `realsPositions` (FINDINGS.md §2): 'goalkeeper' is the only value recorded; 'centralDefender',
 * 'leftWingBack' and 'striker' are named by OpenScore's README, not recorded; the midfielders' are a guess.
 */
const REALS_POSITIONS: Record<Poste, string> = {
  GB: 'goalkeeper',
  DC: 'centralDefender',
  DL: 'leftWingBack',
  MC: 'centralMidfielder',
  MO: 'attackingMidfielder',
  AT: 'striker',
};

/** GET /championship-player/{playerId} (null: no such player). */
export function demoPlayer(playerId: string, season = DEMO_CHAMPIONNAT_SEASON) {
  const p = DEMO_CLUBS.flatMap((c) => demoSquad(c.club_id)).find((x) => demoPlayerId(x, season) === playerId);
  const club = p && DEMO_CLUBS.find((c) => c.club_id === p.club_id);
  if (!p || !club) return null;
  const { id, shortOptaId, firstName, lastName, birthDate, countryName, countryShortCode, preferredFoot } = playerIdentity(p, season);
  return {
    id,
    shortLfpId: Number(p.lfp_id),
    shortOptaId,
    firstName,
    lastName,
    birthDate,
    countryName,
    countryShortCode,
    preferredFoot,
    championships: {
      '1': {
        active: 1,
        championshipId: 1,
        championshipClubId: demoClubId(club, season),
        jerseyNumber: p.numero,
        position: DEMO_POSITIONS[p.poste].position,
        realsPositions: [REALS_POSITIONS[p.poste]],
      },
    },
  };
}

type Championships = Record<string, { active: number; activeAtSeasonStart: number; playersIds: string[]; gameWeekStartingRank?: number }>;

/** An entry of /championship-clubs: the club and its competitions, keyed by championship id. */
const clubEntry = (
  season: number,
  shortId: number,
  optaId: number,
  l: Omit<DemoClub['league'], 'optaId'>,
  championships: Championships,
) => ({
  id: `l1_championship_club_${season}_${shortId}`,
  type: 'l1_championship_club',
  shortId,
  season,
  shortOptaId: optaId,
  name: l.name,
  officialName: l.officialName,
  shortName: l.shortName,
  displayName: l.displayName,
  businessName: l.shortName,
  acronym: l.trigram,
  championships,
  primaryColor: l.primaryColor,
  secondaryColor: l.secondaryColor,
  preferMonochromeLogo: false,
});

/** As recorded, the answer also lists clubs of other competitions: Cannes, in cup championships 10 and 11 only. */
const cannes = (season: number) =>
  clubEntry(
    season,
    9000002238,
    2238,
    {
      name: 'Cannes',
      officialName: 'Cannes',
      shortName: 'Cannes',
      displayName: 'Cannes',
      trigram: 'CAN',
      primaryColor: '#0231c2',
      secondaryColor: '#000000',
    },
    { '10': { active: 1, activeAtSeasonStart: 1, playersIds: [] }, '11': { active: 1, activeAtSeasonStart: 1, playersIds: [] } },
  );

/** GET /championship-clubs: the season's clubs keyed by id, each with its championships keyed by id. */
export function demoClubs(season = DEMO_CHAMPIONNAT_SEASON) {
  const ligue1 = DEMO_CLUBS.map((c) =>
    clubEntry(season, Number(c.club_id), c.league.optaId, c.league, {
      '1': {
        active: 1,
        activeAtSeasonStart: 1,
        playersIds: demoSquad(c.club_id).map((p) => demoPlayerId(p, season)),
        gameWeekStartingRank: DEMO_CLUBS.indexOf(c) + 1,
      },
    }),
  );
  return { championshipsClubs: Object.fromEntries([...ligue1, cannes(season)].map((e) => [e.id, e])) };
}

/** GET /championship-matches/championship/1/game-week/{N} (null: no such matchday). */
export function demoGameWeek(numjournee: number, view: DemoView) {
  const fixtures = demoFixtures().filter((f) => f.matchday === numjournee);
  return fixtures.length ? { matches: fixtures.map((f) => matchSummary(f, view)) } : null;
}

/** GET /championship-club-summary/{clubId} (null: no such club): its season's matches and its squad by family lists only. */
export function demoClubSummary(clubId: string, view: DemoView) {
  const season = seasonOfView(view);
  const club = DEMO_CLUBS.find((c) => demoClubId(c, season) === clubId);
  if (!club) return null;
  const squad = demoSquad(club.club_id);
  const family = (name: (typeof DEMO_POSITIONS)['GB']['family']) =>
    squad.filter((p) => DEMO_POSITIONS[p.poste].family === name).map((p) => demoPlayerId(p, season));
  const fixtures = demoFixtures().filter((f) => f.homeClub === club || f.awayClub === club);
  const matches = fixtures.map((f) => matchSummary(f, view));
  const met = DEMO_CLUBS.filter((c) => fixtures.some((f) => f.homeClub === c || f.awayClub === c));
  return {
    clubsIdentities: Object.fromEntries(met.map((c) => [demoClubId(c, season), clubIdentity(c, season)])),
    matches: Object.fromEntries(matches.map((m) => [m.matchId, m])),
    nextMatchesIds: matches.filter((m) => m.period === 'preMatch' || m.period === 'preMatchWithPlayers').map((m) => m.matchId),
    matchesIds: matches.map((m) => m.matchId),
    shortOptaClubId: club.league.optaId,
    squad: {
      goalkeepersIds: family('goalkeepersIds'),
      defendersIds: family('defendersIds'),
      midfieldersIds: family('midfieldersIds'),
      strikersIds: family('strikersIds'),
      players: Object.fromEntries(squad.map((p) => [demoPlayerId(p, season), playerIdentity(p, season)])),
    },
  };
}
