import {
  clubsCalls,
  DRAFT_ERRORS,
  DRAFT_MSG,
  type DraftState,
  draftCalls,
  gameCalls,
  joueursCalls,
  type QueueEntry,
  seasonName,
  usersCalls,
} from '@poolfoot/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/notify';
import { renderApp } from '../../test/render';
import { failure, fakeServer } from '../../test/server';
import DraftChoixPage from './pages/draft-choix-page';
import DraftPage from './pages/draft-page';
import { draftState, JOUEURS, USERS } from './test-data';
import { watchToasts } from '../../test/toasts';

watchToasts();

const CAM = { id: 3, username: 'Camille', nickname: 'Cam la Magicienne', role: 1 };

/** My list as draft/queue.php tells it: each id's player, taken when drafted, not valid when `invalid` says so. */
function queueOf(state: DraftState, ids: number[], autopick = false, invalid: number[] = []) {
  const joueurs: QueueEntry[] = ids.map((id) => {
    const j = JOUEURS.find((x) => x.id === id);
    if (!j) throw new Error(`pas de joueur ${id}`);
    const available = !state.drafted_playerIds.includes(id);
    return {
      joueur_id: id,
      nom: `${j.prenom} ${j.nom}`,
      poste: j.poste,
      club: j.club_name,
      total_prev: j.total,
      available,
      valid: available && !invalid.includes(id),
    };
  });
  return { joueurs, autopick };
}

/** Camille's turn; at most one attacker, and she has one: Nom302 is no longer valid for her. */
const STATE = draftState({ max_joueurs_poste: { GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 1 } });

function serve(list: number[], state = STATE) {
  return fakeServer()
    .on(draftCalls.get, state)
    .on(joueursCalls.list, { joueurs: JOUEURS })
    .on(usersCalls.list, { users: USERS })
    .on(clubsCalls.list, { clubs: [] })
    .on(gameCalls.context, {
      game: { saison: { id: 2026, nom: seasonName(2026) }, userdata: { user_id: 3, classement: 1, poolers: 3 }, phase: 'draft' },
    })
    .on(draftCalls.queue, queueOf(state, list, false, [302]))
    .on(draftCalls.queueSet, ({ joueur_ids }) => ({ ...queueOf(state, joueur_ids, false, [302]), message: DRAFT_MSG.queueSaved }));
}

const renderChoix = () => renderApp(<DraftChoixPage />, { at: '/draft/choix', user: CAM });
const myList = async () => within(await screen.findByRole('list', { name: DRAFT_MSG.queueTitle }));
const names = (list: ReturnType<typeof within>) =>
  list.getAllByRole('listitem').map((li: HTMLElement) => /Nom\d+/.exec(li.textContent ?? '')?.[0]);

describe('« Ma liste » on /draft/choix', () => {
  it('shows my list in my order, each player gone said so: taken by whom, mine, or no longer valid for me', async () => {
    serve([201, 103, 301, 302]);
    renderChoix();
    const list = await myList();
    expect(names(list)).toEqual(['Nom201', 'Nom103', 'Nom301', 'Nom302']);
    const row = (n: number) => list.getAllByRole('listitem')[n] as HTMLElement;
    expect(within(row(0)).getByText(DRAFT_MSG.queueTakenBy('Bruno la Muraille'))).toBeTruthy();
    expect(row(1).getAttribute('data-gone')).toBeNull();
    expect(within(row(2)).getByText(DRAFT_MSG.queueMine)).toBeTruthy();
    expect(within(row(3)).getByText(DRAFT_ERRORS.poste('AT', 1))).toBeTruthy();
    // The first cannot go up, the last cannot go down.
    expect((list.getByRole('button', { name: DRAFT_MSG.queueUp('Prenom201 Nom201') }) as HTMLButtonElement).disabled).toBe(true);
    expect((list.getByRole('button', { name: DRAFT_MSG.queueDown('Prenom302 Nom302') }) as HTMLButtonElement).disabled).toBe(true);
  }, 20_000);

  it('says when it is empty', async () => {
    serve([]);
    renderChoix();
    expect(await screen.findByText(DRAFT_MSG.queueEmpty)).toBeTruthy();
    expect(screen.queryByRole('list', { name: DRAFT_MSG.queueTitle })).toBeNull();
  }, 20_000);

  it('moves a player up, removes one, and adds one from the players: each time the whole list is saved', async () => {
    const server = serve([103, 202]);
    renderChoix();
    const list = await myList();
    await userEvent.click(list.getByRole('button', { name: DRAFT_MSG.queueUp('Prenom202 Nom202') }));
    await vi.waitFor(() => expect(names(list)).toEqual(['Nom202', 'Nom103']));
    await userEvent.click(list.getByRole('button', { name: DRAFT_MSG.queueRemoveOf('Prenom103 Nom103') }));
    await vi.waitFor(() => expect(names(list)).toEqual(['Nom202']));
    // In the players: the one in my list offers to leave it, a free one to join it, a drafted one neither.
    const table = within(screen.getByRole('table', { name: 'Joueurs' }));
    expect(table.getByRole('button', { name: DRAFT_MSG.queueRemoveOf('Prenom202 Nom202') })).toBeTruthy();
    expect(table.queryByRole('button', { name: DRAFT_MSG.queueAddOf('Prenom101 Nom101') })).toBeNull();
    await userEvent.click(table.getByRole('button', { name: DRAFT_MSG.queueAddOf('Prenom102 Nom102') }));
    await vi.waitFor(() => expect(names(list)).toEqual(['Nom202', 'Nom102']));
    expect(await table.findByRole('button', { name: DRAFT_MSG.queueRemoveOf('Prenom102 Nom102') })).toBeTruthy();
    expect(server.received(draftCalls.queueSet)).toEqual([{ joueur_ids: [202, 103] }, { joueur_ids: [202] }, { joueur_ids: [202, 102] }]);
  }, 20_000);

  it('a refused list: the server’s words in a toast, my list as it was', async () => {
    serve([103]).on(draftCalls.queueSet, failure('bad_request', DRAFT_MSG.queueTooLong));
    renderChoix();
    const list = await myList();
    const table = within(screen.getByRole('table', { name: 'Joueurs' }));
    await userEvent.click(table.getByRole('button', { name: DRAFT_MSG.queueAddOf('Prenom102 Nom102') }));
    await vi.waitFor(() => expect(toast.warning).toHaveBeenCalledWith(DRAFT_MSG.queueTooLong));
    expect(names(list)).toEqual(['Nom103']);
  }, 20_000);
});

describe('« Je serai absent : choisir pour moi »', () => {
  it('turns autopick on, says what it does, and the draft is read again (my pick may be made at once)', async () => {
    let away = false;
    const server = serve([103])
      .on(draftCalls.queue, () => queueOf(STATE, [103], away))
      .on(draftCalls.autopick, ({ on }) => {
        away = on;
        return { ...queueOf(STATE, [103], on), message: DRAFT_MSG.autopickOn };
      });
    renderChoix();
    const toggle = (await screen.findByRole('switch', { name: DRAFT_MSG.autopickLabel })) as HTMLInputElement;
    expect(screen.getByText(DRAFT_MSG.autopickHelp)).toBeTruthy();
    expect(toggle.checked).toBe(false);
    const reads = server.received(draftCalls.get).length;
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(toggle.checked).toBe(true));
    expect(server.received(draftCalls.autopick)).toEqual([{ on: true }]);
    expect(toast.success).toHaveBeenCalledWith(DRAFT_MSG.autopickOn);
    await vi.waitFor(() => expect(server.received(draftCalls.get).length).toBeGreaterThan(reads));
  }, 20_000);
});

describe('the draft page', () => {
  it('shows who is away, and marks a pick from a list apart from the best player left', async () => {
    const state = draftState();
    state.autopick = [2];
    state.choix['1'] = {
      '1': { userId: 1, playerId: 101, auto: false, from_list: false },
      '2': { userId: 2, playerId: 201, auto: true, from_list: true },
      '3': { userId: 3, playerId: 301, auto: true, from_list: false },
    };
    serve([], state);
    renderApp(<DraftPage />, { at: '/draft', user: CAM });
    const away = await screen.findByRole('list', { name: DRAFT_MSG.awayTitle });
    expect(
      within(away)
        .getAllByRole('listitem')
        .map((b) => b.textContent),
    ).toEqual(['Bruno la Muraille']);
    const rounds = within(screen.getByRole('table', { name: 'Tours de la draft' }));
    expect(rounds.getByText('Prenom201 Nom201').parentElement?.textContent).toContain(DRAFT_MSG.markList);
    expect(rounds.getByText('Prenom301 Nom301').parentElement?.textContent).toContain(DRAFT_MSG.markAuto);
    expect(rounds.getByText('Prenom101 Nom101').parentElement?.textContent).not.toMatch(/liste|auto/);
  }, 20_000);
});
