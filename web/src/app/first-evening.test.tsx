import {
  autopilotCalls,
  clubsCalls,
  composCalls,
  DRAFT_MSG,
  draftCalls,
  type GameHome,
  gameCalls,
  HOME_MSG,
  joueursCalls,
  MERCATO_MSG,
  MSG,
  mercatoCalls,
  NEXT_STEP_MSG,
  type NextStep,
  resultatsCalls,
  saisonsCalls,
  teamsCalls,
  usersCalls,
} from '@poolfoot/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftState, USERS } from '../features/draft/test-data';
import { saison, saisonsAnswer } from '../features/saisons/test-data';
import AdminDraftBoardPage from '../features/draft/pages/admin-draft-board-page';
import CompoPage from '../features/compos/pages/compo-page';
import DraftChoixPage from '../features/draft/pages/draft-choix-page';
import DraftPage from '../features/draft/pages/draft-page';
import GeneralRanking from '../features/resultats/components/general-ranking';
import HomePage from '../features/home/home-page';
import MercatoPage from '../features/mercato/pages/mercato-page';
import TeamPage from '../features/teams/pages/team-page';
import TeamsAllPage from '../features/teams/pages/teams-all-page';
import { renderApp } from '../test/render';
import { failure, fakeServer } from '../test/server';

// A real group's first evening (DEMO=none): every page of a league before its draft says the state and what comes next
// (game/home.php `next`), worded for the one who takes the step, with the way to it for him.

const SLOW = { timeout: 8000 };
const POOLER = { id: 2, username: 'Bruno', nickname: 'Bruno', role: 1 };
const ADMIN = { id: 1, username: 'Alice', nickname: 'Alice', role: 4 };

const homeAnswer = (next: GameHome['next'], over: Partial<GameHome> = {}): GameHome => ({
  phase: 'draft',
  next,
  classement: { rank: null, poolers: 3, previous_rank: null },
  journee: null,
  compo: null,
  rencontre: null,
  last_result: null,
  turn: null,
  ...over,
});
const notStarted = () => ({
  ...draftState({ status: 'non débuté', tour: 1, choix: 1, prochain_pooler_id: 1 }),
  choix: {},
  drafted_playerIds: [],
  bilan_poolers: {},
});
const emptyTeam = { saison_id: 2026, journee: 1, count: 0, user_id: 2, username: 'Bruno', joueurs: [] };

/** The calls every page of a new league reads: its home (the next step), its single season, its draft not started. */
function newLeague(step: NextStep, mine: boolean, over: Partial<GameHome> = {}) {
  return fakeServer()
    .on(gameCalls.home, { home: homeAnswer({ step, mine }, over) })
    .on(gameCalls.context, {
      game: { saison: { id: 2026, nom: 'Saison 2025/2026' }, userdata: { user_id: 2, classement: null, poolers: 3 }, phase: 'draft' },
    })
    .on(autopilotCalls.live, { journee: null, matchs: [], rencontres: [], poolers: [], joueurs: [] })
    .on(saisonsCalls.list, saisonsAnswer(saison(2026, { active: true, finished: false, started: false })))
    .on(draftCalls.get, notStarted())
    .on(joueursCalls.list, { joueurs: [] })
    .on(clubsCalls.list, { clubs: [] })
    .on(usersCalls.list, { users: USERS });
}

/** The next step's card of a page: its title, its text, and the way to it when there is one. */
async function stepCard(step: NextStep) {
  return screen.findByRole('region', { name: NEXT_STEP_MSG.title[step] }, SLOW);
}

describe('a new league’s pages before its draft', { timeout: 30_000 }, () => {
  it('the home: the season to set up, by the instance’s admin; no rank, no lineup to complete', async () => {
    newLeague('season_setup', false);
    renderApp(<HomePage />, { at: '/home', path: '/home', user: POOLER });
    const card = await stepCard('season_setup');
    expect(within(card).getByText(NEXT_STEP_MSG.others.season_setup)).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(screen.queryByLabelText('Classement')).toBeNull();
    expect(screen.queryByText(HOME_MSG.compoFill)).toBeNull();
  });

  it('the home of the instance’s admin: the way to the set-up on /admin', async () => {
    newLeague('season_setup', true);
    renderApp(<HomePage />, { at: '/home', path: '/home', user: ADMIN });
    const card = await stepCard('season_setup');
    expect(within(card).getByText(NEXT_STEP_MSG.mine.season_setup)).toBeTruthy();
    expect(within(card).getByRole('link', { name: NEXT_STEP_MSG.action.season_setup }).getAttribute('href')).toBe('/admin');
  });

  it('the home with a matchday but no team yet: the draft to start, no « Compléter ma compo »', async () => {
    const journee = { id: 9, numjournee: 1, status: 0 as const, first_kickoff: null, kickoffs_unknown: 0, started: false };
    newLeague('draft_start', false, { journee });
    renderApp(<HomePage />, { at: '/home', path: '/home', user: POOLER });
    expect(within(await stepCard('draft_start')).getByText(NEXT_STEP_MSG.others.draft_start)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: HOME_MSG.matchday(1) }, SLOW)).toBeTruthy();
    expect(screen.queryByText(HOME_MSG.compoFill)).toBeNull();
    expect(screen.queryByRole('link', { name: HOME_MSG.compoEdit })).toBeNull();
  });

  it('/compo: what the league waits for, not « Journée introuvable » nor « Aucune team trouvée »', async () => {
    newLeague('draft_order', false).on(composCalls.getCompo, {
      team: emptyTeam,
      journee: null,
      compo: null,
      locked_joueur_ids: [],
      picker: { last_numjournee: null, joueurs: [] },
    });
    renderApp(<CompoPage />, { user: POOLER });
    expect(within(await stepCard('draft_order')).getByText(NEXT_STEP_MSG.others.draft_order)).toBeTruthy();
    expect(screen.queryByText(MSG.matchdayNotFound)).toBeNull();
    expect(screen.queryByText(MSG.teamEmpty)).toBeNull();
  });

  it('/draft: the draft not started, instead of « Au tour de : — »; its admin gets the way to the board', async () => {
    newLeague('draft_start', true);
    renderApp(<DraftPage />, { at: '/draft', path: '/draft', user: ADMIN });
    const card = await stepCard('draft_start');
    expect(within(card).getByRole('link', { name: NEXT_STEP_MSG.action.draft_start }).getAttribute('href')).toBe('/admin/draft/board');
    expect(screen.queryByText(/Au tour de/)).toBeNull();
  });

  it('/draft/choix: the draft not started, instead of « Ce n’est pas votre tour »', async () => {
    newLeague('season_setup', false);
    renderApp(<DraftChoixPage />, { at: '/draft/choix', path: '/draft/choix', user: POOLER });
    expect(within(await stepCard('season_setup')).getByText(NEXT_STEP_MSG.others.season_setup)).toBeTruthy();
    expect(screen.queryByText(/Ce n’est pas votre tour/)).toBeNull();
    expect(screen.queryByText(/au tour de/)).toBeNull();
  });

  it('/mercato before the draft: what comes first; after it, who opens the mercato', async () => {
    const closed = {
      meta: { round: 1, status: 'non débuté' as const, cursor: { user_id: null, username: null } },
      order: { standby: [], list: [] },
      gestion: { journee_effet: null, max_par_club: 3 },
      moves: [],
    };
    const server = newLeague('draft_order', false).on(mercatoCalls.get, closed);
    const view = renderApp(<MercatoPage />, { user: POOLER });
    expect(within(await stepCard('draft_order')).getByText(NEXT_STEP_MSG.others.draft_order)).toBeTruthy();
    view.unmount();
    server.on(gameCalls.home, { home: homeAnswer(null, { phase: 'normal' }) });
    renderApp(<MercatoPage />, { user: POOLER });
    expect(await screen.findByText(NEXT_STEP_MSG.mercatoLater(false), {}, SLOW)).toBeTruthy();
    expect(screen.getByText(MERCATO_MSG.notOpenYet)).toBeTruthy();
  });

  it('/classement before any result: nobody ranked, when the ranking starts, and what the league waits for', async () => {
    const unranked = USERS.map((u) => ({
      rank: null,
      user_id: u.id,
      username: u.nickname,
      points_classement: 0,
      total_saison: 0,
      lost_saison: 0,
      total_stars: 0,
    }));
    newLeague('draft_start', false)
      .on(resultatsCalls.getGeneral, { saison_id: 2026, classement: unranked })
      .on(resultatsCalls.getHistory, { saison_id: 2026, history: [] });
    renderApp(<GeneralRanking />, { at: '/classement', path: '/classement', user: POOLER });
    expect(await screen.findByText(NEXT_STEP_MSG.noRankYet, {}, SLOW)).toBeTruthy();
    expect(within(await stepCard('draft_start')).getByText(NEXT_STEP_MSG.others.draft_start)).toBeTruthy();
  });

  it('/teams/all and /team: empty teams, and what the league waits for', async () => {
    newLeague('draft_order', true)
      .on(teamsCalls.getAll, { saison_id: 2026, journee: 1, teams: [emptyTeam] })
      .on(teamsCalls.getByUser, { team: emptyTeam });
    const view = renderApp(<TeamsAllPage />, { at: '/teams/all', path: '/teams/all', user: ADMIN });
    const card = await stepCard('draft_order');
    expect(within(card).getByRole('link', { name: NEXT_STEP_MSG.action.draft_order }).getAttribute('href')).toBe('/admin/draft/init');
    view.unmount();
    renderApp(<TeamPage />, { at: '/team', path: '/team', user: POOLER });
    expect(await screen.findByText(MSG.teamEmpty, {}, SLOW)).toBeTruthy();
    expect(await stepCard('draft_order')).toBeTruthy();
  });
});

describe('Démarrer on the draft board', { timeout: 30_000 }, () => {
  it('asks first, then shows the server’s reason when the season has no players; the way to the set-up for the instance’s admin', async () => {
    const refusal = DRAFT_MSG.noPlayers('Saison 2025/2026', true);
    const server = newLeague('season_setup', true).on(draftCalls.changeStatus, failure('conflict', refusal));
    renderApp(<AdminDraftBoardPage />, { at: '/admin/draft/board', path: '/admin/draft/board', user: ADMIN });
    const card = await stepCard('season_setup');
    expect(within(card).getByRole('link', { name: NEXT_STEP_MSG.action.season_setup }).getAttribute('href')).toBe('/admin');
    fireEvent.click(await screen.findByRole('button', { name: MSG.draftActions.start }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText(DRAFT_MSG.startConfirm)).toBeTruthy();
    expect(server.received(draftCalls.changeStatus)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: MSG.draftActions.start }));
    await waitFor(() => expect(server.received(draftCalls.changeStatus)).toEqual([{ status: 'en cours' }]), SLOW);
    expect(await screen.findByText(MSG.errorWith(refusal), {}, SLOW)).toBeTruthy();
  });
});
