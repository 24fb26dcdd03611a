import { LIGUES_MSG, liguesCalls, SAISON_MSG, type SaisonItem, saisonsCalls } from '@poolfoot/domain';
import type { InputOf } from '@poolfoot/domain/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { type AnswerOf, failure, fakeServer } from '../../../test/server';
import LeaguePage from '../pages/league-page';

const settings = {
  max_joueurs_poste: { GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 3 },
  max_par_club: 3,
  pick_clock_minutes: 0,
  max_poolers: 20,
  room_events: { draft: true, mercato: true, trades: true, results: true, champion: true },
};
const member = (user_id: number, username: string, active = true) => ({
  user_id,
  username,
  nickname: username,
  email: `${username.toLowerCase()}@exemple.fr`,
  role: user_id === 1 ? 4 : 1,
  active,
  joined_at: '2025-08-01T10:00:00.000Z',
  last_seen: null,
  refused: { role: null, remove: null, link: null },
});
const MEMBERS = [member(1, 'Alice'), member(2, 'Bruno'), member(3, 'Chloé'), member(4, 'David', false)];
const admin = { id: 1, username: 'Alice', nickname: 'Alice', role: 4 };
const NEW = { id: 2027, nom: 'Saison 2026/2027', active: true, finished: false, started: false };
const PAST = { id: 2026, nom: 'Saison 2025/2026', active: false, finished: true, started: true };
const ordre = (ids: number[]) => ids.map((id) => ({ user_id: id, username: MEMBERS[id - 1]?.username ?? '' }));

type Start = (input: InputOf<typeof saisonsCalls.start>) => AnswerOf<typeof saisonsCalls.start> | ReturnType<typeof failure>;

/** The league page of Alice, the league's admin, with the league's seasons as given and the start answered by `start`. */
function renderPage(saisons: SaisonItem[], start: Start = () => failure('internal', 'Appel non prévu par le test')) {
  const server = fakeServer()
    .on(liguesCalls.mine, { leagues: [{ id: 7, nom: 'Les amis', role: 4 }], active_id: 7, instance_admin: false })
    .on(liguesCalls.get, { league: { id: 7, nom: 'Les amis', settings, members: 3, draft_started: true } })
    .on(liguesCalls.members, { members: MEMBERS })
    .on(saisonsCalls.list, { saisons, active_id: 2027 })
    .on(saisonsCalls.start, start);
  renderApp(<LeaguePage />, { at: '/admin/ligue', user: admin });
  return server;
}

const section = async () =>
  (await screen.findByRole('heading', { name: LIGUES_MSG.startTitle })).closest('.mantine-Card-root') as HTMLElement;

/** Launches from the section, through its confirmation (which says what happens and the order chosen). */
async function launch(user: ReturnType<typeof userEvent.setup>, order: string) {
  await user.click(within(await section()).getByRole('button', { name: LIGUES_MSG.start }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(LIGUES_MSG.startConfirm(NEW.nom))).toBeTruthy();
  expect(within(dialog).getByText(LIGUES_MSG.startConfirmOrder(order))).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: LIGUES_MSG.start }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the league page: the next season started for the league', { timeout: 30_000 }, () => {
  it('by default in the reverse of last season’s ranking, after a confirmation; then the order answered and the way to the draft', async () => {
    const server = renderPage([NEW, PAST], () => ({
      saison_id: 2027,
      nom: NEW.nom,
      ordre: ordre([3, 2, 1]),
      message: SAISON_MSG.started(NEW.nom),
    }));
    const user = userEvent.setup({ delay: null });
    const card = await section();
    expect(within(card).getByText(LIGUES_MSG.startIntro(NEW.nom))).toBeTruthy();
    expect((within(card).getByRole('radio', { name: LIGUES_MSG.orderReverse }) as HTMLInputElement).checked).toBe(true);
    // Cancelled, nothing is posted.
    await user.click(within(card).getByRole('button', { name: LIGUES_MSG.start }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.asked(saisonsCalls.start)).toBe(false);

    await launch(user, LIGUES_MSG.orderReverse);
    expect(server.received(saisonsCalls.start)).toEqual([{ ordre: 'reverse' }]);
    expect(await screen.findByText(SAISON_MSG.started(NEW.nom))).toBeTruthy();
    const list = screen.getByRole('list', { name: LIGUES_MSG.orderLabel });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Chloé', 'Bruno', 'Alice']);
    expect(screen.getByRole('link', { name: LIGUES_MSG.toDraft }).getAttribute('href')).toBe('/admin/draft');
  });

  it('at random', async () => {
    const server = renderPage([NEW, PAST], () => ({ saison_id: 2027, nom: NEW.nom, ordre: ordre([2, 1, 3]) }));
    const user = userEvent.setup({ delay: null });
    await user.click(within(await section()).getByRole('radio', { name: LIGUES_MSG.orderRandom }));
    await launch(user, LIGUES_MSG.orderRandom);
    expect(server.received(saisonsCalls.start)).toEqual([{ ordre: 'random' }]);
    // Without a message of its own, the answer is said with the season's name.
    expect(await screen.findByText(SAISON_MSG.started(NEW.nom))).toBeTruthy();
  });

  it('by hand: the active members reordered with the up and down buttons, posted in that order', async () => {
    const server = renderPage([NEW, PAST], ({ ordre: ids }) => ({
      saison_id: 2027,
      nom: NEW.nom,
      ordre: ordre(Array.isArray(ids) ? ids : []),
    }));
    const user = userEvent.setup({ delay: null });
    const card = await section();
    expect(within(card).queryByRole('list', { name: 'Ordre de la draft' })).toBeNull();
    await user.click(within(card).getByRole('radio', { name: LIGUES_MSG.orderManual }));
    const editor = within(card).getByRole('list', { name: 'Ordre de la draft' });
    // The active members only (David was deactivated), in the members' order.
    expect(
      within(editor)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.Alice', '2.Bruno', '3.Chloé']);
    await user.click(within(editor).getByRole('button', { name: 'Monter Chloé' }));
    await user.click(within(editor).getByRole('button', { name: 'Monter Chloé' }));
    await user.click(within(editor).getByRole('button', { name: 'Descendre Alice' }));
    await launch(user, LIGUES_MSG.orderManual);
    expect(server.received(saisonsCalls.start)).toEqual([{ ordre: [3, 2, 1] }]);
    const answered = await screen.findByRole('list', { name: LIGUES_MSG.orderLabel });
    expect(
      within(answered)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Chloé', 'Bruno', 'Alice']);
  });

  it('a refusal is said in the section, which stays to try again', async () => {
    renderPage([NEW, PAST], () => failure('conflict', SAISON_MSG.activeFinished(NEW.nom)));
    const user = userEvent.setup({ delay: null });
    await launch(user, LIGUES_MSG.orderReverse);
    const card = await section();
    expect((await within(card).findByRole('alert')).textContent).toBe(SAISON_MSG.activeFinished(NEW.nom));
    expect(within(card).getByRole('button', { name: LIGUES_MSG.start })).toBeTruthy();
  });

  it('not shown once the league started the active season', async () => {
    renderPage([{ ...NEW, started: true }, PAST]);
    expect(await screen.findByText(LIGUES_MSG.membersTitle(3))).toBeTruthy();
    await screen.findByRole('listitem', { name: 'Bruno' });
    expect(screen.queryByRole('heading', { name: LIGUES_MSG.startTitle })).toBeNull();
  });

  it('not shown in a league’s first season', async () => {
    const server = renderPage([NEW]);
    await screen.findByRole('listitem', { name: 'Bruno' });
    await waitFor(() => expect(server.asked(saisonsCalls.list)).toBe(true));
    expect(screen.queryByRole('heading', { name: LIGUES_MSG.startTitle })).toBeNull();
  });
});
