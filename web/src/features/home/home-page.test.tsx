import {
  AUTOPILOT_MSG,
  autopilotCalls,
  type GameHome,
  gameCalls,
  HOME_MSG,
  MSG,
  resultatsCalls,
  SEASON_END_MSG,
  saisonsCalls,
} from '@poolfoot/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatUntil } from '../../components/time-left';
import { renderApp } from '../../test/render';
import { type AnswerOf, fakeServer } from '../../test/server';
import { recordsAnswer, saison, saisonsAnswer } from '../saisons/test-data';
import HomePage from './home-page';
import { phaseTile } from './tiles';

const NOW = new Date('2026-09-04T10:00:00Z');

const home = (over: Partial<GameHome> = {}): GameHome => ({
  phase: 'normal',
  next: null,
  classement: { rank: 3, poolers: 12, previous_rank: 5 },
  journee: {
    id: 11,
    numjournee: 4,
    status: 0,
    first_kickoff: '2026-09-05T12:30:05.000Z',
    kickoffs_unknown: 2,
    started: false,
  },
  compo: { filled: 10, saved: false, remind: false },
  rencontre: {
    match_no: 2,
    opponent: { id: 8, name: 'Lili Goleador' },
    last: { numjournee: 1, mine: 51, theirs: 47, outcome: 'victoire' },
  },
  last_result: null,
  turn: null,
  ...over,
});

/**
 * The home page on answers of game/context.php (the phase there says draft: the tile must not follow it), game/home.php
 * and autopilot/live.php (nothing live unless given); saisons/list.php, when given, its records and palmarès.
 */
function renderHome(
  answer: GameHome,
  live: AnswerOf<typeof autopilotCalls.live> = { journee: null, matchs: [], rencontres: [], poolers: [], joueurs: [] },
  seasons?: { list: AnswerOf<typeof saisonsCalls.list>; role?: number },
  rank: number | null = 3,
) {
  const server = fakeServer();
  if (seasons) {
    server
      .on(saisonsCalls.list, seasons.list)
      .on(saisonsCalls.records, ({ saison_id }) => recordsAnswer(saison_id ?? seasons.list.active_id))
      .on(resultatsCalls.palmares, {
        champions: [{ saison_id: 2026, nom: 'Saison 2025/2026', user_id: 1, username: 'Paul', points_classement: 72 }],
        all_time: [],
        head_to_head: [],
      });
  }
  server
    .on(gameCalls.home, () => ({ home: answer }))
    .on(autopilotCalls.live, live)
    .on(gameCalls.context, {
      game: {
        saison: { id: 2026, nom: 'Saison 2025/2026' },
        userdata: { user_id: 7, classement: rank, poolers: 12 },
        phase: 'draft',
      },
    });
  renderApp(<HomePage />, { at: '/home', path: '/home', user: { id: 7, username: 'Camille', nickname: 'Cam', role: seasons?.role ?? 1 } });
}

afterEach(() => {
  vi.useRealTimers();
});

/** A first render under jsdom on a busy machine can take seconds. */
const SLOW = { timeout: 8000 };

describe('home page', { timeout: 20_000 }, () => {
  it('keeps the spec: the season title, the rank as "n / N" with the French ordinal, the tiles', async () => {
    renderHome(home());
    expect(await screen.findByRole('heading', { name: 'Saison 2025/2026' }, SLOW)).toBeTruthy();
    expect(screen.getByText(HOME_MSG.greeting('Cam'))).toBeTruthy();
    expect(screen.getByLabelText('Classement').textContent).toBe('3e / 12');
    expect(screen.getByTestId('tile-Matchs').getAttribute('href')).toBe('/compos/rencontres');
    expect(screen.getByTestId('tile-Compo').getAttribute('href')).toBe('/compo');
  });

  it('shows no rank before the season has results (a new season, or none played yet): no « 1er » among equals', async () => {
    renderHome(home({ classement: { rank: null, poolers: 12, previous_rank: null } }), undefined, undefined, null);
    expect(await screen.findByRole('heading', { name: 'Saison 2025/2026' }, SLOW)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Journée 4' }, SLOW)).toBeTruthy();
    expect(screen.queryByLabelText('Classement')).toBeNull();
    expect(screen.queryByText(/1er|ème/)).toBeNull();
  });

  it('follows the live phase, not the setting: a mercato closed although the setting says draft', async () => {
    renderHome(home());
    const tile = await screen.findByTestId('tile-Mercato', {}, SLOW);
    expect(tile.getAttribute('aria-disabled')).toBe('true');
    expect(tile.getAttribute('href')).toBeNull();
    expect(screen.queryByTestId('tile-Draft')).toBeNull();
  });

  it('says what to do: the lock countdown, the incomplete lineup, my opponent and our last result, my rank move', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    renderHome(home());
    expect(await screen.findByRole('heading', { name: 'Journée 4' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe(`${HOME_MSG.lockIn} 1 j 02 h 30 min 05 s`);
    expect(screen.getByText(HOME_MSG.kickoffsUnknown(2))).toBeTruthy();
    expect(screen.getByText(HOME_MSG.compoIncomplete(10, 11))).toBeTruthy();
    expect(screen.getByRole('link', { name: HOME_MSG.compoFill }).getAttribute('href')).toBe('/compo');
    expect(screen.getByText(HOME_MSG.opponent('Lili Goleador'))).toBeTruthy();
    expect(screen.getByText('Dernière rencontre (J1) : victoire 51 – 47')).toBeTruthy();
    expect(screen.getByText(HOME_MSG.rankUp(2))).toBeTruthy();
  });

  it('once a matchday is over, my last result from my side, with the way to that match', async () => {
    const result = { journee_id: 31, numjournee: 3, opponent: { id: 8, name: 'Lili Goleador' }, mine: 19, theirs: 10 };
    renderHome(home({ last_result: { ...result, outcome: 'victoire' } }));
    const card = await screen.findByRole('region', { name: HOME_MSG.lastResultTitle(3) }, SLOW);
    expect(within(card).getByText('Victoire 19–10 contre Lili Goleador')).toBeTruthy();
    expect(within(card).getByRole('link', { name: HOME_MSG.seeMatch }).getAttribute('href')).toBe('/compos/rencontres/31#mon-match');
  });

  it('says a defeat and a draw as such', async () => {
    const result = { journee_id: 31, numjournee: 3, opponent: { id: 8, name: 'Lili Goleador' } };
    expect(HOME_MSG.lastResult('defaite', 10, 19, 'Lili Goleador')).toBe('Défaite 10–19 contre Lili Goleador');
    renderHome(home({ last_result: { ...result, mine: 12, theirs: 12, outcome: 'nul' } }));
    expect(await screen.findByText('Match nul 12–12 contre Lili Goleador', {}, SLOW)).toBeTruthy();
  });

  it('no last result yet: no card', async () => {
    renderHome(home());
    expect(await screen.findByRole('heading', { name: 'Journée 4' }, SLOW)).toBeTruthy();
    expect(screen.queryByText(/contre Lili Goleador/)).toBeNull();
    expect(screen.queryByText(HOME_MSG.lastResultTitle(3))).toBeNull();
  });

  it('a complete lineup and a bye; a started matchday has no countdown', async () => {
    renderHome(
      home({
        compo: { filled: 11, saved: true, remind: false },
        rencontre: { match_no: 6, opponent: null, last: null },
        journee: { id: 11, numjournee: 4, status: 1, first_kickoff: '2026-09-05T12:30:00.000Z', kickoffs_unknown: 0, started: true },
        classement: { rank: 3, poolers: 12, previous_rank: 1 },
      }),
    );
    expect(await screen.findByText(HOME_MSG.compoComplete, {}, SLOW)).toBeTruthy();
    expect(screen.getByText(MSG.noOpponent)).toBeTruthy();
    expect(screen.getByText(HOME_MSG.lockPassed)).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText(HOME_MSG.rankDown(2))).toBeTruthy();
  });

  it('the hour before the first kickoff with an empty slot: a banner at the top, with the way to /compo', async () => {
    renderHome(home({ compo: { filled: 9, saved: false, remind: true } }));
    const banner = await screen.findByRole('alert', { name: HOME_MSG.reminderTitle(4) }, SLOW);
    expect(within(banner).getByText(HOME_MSG.reminderTitle(4))).toBeTruthy();
    expect(within(banner).getByText(HOME_MSG.reminderText(2))).toBeTruthy();
    expect(within(banner).getByRole('link', { name: HOME_MSG.compoFill }).getAttribute('href')).toBe('/compo');
    // Its place: above the matchday's card.
    const heading = screen.getByRole('heading', { name: 'Journée 4' });
    expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('the banner comes by itself when the reminder hour begins, without a reload', async () => {
    const answer = home({
      journee: { ...home().journee, first_kickoff: new Date(Date.now() + 60 * 60_000 + 300).toISOString() } as GameHome['journee'],
    });
    renderHome(answer);
    expect(await screen.findByRole('heading', { name: 'Journée 4' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('alert', { name: HOME_MSG.reminderTitle(4) })).toBeNull();
    // The server's answer from the hour on.
    answer.compo = { filled: 10, saved: false, remind: true };
    expect(await screen.findByRole('alert', { name: HOME_MSG.reminderTitle(4) }, SLOW)).toBeTruthy();
  });

  it('no banner when the server does not ask for it', async () => {
    renderHome(home());
    expect(await screen.findByRole('heading', { name: 'Journée 4' }, SLOW)).toBeTruthy();
    expect(screen.queryByText(HOME_MSG.reminderTitle(4))).toBeNull();
  });

  it('while the matchday is played: my match’s provisional score, mine first, marked en direct', async () => {
    const started = { id: 11, numjournee: 4, status: 1, first_kickoff: '2026-09-05T12:30:00.000Z', kickoffs_unknown: 0, started: true };
    renderHome(home({ journee: started as GameHome['journee'] }), {
      journee: { id: 11, numjournee: 4 },
      matchs: [{ id: 5, home: 'Lyon', away: 'Brest', home_score: 1, away_score: 0, minute: 52 }],
      rencontres: [{ id: 2, score1: 9, score2: 16 }],
      poolers: [
        { user_id: 8, total: 9 },
        { user_id: 7, total: 16 },
      ],
      joueurs: [],
    });
    const score = await screen.findByLabelText(AUTOPILOT_MSG.liveMatchLabel(true), {}, SLOW);
    expect(within(score).getByText(AUTOPILOT_MSG.onAir)).toBeTruthy();
    expect(within(score).getByText(HOME_MSG.liveScore(16, 9))).toBeTruthy();
  });

  it('between two matches the score stays, marked provisoire', async () => {
    const started = { id: 11, numjournee: 4, status: 1, first_kickoff: '2026-09-05T12:30:00.000Z', kickoffs_unknown: 0, started: true };
    renderHome(home({ journee: started as GameHome['journee'] }), {
      journee: { id: 11, numjournee: 4 },
      matchs: [],
      rencontres: [{ id: 2, score1: 9, score2: 16 }],
      poolers: [
        { user_id: 8, total: 9 },
        { user_id: 7, total: 16 },
      ],
      joueurs: [],
    });
    const score = await screen.findByLabelText(AUTOPILOT_MSG.liveMatchLabel(false), {}, SLOW);
    expect(within(score).getByText(AUTOPILOT_MSG.provisionalMark)).toBeTruthy();
    expect(within(score).getByText(HOME_MSG.liveScore(16, 9))).toBeTruthy();
  });

  it('during the draft: the Draft tile, whose turn it is and the pick clock in seconds', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const deadline = new Date(NOW.getTime() + 95_000).toISOString();
    renderHome(
      home({
        phase: 'draft',
        journee: null,
        compo: null,
        rencontre: null,
        turn: { kind: 'draft', round: 3, pooler: { id: 9, name: 'Dam le Renard' }, mine: false, paused: false, deadline },
      }),
    );
    expect(await screen.findByRole('heading', { name: HOME_MSG.draftTurn(3) }, SLOW)).toBeTruthy();
    expect(screen.getByText(HOME_MSG.turnOf('Dam le Renard'))).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe(`${HOME_MSG.pickClock} 1 min 35 s`);
    expect(screen.getByTestId('tile-Draft').getAttribute('href')).toBe('/draft');
  });
});

describe('the home between two seasons', { timeout: 20_000 }, () => {
  it('the active season finished: its champion, podium and records instead of the matchday', async () => {
    renderHome(home(), undefined, { list: saisonsAnswer(saison(2026, { active: true, finished: true })) });
    const end = await screen.findByRole('region', { name: SEASON_END_MSG.ended('Saison 2025/2026') }, SLOW);
    expect(within(end).getByText(SEASON_END_MSG.champion)).toBeTruthy();
    expect(within(end).getAllByText('Paul').length).toBeGreaterThan(0);
    expect(within(end).getByText('Paul 61–20 contre Marc (J7)')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Journée 4' })).toBeNull();
    expect(screen.getByTestId('tile-Compo')).toBeTruthy();
  });

  it('a season still played: the matchday, no season end', async () => {
    renderHome(home(), undefined, { list: saisonsAnswer(saison(2026, { active: true, finished: false }), saison(2025)) });
    expect(await screen.findByRole('heading', { name: 'Journée 4' }, SLOW)).toBeTruthy();
    expect(screen.queryByText(SEASON_END_MSG.champion)).toBeNull();
  });

  it('the new season not started by the league: last season’s champion, the palmarès, the wait for the admin', async () => {
    const list = saisonsAnswer(saison(2027, { active: true, finished: false, started: false }), saison(2026));
    renderHome(home({ phase: 'draft', journee: null, compo: null, rencontre: null }), undefined, { list });
    const card = await screen.findByRole('region', { name: SEASON_END_MSG.waitingTitle('Saison 2026/2027') }, SLOW);
    expect(await within(card).findByText(SEASON_END_MSG.lastChampion('Saison 2025/2026', 'Paul', 72))).toBeTruthy();
    expect(within(card).getByText(SEASON_END_MSG.waitingText('Saison 2026/2027'))).toBeTruthy();
    expect(within(card).getByRole('link', { name: SEASON_END_MSG.seePalmares }).getAttribute('href')).toBe('/palmares');
    expect(within(card).queryByRole('link', { name: SEASON_END_MSG.startSeason })).toBeNull();
  });

  it('the league’s admin gets the way to start it', async () => {
    const list = saisonsAnswer(saison(2027, { active: true, finished: false, started: false }), saison(2026));
    renderHome(home({ phase: 'draft', journee: null, compo: null, rencontre: null }), undefined, { list, role: 4 });
    const start = await screen.findByRole('link', { name: SEASON_END_MSG.startSeason }, SLOW);
    expect(start.getAttribute('href')).toBe('/admin/ligue');
  });
});

describe('the phase tile and the countdown format', () => {
  it('the phase tile: draft -> Draft, mercato -> Mercato, otherwise a disabled Mercato', () => {
    expect(phaseTile('draft')).toMatchObject({ label: 'Draft', to: '/draft' });
    expect(phaseTile('mercato')).toMatchObject({ label: 'Mercato', to: '/mercato' });
    expect(phaseTile('normal')).toMatchObject({ label: 'Mercato', to: null });
  });

  it('counts days, then hours, minutes and seconds', () => {
    expect(formatUntil(45)).toBe('45 s');
    expect(formatUntil(3 * 86_400 + 3600 + 65)).toBe('3 j 01 h 01 min 05 s');
  });
});
