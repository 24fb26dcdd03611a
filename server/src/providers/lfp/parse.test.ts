import { describe, expect, it } from 'vitest';
import { ParseError } from '../http.js';
import { parseClubs, parseClubSummary, parseGameWeek, parseMatch, parsePlayer, trailingId } from './parse.js';
import { recorded } from './recorded/read.js';

/*
 * Every test reads a recorded answer of ma-api.ligue1.fr (recorded/provenance.ts: the request and the
 * capture time of each file; FINDINGS.md: what each proves). A test on an invented answer says so in its
 * name: the recordings hold no such case.
 */

describe('parseClubs (championship-clubs.json)', () => {
  it('keeps the clubs of championship 1 (an object keyed by championship id) with their short id and season', () => {
    expect(parseClubs(recorded('championship-clubs.json'))).toEqual([
      { id: 'l1_championship_club_2026_13', extId: '13', season: 2026, name: 'PSG', officialName: 'Paris Saint-Germain' },
      { id: 'l1_championship_club_2026_14', extId: '14', season: 2026, name: 'Rennes', officialName: 'Rennes' },
    ]);
  });

  it('calls anything else garbage', () => {
    for (const body of ['<html>', '[]', '{"clubs":{}}', '{"championshipsClubs":{"x":"y"}}']) {
      expect(() => parseClubs(body)).toThrow(ParseError);
    }
  });
});

describe('parseGameWeek (game week 4 before, game week 3 after)', () => {
  it('reads a round before its matches: no score, line-ups out for one match, all 18 clubs by short id, season 2026', () => {
    const matches = parseGameWeek(recorded('championship-matches-game-week.pre.json'));
    expect(matches).toHaveLength(9);
    expect(matches[0]).toEqual({
      matchId: 'l1_championship_match_73855',
      gameWeek: 4,
      kickoffAt: new Date('2026-09-11T18:45:00.000Z'),
      kickoffUnknown: false,
      period: 'preMatchWithPlayers',
      season: 2026,
      home: { extId: '14', name: 'Rennes', score: null },
      away: { extId: '1', name: 'OM', score: null },
    });
    const clubs = matches.flatMap((m) => [m.home.extId, m.away.extId]).map(Number);
    expect(clubs.sort((a, b) => a - b)).toEqual([1, 2, 5, 6, 7, 9, 13, 14, 15, 16, 26, 30, 33, 37, 44, 90, 158, 159]);
    expect(matches.slice(1).every((m) => m.period === 'preMatch' && m.home.score === null)).toBe(true);
  });

  it('reads a round after its matches: fullTime and the scores', () => {
    const matches = parseGameWeek(recorded('championship-matches-game-week.final.json'));
    expect(matches.every((m) => m.period === 'fullTime' && m.season === 2026 && !m.kickoffUnknown)).toBe(true);
    expect(matches.find((m) => m.matchId === 'l1_championship_match_73845')).toMatchObject({
      home: { extId: '13', name: 'PSG', score: 1 },
      away: { extId: '9', name: 'AS Monaco', score: 2 },
    });
  });

  it('keeps an unknown time as unknown: the summaries of the club answer carry dateTimeUnknown from round 13 on', () => {
    // No recorded game-week answer has an unknown time; the same match summaries come in the club answer.
    const summary = JSON.parse(recorded('championship-club-summary.json')) as { matches: Record<string, unknown> };
    const matches = parseGameWeek(JSON.stringify({ matches: Object.values(summary.matches) }));
    const unknown = matches.filter((m) => m.kickoffUnknown).map((m) => [m.matchId, m.kickoffAt.toISOString()]);
    expect(unknown).toEqual([
      ['l1_championship_match_73936', '2026-12-04T23:00:00.000Z'],
      ['l1_championship_match_74124', '2027-05-28T22:00:00.000Z'],
    ]);
    expect(matches.find((m) => m.matchId === 'l1_championship_match_73927')?.kickoffUnknown).toBe(false);
  });

  it('refuses a match without date, clubs, or with a date that is not one', () => {
    const base = { matchId: 'm', date: '2026-08-30T15:00:00Z', home: { clubId: 'a_1' }, away: { clubId: 'a_2' } };
    expect(() => parseGameWeek(JSON.stringify({ matches: [{ ...base, date: 'demain' }] }))).toThrow('date invalide');
    expect(() => parseGameWeek(JSON.stringify({ matches: [{ ...base, home: {} }] }))).toThrow(ParseError);
    expect(() => parseGameWeek(JSON.stringify({ matches: 'none' }))).toThrow(ParseError);
    expect(() => parseGameWeek('not json')).toThrow('réponse illisible (JSON invalide)');
  });
});

describe('parseMatch (Rennes–OM 2026-09-11, before, during and after; PSG–Monaco post-processed)', () => {
  it('before the line-ups (a Ligue 2 sheet, preMatch): the squads with names only, no score, nothing derived', () => {
    const m = parseMatch(recorded('championship-match.pre.json'));
    expect(m).toMatchObject({ matchId: 'l1_championship_match_74174', period: 'preMatch', season: 2026, minutesDerived: false });
    expect(m.home).toMatchObject({ extId: '48', score: null });
    expect(m.home.players.every((p) => p.minutes === 0 && !p.played && !p.started && p.poste === null)).toBe(true);
  });

  it('with the line-ups out (preMatchWithPlayers): starters already "played", no minutes made up before kickoff', () => {
    const m = parseMatch(recorded('championship-match.pre-lineups.json'));
    expect(m).toMatchObject({ period: 'preMatchWithPlayers', minutesDerived: false, home: { score: null } });
    const nagida = m.home.players.find((p) => p.lfpId === '101633');
    expect(nagida).toMatchObject({ started: true, played: true, minutes: 0, poste: 'DL' });
    // A substitute has no realUltraPosition until he comes on.
    expect(m.home.players.find((p) => p.lfpId === '101002')).toMatchObject({ played: false, poste: null });
  });

  it('at half-time and in the second half: minutes from the clock, the half-time substitute counted from 45', () => {
    const half = parseMatch(recorded('championship-match.live-halftime.json'));
    expect(half).toMatchObject({ period: 'halfTime', minutesDerived: true });
    expect(half.home.players.find((p) => p.lfpId === '101633')?.minutes).toBe(45);
    const live = parseMatch(recorded('championship-match.live.json'));
    expect(live).toMatchObject({ period: 'secondHalf', minutesDerived: true, home: { score: 1 } });
    expect(live.home.players).toEqual([expect.objectContaining({ lfpId: '101002', played: true, minutes: 52 - 45, poste: 'AT' })]);
    // The away side of this recording is cut down to its club id.
    expect(live.away).toEqual({ extId: '1', name: 'l1_championship_club_2026_1', score: null, players: [] });
  });

  it('a goal cancelled by the VAR counts for no one (live-goal-canceled, firstHalf 5′)', () => {
    const m = parseMatch(recorded('championship-match.live-goal-canceled.json'));
    expect(m).toMatchObject({ period: 'firstHalf', home: { score: 0 } });
    expect(m.home.players.find((p) => p.lfpId === '101344')).toMatchObject({ goals: 0, minutes: 5, poste: 'MO' });
  });

  it('at the whistle, before the league’s processing: no minutes anywhere, so they are worked out from the events', () => {
    const m = parseMatch(recorded('championship-match.final-fresh.json'));
    expect(m).toMatchObject({
      period: 'fullTime',
      minutesDerived: true,
      season: 2026,
      home: { extId: '14', score: 1 },
      away: { score: 0 },
    });
    const minutes = Object.fromEntries([...m.home.players, ...m.away.players].map((p) => [p.lfpId, p.minutes]));
    expect(minutes).toEqual({
      '36344': 90, // Samba, goalkeeper, the whole match
      '101633': 90, // Nagida
      '38582': 90, // Rongier
      '47824': 90, // Thomasson, the scorer
      '89760': 45, // Soumare, off at 45′ (during the break)
      '101002': 41, // Al-Tamari, on at 45′, off at 86′
      '94583': 68, // Frankowski, booked, off at 68′
      '103452': 0, // three unused substitutes
      '50050': 0,
      '86774': 0,
      '103843': 90, // De Lange, OM goalkeeper
      '103700': 90, // Højbjerg
      '102085': 2, // Moumbagna, on at 88′
      '101167': 0,
    });
    const samba = m.home.players.find((p) => p.lfpId === '36344');
    // Goalkeepers have no clean_sheet key and outfield players 0 at the whistle: a clean sheet is conceding nothing while on the pitch.
    expect(samba).toMatchObject({ cleanSheet: true, goalsConceded: 0, saves: 5, poste: 'GB' });
    expect(m.away.players.find((p) => p.lfpId === '103843')).toMatchObject({ cleanSheet: false, goalsConceded: 1, saves: 6 });
    expect(m.home.players.find((p) => p.lfpId === '47824')).toMatchObject({ goals: 1, poste: 'MC' });
    expect(m.home.players.find((p) => p.lfpId === '94583')).toMatchObject({ yellowCards: 1, poste: 'DL' });
    expect(m.home.players.find((p) => p.lfpId === '103452')).toMatchObject({ played: false, cleanSheet: false, poste: null });
  });

  it('post-processed: the league’s minutes are taken as they are, and ours come within a minute of them', () => {
    const body = recorded('championship-match.final.json');
    const m = parseMatch(body);
    expect(m.minutesDerived).toBe(false);
    const league = Object.fromEntries(m.home.players.map((p) => [p.name, p.minutes]));
    expect(league).toEqual({
      'Fabian Ruiz': 76,
      'Lucas Hernandez': 26,
      'Lucas Beraldo': 0,
      'Matvey Safonov': 90,
      'Joao Neves': 90,
      'Willian Pacho': 90,
      'Khvicha Kvaratskhelia': 68,
      'Illia Zabarnyi': 0,
    });
    // The same sheet with its minutes taken out, as it was at the whistle.
    const sheet = JSON.parse(body);
    for (const p of Object.values(sheet.home.players) as { minutesPlayed?: number; stats?: Record<string, unknown> }[]) {
      delete p.minutesPlayed;
      delete p.stats?.mins_played;
      delete p.stats?.minutes_played;
    }
    const ours = parseMatch(JSON.stringify(sheet));
    expect(ours.minutesDerived).toBe(true);
    for (const p of ours.home.players) expect(Math.abs(p.minutes - (league[p.name] ?? -9))).toBeLessThanOrEqual(1);
    expect(m.home.players.find((p) => p.name === 'Khvicha Kvaratskhelia')).toMatchObject({ assists: 1, poste: 'AT', cleanSheet: false });
    expect(m.home.players.find((p) => p.name === 'Lucas Hernandez')).toMatchObject({ yellowCards: 1, goalsConceded: 1, poste: 'DL' });
  });

  it('guess, never recorded: a red card, a second yellow, an own goal and a missed penalty, as the parser would count them', () => {
    const sheet = JSON.parse(recorded('championship-match.final-fresh.json'));
    const id = (n: string) => `l1_championship_player_2026_14_${n}`;
    sheet.home.bookings.push({ playerId: id('38582'), type: 'red', time: "80'" });
    sheet.home.missedPenalties.push({ playerId: id('47824'), time: "60'" });
    sheet.away.goals.push({ scorerId: id('101633'), type: 'own', time: "70'" });
    for (const k of ['red_card', 'yellow_card']) delete sheet.home.players[id('38582')].stats[k];
    delete sheet.home.players[id('101633')].ownGoals;
    const m = parseMatch(JSON.stringify(sheet));
    expect(m.home.players.find((p) => p.lfpId === '38582')).toMatchObject({ redCards: 1, minutes: 80 });
    expect(m.home.players.find((p) => p.lfpId === '47824')?.penaltiesMissed).toBe(1);
    expect(m.home.players.find((p) => p.lfpId === '101633')?.ownGoals).toBe(1);
  });

  it('refuses a match without clubs or without id, and players without id', () => {
    const body = JSON.parse(recorded('championship-match.final-fresh.json'));
    expect(() => parseMatch(JSON.stringify({ ...body, home: { score: 1 } }))).toThrow(ParseError);
    expect(() => parseMatch(JSON.stringify({ ...body, id: undefined }))).toThrow('match sans identifiant');
    expect(() => parseMatch(JSON.stringify({ ...body, away: { ...body.away, players: { x: { minutesPlayed: 3 } } } }))).toThrow(ParseError);
  });
});

describe('parseClubSummary (PSG, championship-club-summary.json)', () => {
  it('reads the squad by family lists, with the season and the club its ids carry; no position text exists', () => {
    const squad = parseClubSummary(recorded('championship-club-summary.json'));
    expect(squad.season).toBe(2026);
    expect(squad.clubExtId).toBe('13');
    expect(squad.players).toHaveLength(24);
    const count = (family: string) => squad.players.filter((p) => p.family === family).length;
    expect(['goalkeeper', 'defender', 'midfielder', 'striker'].map(count)).toEqual([3, 8, 6, 7]);
    expect(squad.players.find((p) => p.lfpId === '77349')).toEqual({
      id: 'l1_championship_player_2026_13_77349',
      lfpId: '77349',
      shortOptaId: '485335',
      firstName: 'Lucas',
      lastName: 'Chevalier',
      knownName: null,
      birthDate: '2001-11-06',
      numero: 30,
      family: 'goalkeeper',
    });
    expect(squad.players.find((p) => p.lfpId === '57282')).toMatchObject({
      knownName: 'Marquinhos',
      lastName: 'Aoas Correa',
      family: 'defender',
    });
    // The league's families: Mayulu a striker, Akliouche a midfielder.
    expect(squad.players.find((p) => p.lfpId === '86814')?.family).toBe('striker');
    expect(squad.players.find((p) => p.lfpId === '69307')?.family).toBe('midfielder');
  });

  it('calls an empty or nameless squad garbage', () => {
    expect(() => parseClubSummary(JSON.stringify({ squad: { players: {} } }))).toThrow('effectif vide');
    expect(() => parseClubSummary(JSON.stringify({ squad: { strikersIds: ['p_1'], players: { p_1: { id: 'p_1' } } } }))).toThrow(
      'sans nom',
    );
    expect(() => parseClubSummary(JSON.stringify({ matches: {} }))).toThrow(ParseError);
  });
});

describe('parsePlayer (championship-player.json)', () => {
  it('reads the realsPositions of championship 1', () => {
    expect(parsePlayer(recorded('championship-player.json'))).toEqual({ lfpId: '77349', season: 2026, realsPositions: ['goalkeeper'] });
  });
});

it('trailingId keeps the stable short id at the end of an API id', () => {
  expect(trailingId('l1_championship_player_2026_13_77349')).toBe('77349');
  expect(trailingId('sans-chiffres')).toBe('sans-chiffres');
});
