import { joueursCalls, MSG, type StatsPlayerRow, statsCalls, usersCalls } from '@poolfoot/domain';
import type { InputOf } from '@poolfoot/domain/endpoint';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { DEFAULT_SORT, nextSort } from '../sort';
import { JoueursRanking } from './joueurs-ranking';

const row = (
  joueur_id: number,
  nom: string,
  club_name: string,
  poste: StatsPlayerRow['poste'],
  total: number,
  owner: [number, string] | null = null,
): StatsPlayerRow => ({
  joueur_id,
  prenom: null,
  nom,
  club_id: joueur_id,
  club_name,
  poste,
  total,
  owned: owner !== null,
  owner_id: owner?.[0] ?? null,
  owner: owner?.[1] ?? null,
});

// In the order the server answers them (by total, highest first).
const ROWS = [
  row(2, 'Bernard', 'Brest', 'AT', 30, [7, 'Lili Goleador']),
  row(4, 'Éric', 'Marseille', 'DC', 12, [8, 'Bruno']),
  row(1, 'Martin', 'Lyon', 'MC', 12),
  row(3, 'Durand', 'Angers', 'GB', 7),
];

type Answer = { rows: StatsPlayerRow[]; total_rows?: number };

/**
 * The ranking on the fake server: stats/players.php answers `answer(request)` (the server's filtering and sorting are
 * the API tests' part: here, what the screen asks and how it shows the page it gets), with every request recorded.
 */
function renderRanking(answer: (request: InputOf<typeof statsCalls.players>) => Answer = () => ({ rows: ROWS }), onSelect = vi.fn()) {
  const server = fakeServer()
    .on(statsCalls.players, (request) => {
      const a = answer(request);
      return {
        saison_id: 2026,
        until_journee: 3,
        rows: a.rows,
        total_rows: a.total_rows ?? a.rows.length,
        page: request.page,
        limit: request.limit,
      };
    })
    .on(joueursCalls.getClubsPostes, {
      clubs: [
        { id: 9, name: 'Lyon' },
        { id: 2, name: 'Brest' },
      ],
      postes: [],
    })
    .on(usersCalls.list, {
      users: [
        { id: 7, username: 'lili', nickname: 'Lili Goleador' },
        { id: 8, username: 'Bruno', nickname: '' },
      ],
    });
  renderApp(<JoueursRanking onSelect={onSelect} />);
  /** The last request, as the server reads it: what to show. */
  const last = () => server.received(statsCalls.players).at(-1) ?? {};
  return { onSelect, last };
}

const table = () => screen.getByRole('table', { name: 'Classement par poste' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell')[0]?.textContent);
const header = (name: string) => within(table()).getByRole('button', { name });
/** Picks an option of a Select (its listbox found through aria-controls; jsdom leaves it hidden). */
async function choose(label: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.click(input);
  const target = await waitFor(() => {
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    const found =
      listbox &&
      within(listbox)
        .queryAllByRole('option', { hidden: true })
        .find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(target);
}

describe('the players ranking', () => {
  it('asks the server for the first page by total, highest first, and shows it with each owner named', async () => {
    const { last } = renderRanking();
    await waitFor(() => expect(names()).toEqual(['Bernard', 'Éric', 'Martin', 'Durand']));
    expect(last()).toEqual({ sort: 'total', dir: 'desc', page: 1, limit: 25 });
    expect(within(table()).getByRole('columnheader', { name: 'Total' }).getAttribute('aria-sort')).toBe('descending');
    expect(within(table()).getAllByRole('row')[1]?.textContent).toContain('Lili Goleador');
    expect(within(table()).getAllByRole('row')[3]?.textContent).toContain('Libre');
    expect(screen.getByText('4 joueurs')).toBeTruthy();
  });

  it('sorts a newly chosen text column ascending, and flips it on a second click, back to the first page', async () => {
    const { last } = renderRanking();
    await waitFor(() => expect(names()).toHaveLength(4));
    await userEvent.click(header('Club'));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'club_name', dir: 'asc', page: 1 }));
    expect(within(table()).getByRole('columnheader', { name: 'Club' }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(header('Club'));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'club_name', dir: 'desc' }));
    await userEvent.click(header('Nom'));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'nom', dir: 'asc' }));
    await userEvent.click(header('Poste'));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'poste', dir: 'asc' }));
    await userEvent.click(header('Total'));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'total', dir: 'desc' }));
  });

  it('asks for a position, a name (from 2 letters), an owner and a club; says when nothing matches', async () => {
    const { last } = renderRanking((p) => ({ rows: p.club_id !== undefined ? [] : p.owner === 7 ? [ROWS[0] as StatsPlayerRow] : ROWS }));
    await waitFor(() => expect(names()).toHaveLength(4));
    await userEvent.click(screen.getByRole('radio', { name: 'GB' }));
    await waitFor(() => expect(last()).toMatchObject({ poste: 'GB' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Tous' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'e');
    await waitFor(() => expect(last()).not.toHaveProperty('poste'));
    expect(last()).not.toHaveProperty('q');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'ri');
    await waitFor(() => expect(last()).toMatchObject({ q: 'eri' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Nom' }));
    await choose('Pooler', 'Libres');
    await waitFor(() => expect(last()).toMatchObject({ owner: 'libres' }));
    await choose('Pooler', 'Lili Goleador');
    await waitFor(() => expect(names()).toEqual(['Bernard']));
    expect(last()).toMatchObject({ owner: 7 });
    expect(screen.getByText('1 joueur')).toBeTruthy();
    await choose('Club', 'Brest');
    await waitFor(() => expect(screen.getByText('Aucun joueur ne correspond aux filtres.')).toBeTruthy());
    expect(last()).toMatchObject({ club_id: 2, owner: 7 });
  });

  it('shows the pages the server counts, asks for the next one, and for bigger pages', async () => {
    const many = Array.from({ length: 60 }, (_, i) => row(i + 1, `Joueur${String(i + 1).padStart(2, '0')}`, 'Lyon', 'MC', 100 - i));
    const { last } = renderRanking((p) => {
      const { page, limit } = p;
      return { rows: many.slice((page - 1) * limit, page * limit), total_rows: many.length };
    });
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(names()[0]).toBe('Joueur01');
    expect(screen.getByText('60 joueurs')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(names()[0]).toBe('Joueur26'));
    expect(last()).toMatchObject({ page: 2, limit: 25 });
    await choose('Par page', '100');
    await waitFor(() => expect(names()).toHaveLength(60));
    expect(last()).toMatchObject({ page: 1, limit: 100 });
  });

  it('highlights the players a team owns and opens a player on click', async () => {
    const { onSelect } = renderRanking();
    await waitFor(() => expect(names()).toHaveLength(4));
    const owned = within(table())
      .getAllByRole('row')
      .filter((tr) => tr.hasAttribute('data-owned'));
    expect(owned.map((tr) => within(tr).getAllByRole('cell')[0]?.textContent)).toEqual(['Bernard', 'Éric']);
    expect(within(table()).getAllByRole('img', { name: MSG.alreadyTaken })).toHaveLength(2);
    await userEvent.click(within(table()).getByRole('button', { name: 'Durand' }));
    expect(onSelect).toHaveBeenCalledWith(ROWS[3]);
  });

  it('shows the same players as cards for a phone, every figure labelled', async () => {
    renderRanking();
    const cards = await waitFor(() => within(screen.getByRole('list', { name: 'Classement par poste' })).getAllByRole('listitem'));
    expect(cards).toHaveLength(4);
    expect(cards[0]?.textContent).toContain('Bernard');
    expect(cards[0]?.textContent).toContain('30 pts');
    expect(cards[0]?.textContent).toContain('Club Brest');
    expect(cards[0]?.textContent).toContain('Pooler Lili Goleador');
  });

  it('nextSort: total is chosen descending, text columns ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'nom')).toEqual({ key: 'nom', dir: 'asc' });
    expect(nextSort({ key: 'nom', dir: 'asc' }, 'total')).toEqual({ key: 'total', dir: 'desc' });
    expect(nextSort(DEFAULT_SORT, 'total')).toEqual({ key: 'total', dir: 'asc' });
  });
});
