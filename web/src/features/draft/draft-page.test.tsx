import { DRAFT_MSG, draftCalls, gameCalls, joueursCalls, MSG, seasonName, usersCalls } from '@poolfoot/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { fakeServer } from '../../test/server';
import { OrderEditor } from './components/order-editor';
import { JoueurPicker } from './components/joueur-picker';
import { TURN_TITLE } from './components/turn-alert';
import DraftPage from './pages/draft-page';
import DraftStatsPage from './pages/draft-stats-page';
import { draftState, JOUEURS, joueur, USERS } from './test-data';

/** The game context of the active season `saison` (its id, the year it ends). */
const context = (saison: number) => ({
  game: { saison: { id: saison, nom: seasonName(saison) }, userdata: { user_id: 3, classement: 1, poolers: 3 }, phase: 'draft' as const },
});

function serve(state = draftState(), saison = 2026) {
  return fakeServer()
    .on(draftCalls.get, state)
    .on(joueursCalls.list, { joueurs: JOUEURS })
    .on(usersCalls.list, { users: USERS })
    .on(gameCalls.context, context(saison));
}

function renderDraft(userId: number) {
  renderApp(<DraftPage />, { at: '/draft', path: '/draft', user: { id: userId, username: 'u', nickname: 'u', role: 1 } });
}

afterEach(() => {
  document.title = 'Poolfoot';
});

describe('draft page', () => {
  it("on the user's turn: the title, the message, 'Choisir un joueur', and the tab title says so", async () => {
    serve();
    renderDraft(3);
    expect(await screen.findByRole('heading', { name: MSG.draftTitle(2, 20) })).toBeTruthy();
    expect(screen.getByText('C’est votre tour !')).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.draftChoose }).getAttribute('href')).toBe('/draft/choix');
    expect((await screen.findByRole('link', { name: 'Stats 2024/2025' })).getAttribute('href')).toBe('/draft/stats2025');
    expect(screen.queryByRole('link', { name: MSG.draftSeePlayers })).toBeNull();
    expect(document.title).toBe(TURN_TITLE);
    expect(screen.getByText(/Actualisation dans \d+ s/)).toBeTruthy();
    // The rounds table: the clock's pick is marked auto.
    const rounds = screen.getByRole('table', { name: 'Tours de la draft' });
    expect(within(rounds).getAllByText('auto')).toHaveLength(1);
  }, 20_000);

  it('a finished draft says so and counts down to no refresh', async () => {
    serve(draftState({ status: 'terminé', prochain_pooler_id: null }));
    renderDraft(2);
    expect(await screen.findByText('La draft est terminée.')).toBeTruthy();
    expect(screen.queryByText(/Actualisation dans/)).toBeNull();
  }, 20_000);

  it("otherwise 'Voir les joueurs' and whose turn it is; only user 1 sees the position grid", async () => {
    serve();
    renderDraft(2);
    expect(await screen.findByRole('link', { name: MSG.draftSeePlayers })).toBeTruthy();
    expect(screen.getByText(/Au tour de/).textContent).toContain('Cam la Magicienne');
    expect(screen.queryByRole('table', { name: 'Grille des postes par pooler' })).toBeNull();
    expect(document.title).not.toBe(TURN_TITLE);
  }, 20_000);

  it('user 1: the grid greys the cells beyond each position maximum', async () => {
    serve();
    renderDraft(1);
    const grid = await screen.findByRole('table', { name: 'Grille des postes par pooler' });
    // 4 cells per position (the largest maximum); GB max 2: 2 greyed per pooler; user 1's first GB filled.
    expect(within(grid).getAllByRole('img', { name: /^GB \d : au-delà du maximum$/ })).toHaveLength(6);
    expect(within(grid).queryAllByRole('img', { name: /^DC \d : au-delà du maximum$/ })).toHaveLength(0);
    expect(within(grid).getByRole('img', { name: 'GB 1 : Prenom101 Nom101' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Mes joueurs par poste' })).getByText('GB 1 / 2')).toBeTruthy();
  }, 20_000);
});

describe("the draft's stats of the previous season", () => {
  it('are named after the season before the active one, on the draft page and on their own page (no season written in code)', async () => {
    serve(draftState(), 2027);
    renderDraft(3);
    expect((await screen.findByRole('link', { name: 'Stats 2025/2026' })).getAttribute('href')).toBe('/draft/stats2025');
    expect(screen.queryByRole('link', { name: 'Stats 2024/2025' })).toBeNull();
  }, 20_000);

  it('their page: titled after the previous season, its players ranked by their totals', async () => {
    serve(draftState(), 2027);
    renderApp(<DraftStatsPage />, { at: '/draft/stats2025', user: { id: 3, username: 'u', nickname: 'u', role: 1 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stats 2025/2026' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Classement général' })).toBeTruthy();
  }, 20_000);

  it('their page says so when the active season cannot be read', async () => {
    fakeServer().on(joueursCalls.list, { joueurs: JOUEURS });
    renderApp(<DraftStatsPage />, { at: '/draft/stats2025', user: { id: 3, username: 'u', nickname: 'u', role: 1 } });
    expect(await screen.findByText(/Appel non prévu par le test : .*game\/context/)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  }, 20_000);
});

describe('player picker', () => {
  it('shows unavailable players with the reason and a pick button on the others', async () => {
    const onPick = vi.fn();
    const drafted = new Set([101]);
    renderApp(
      <JoueurPicker
        joueurs={JOUEURS}
        clubs={[{ value: '10', label: 'Club10' }]}
        reason={(j) => (drafted.has(j.id) ? 'Ce joueur a déjà été choisi.' : null)}
        action={{ label: 'Choisir', onPick, disabled: false }}
      />,
    );
    expect(screen.getByText('7 joueurs, dont 6 disponibles')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Joueurs' });
    const row = within(table).getByText('Prenom101 Nom101').closest('tr') as HTMLElement;
    expect(row.getAttribute('data-unavailable')).toBe('true');
    expect(within(row).getByText('Ce joueur a déjà été choisi.')).toBeTruthy();
    // The same players as cards for a phone, the reason on the card too.
    const card = within(screen.getByRole('list', { name: 'Joueurs' }))
      .getByText('Prenom101 Nom101')
      .closest('li') as HTMLElement;
    expect(card.getAttribute('data-unavailable')).toBe('true');
    expect(within(card).getByText('Ce joueur a déjà été choisi.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Nom'), 'nom302');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(within(table).getByRole('button', { name: 'Choisir Prenom302 Nom302' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 302 }));
  }, 20_000);
});

describe('player picker: the order', () => {
  it("comes by last season's total, highest first, on a desktop's table and a phone's cards, and says so", async () => {
    fakeServer().on(gameCalls.context, context(2026));
    const joueurs = [joueur(1, 'GB', 10, 12), joueur(2, 'AT', 10, 140), joueur(3, 'MC', 11, 0), joueur(4, 'DC', 11, 57)];
    renderApp(<JoueurPicker joueurs={joueurs} clubs={[]} reason={() => null} />, {
      user: { id: 3, username: 'u', nickname: 'u', role: 1 },
    });
    expect(await screen.findByText(DRAFT_MSG.sortedByPrev('2024/25'))).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Joueurs' });
    expect(within(table).getByRole('columnheader', { name: 'Total 2024/25' }).getAttribute('aria-sort')).toBe('descending');
    const names = (root: HTMLElement, item: string) => [...root.querySelectorAll(item)].map((e) => /Nom\d+/.exec(e.textContent ?? '')?.[0]);
    expect(names(within(table).getAllByRole('rowgroup')[1] as HTMLElement, 'tr')).toEqual(['Nom2', 'Nom4', 'Nom1', 'Nom3']);
    expect(names(screen.getByRole('list', { name: 'Joueurs' }), 'li')).toEqual(['Nom2', 'Nom4', 'Nom1', 'Nom3']);
  }, 20_000);
});

describe('order editor', () => {
  it('disables the first up and the last down, moves rows and saves the ids', async () => {
    const onSave = vi.fn();
    renderApp(<OrderEditor initial={USERS} onSave={onSave} saving={false} />);
    expect((screen.getByRole('button', { name: 'Monter Le Président' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Descendre Cam la Magicienne' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Monter Cam la Magicienne' }));
    await userEvent.click(screen.getByRole('button', { name: 'Valider l’ordre' }));
    expect(onSave).toHaveBeenCalledWith([1, 3, 2]);
  }, 20_000);
});
