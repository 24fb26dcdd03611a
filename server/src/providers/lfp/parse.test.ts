import { describe, expect, it } from 'vitest';
import { ParseError } from '../http.js';
import { parseClubs, parseClubSummary, parseGameWeek, parseMatch, trailingId } from './parse.js';

/* Answers in the shapes public code shows for ma-api.ligue1.fr, written here (never downloaded). */

const clubIdentity = (shortId: number, name: string, shortName: string) => ({
  id: `l1_championship_club_2025_${shortId}`,
  shortId,
  name,
  shortName,
  officialName: name,
});

describe('parseClubs (GET /championship-clubs)', () => {
  it('keeps the clubs of championship 1 with their short id', () => {
    const body = {
      championshipsClubs: {
        l1_championship_club_2025_1: {
          shortId: 1,
          shortOptaId: 't149',
          name: 'Paris Saint-Germain',
          shortName: 'Paris SG',
          acronym: 'PSG',
          championships: [1, 12],
        },
        l1_championship_club_2025_41: {
          shortId: '41',
          name: 'Lorient',
          officialName: 'FC Lorient',
          championships: { '1': { championshipId: 1 } },
        },
        l2_championship_club_2025_77: { shortId: 77, name: 'Grenoble', championships: [{ championshipId: 4 }] },
        l1_championship_club_2025_99: { name: 'Sans short id' },
      },
    };
    expect(parseClubs(JSON.stringify(body))).toEqual([
      { id: 'l1_championship_club_2025_1', extId: '1', name: 'Paris SG', officialName: 'Paris Saint-Germain' },
      { id: 'l1_championship_club_2025_41', extId: '41', name: 'Lorient', officialName: 'FC Lorient' },
      { id: 'l1_championship_club_2025_99', extId: '99', name: 'Sans short id', officialName: 'Sans short id' },
    ]);
  });

  it('calls anything else garbage', () => {
    for (const body of ['<html>', '[]', '{"clubs":{}}', '{"championshipsClubs":{"x":"y"}}']) {
      expect(() => parseClubs(body)).toThrow(ParseError);
    }
  });
});

describe('parseGameWeek (GET /championship-matches/championship/1/game-week/{N})', () => {
  it('reads each match: id, kickoff (UTC), period, clubs by short id, scores', () => {
    const body = {
      matches: [
        {
          matchId: 'l1_championship_match_73845',
          championshipId: 1,
          gameWeekNumber: 3,
          date: '2025-08-30T15:00:00.000Z',
          period: 'fullTime',
          home: { clubId: 'l1_championship_club_2025_7', score: 2, clubIdentity: clubIdentity(7, 'Stade Rennais FC', 'Rennes') },
          away: { clubId: 'l1_championship_club_2025_12', score: '0', clubIdentity: clubIdentity(12, 'FC Nantes', 'Nantes') },
        },
        {
          matchId: 'l1_championship_match_73846',
          date: '2025-08-31T18:45:00Z',
          period: 'preMatch',
          home: { clubId: 'l1_championship_club_2025_3' },
          away: { clubId: 'l1_championship_club_2025_5', score: null },
        },
      ],
    };
    expect(parseGameWeek(JSON.stringify(body))).toEqual([
      {
        matchId: 'l1_championship_match_73845',
        gameWeek: 3,
        kickoffAt: new Date('2025-08-30T15:00:00Z'),
        period: 'fullTime',
        home: { extId: '7', name: 'Rennes', score: 2 },
        away: { extId: '12', name: 'Nantes', score: 0 },
      },
      {
        matchId: 'l1_championship_match_73846',
        gameWeek: null,
        kickoffAt: new Date('2025-08-31T18:45:00Z'),
        period: 'preMatch',
        home: { extId: '3', name: 'l1_championship_club_2025_3', score: null },
        away: { extId: '5', name: 'l1_championship_club_2025_5', score: null },
      },
    ]);
  });

  it('refuses a match without date, clubs, or with a date that is not one', () => {
    const base = { matchId: 'm', date: '2025-08-30T15:00:00Z', home: { clubId: 'a_1' }, away: { clubId: 'a_2' } };
    expect(() => parseGameWeek(JSON.stringify({ matches: [{ ...base, date: 'demain' }] }))).toThrow('date invalide');
    expect(() => parseGameWeek(JSON.stringify({ matches: [{ ...base, home: {} }] }))).toThrow(ParseError);
    expect(() => parseGameWeek(JSON.stringify({ matches: 'none' }))).toThrow(ParseError);
    expect(() => parseGameWeek('not json')).toThrow('réponse illisible (JSON invalide)');
  });
});

describe('parseMatch (GET /championship-match/{matchId})', () => {
  const player = (id: string, extra: Record<string, unknown>) => ({
    id,
    shirtNumber: 9,
    playerIdentity: { id, shortOptaId: 77349, firstName: 'Ludovic', lastName: 'Blas' },
    ...extra,
  });
  const rennes = 'l1_championship_player_2026_7_77349';
  const keeper = 'l1_championship_player_2026_7_11111';
  const nantesDef = 'l1_championship_player_2026_12_22222';
  const body = {
    id: 'l1_championship_match_73845',
    date: '2025-08-30T15:00:00Z',
    period: 'fullTime',
    home: {
      clubId: 'l1_championship_club_2025_7',
      score: 2,
      clubIdentity: clubIdentity(7, 'Stade Rennais FC', 'Rennes'),
      players: {
        [rennes]: player(rennes, {
          minutesPlayed: 78,
          goals: 1,
          goalsAssists: 0,
          ownGoals: 0,
          playedMatch: true,
          startedMatch: true,
          stats: {
            mins_played: 78,
            yellow_card: 1,
            red_card: 0,
            second_yellow: 0,
            clean_sheet: 1,
            goals_conceded: 0,
            saves: 0,
            penalty_save: 0,
            touches: 41,
          },
        }),
        // Only the event lists for this one: the parser counts his goals, assists and cards from them.
        [keeper]: {
          id: keeper,
          playerIdentity: { shortOptaId: '11111', lastName: 'Samba' },
          stats: { mins_played: '90', saves: 4, penalty_save: 1, clean_sheet: 1 },
        },
      },
      goals: [
        { type: 'goal', scorerId: rennes, assistProviderId: keeper, time: "12'" },
        { type: 'own', scorerId: nantesDef, time: "67'" },
      ],
      bookings: [{ playerId: keeper, type: 'yellow' }],
      missedPenalties: [{ playerId: rennes }],
    },
    away: {
      clubId: 'l1_championship_club_2025_12',
      score: 0,
      clubIdentity: clubIdentity(12, 'FC Nantes', 'Nantes'),
      players: {
        [nantesDef]: {
          id: nantesDef,
          minutesPlayed: 90,
          playedMatch: true,
          startedMatch: true,
          playerIdentity: { shortOptaId: 22222, firstName: 'Jean', lastName: 'Defense' },
          stats: { yellow_card: 1, second_yellow: 1, red_card: 1, goals_conceded: 2 },
        },
      },
      goals: [],
      bookings: [],
    },
  };

  it('reads every player’s raw numbers, keyed by the short id at the end of the player id', () => {
    const m = parseMatch(JSON.stringify(body));
    expect(m).toMatchObject({ matchId: 'l1_championship_match_73845', period: 'fullTime', kickoffAt: new Date('2025-08-30T15:00:00Z') });
    expect(m.home).toMatchObject({ extId: '7', name: 'Rennes', score: 2 });
    const [blas, samba] = m.home.players;
    expect(blas).toMatchObject({
      lfpId: '77349',
      shortOptaId: '77349',
      name: 'Ludovic Blas',
      minutes: 78,
      started: true,
      played: true,
      goals: 1,
      assists: 0,
      yellowCards: 1,
      redCards: 0,
      secondYellow: false,
      cleanSheet: true,
      penaltiesMissed: 1,
    });
    expect(blas?.raw).toMatchObject({ stats: { touches: 41 } });
    expect(samba).toMatchObject({
      lfpId: '11111',
      name: 'Samba',
      minutes: 90,
      played: true,
      started: false,
      goals: 0,
      assists: 1,
      yellowCards: 1,
      saves: 4,
      penaltiesSaved: 1,
    });
    expect(m.away.players[0]).toMatchObject({
      lfpId: '22222',
      ownGoals: 1,
      yellowCards: 1,
      redCards: 1,
      secondYellow: true,
      goalsConceded: 2,
      cleanSheet: false,
    });
  });

  it('refuses a match without clubs or without id, and players without id', () => {
    expect(() => parseMatch(JSON.stringify({ ...body, home: { score: 1 } }))).toThrow(ParseError);
    expect(() => parseMatch(JSON.stringify({ ...body, id: undefined }))).toThrow('match sans identifiant');
    expect(() => parseMatch(JSON.stringify({ ...body, away: { ...body.away, players: { x: { minutesPlayed: 3 } } } }))).toThrow(ParseError);
  });

  it('reads a match not started: no players, no score', () => {
    const m = parseMatch(
      JSON.stringify({
        matchId: 'x_1',
        date: '2025-08-30T15:00:00Z',
        period: 'preMatch',
        home: { clubId: 'c_1' },
        away: { clubId: 'c_2' },
      }),
    );
    expect(m).toMatchObject({ period: 'preMatch', home: { extId: '1', score: null, players: [] }, away: { extId: '2', players: [] } });
  });
});

describe('parseClubSummary (GET /championship-club-summary/{clubId})', () => {
  it('reads the squad with each player’s family from the id lists and the finer position when given', () => {
    const id = (n: number) => `l1_championship_player_2026_7_${n}`;
    const body = {
      squad: {
        goalkeepersIds: [id(1)],
        defendersIds: [id(2), id(3)],
        midfieldersIds: [id(4)],
        strikersIds: [id(5), id(404)],
        players: {
          [id(1)]: {
            id: id(1),
            shortOptaId: 101,
            firstName: 'Brice',
            lastName: 'Samba',
            birthDate: '1994-04-25T00:00:00.000Z',
            jerseyNumber: 1,
          },
          [id(2)]: {
            id: id(2),
            shortOptaId: '102',
            firstName: 'Lilian',
            lastName: 'Brassier',
            detailedPosition: 'Centre Back',
            jerseyNumber: '4',
          },
          [id(3)]: { id: id(3), firstName: 'Adrien', lastName: 'Truffert', detailedPosition: 'Left Back' },
          [id(4)]: { id: id(4), knownName: 'Seko', lastName: 'Fofana', firstName: 'Seko', detailedPosition: 'Attacking Midfielder' },
          [id(5)]: { id: id(5), knownName: 'Kalimuendo' },
        },
      },
    };
    expect(parseClubSummary(JSON.stringify(body))).toEqual([
      {
        lfpId: '1',
        shortOptaId: '101',
        firstName: 'Brice',
        lastName: 'Samba',
        knownName: null,
        birthDate: '1994-04-25',
        numero: 1,
        family: 'goalkeeper',
        finer: null,
      },
      {
        lfpId: '2',
        shortOptaId: '102',
        firstName: 'Lilian',
        lastName: 'Brassier',
        knownName: null,
        birthDate: null,
        numero: 4,
        family: 'defender',
        finer: 'Centre Back',
      },
      {
        lfpId: '3',
        shortOptaId: '3',
        firstName: 'Adrien',
        lastName: 'Truffert',
        knownName: null,
        birthDate: null,
        numero: null,
        family: 'defender',
        finer: 'Left Back',
      },
      {
        lfpId: '4',
        shortOptaId: '4',
        firstName: 'Seko',
        lastName: 'Fofana',
        knownName: 'Seko',
        birthDate: null,
        numero: null,
        family: 'midfielder',
        finer: 'Attacking Midfielder',
      },
      {
        lfpId: '5',
        shortOptaId: '5',
        firstName: null,
        lastName: 'Kalimuendo',
        knownName: 'Kalimuendo',
        birthDate: null,
        numero: null,
        family: 'striker',
        finer: null,
      },
    ]);
  });

  it('calls an empty or nameless squad garbage', () => {
    expect(() => parseClubSummary(JSON.stringify({ squad: { players: {} } }))).toThrow('effectif vide');
    expect(() => parseClubSummary(JSON.stringify({ squad: { strikersIds: ['p_1'], players: { p_1: { id: 'p_1' } } } }))).toThrow(
      'sans nom',
    );
    expect(() => parseClubSummary(JSON.stringify({ matches: {} }))).toThrow(ParseError);
  });
});

it('trailingId keeps the stable short id at the end of an API id', () => {
  expect(trailingId('l1_championship_player_2026_13_77349')).toBe('77349');
  expect(trailingId('sans-chiffres')).toBe('sans-chiffres');
});
