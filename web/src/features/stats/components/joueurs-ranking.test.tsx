import { MantineProvider } from '@mantine/core';
import { MSG, type StatsPlayerRow } from '@poolfoot/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

const ROWS = [
  row(1, 'Martin', 'Lyon', 'MC', 12),
  row(2, 'Bernard', 'Brest', 'AT', 30, [7, 'Lili Goleador']),
  row(3, 'Durand', 'Angers', 'GB', 7),
  row(4, 'Éric', 'Marseille', 'DC', 12, [8, 'Bruno']),
];

function renderRanking(rows = ROWS, onSelect = vi.fn()) {
  render(
    <MantineProvider>
      <JoueursRanking rows={rows} onSelect={onSelect} />
    </MantineProvider>,
  );
  return onSelect;
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
  it('starts by total, highest first (ties by name), with each owner named', () => {
    renderRanking();
    expect(names()).toEqual(['Bernard', 'Éric', 'Martin', 'Durand']);
    expect(within(table()).getByRole('columnheader', { name: 'Total' }).getAttribute('aria-sort')).toBe('descending');
    expect(within(table()).getAllByRole('row')[1]?.textContent).toContain('Lili Goleador');
    expect(within(table()).getAllByRole('row')[3]?.textContent).toContain('Libre');
  });

  it('sorts a newly chosen text column ascending, and flips it on a second click', async () => {
    renderRanking();
    await userEvent.click(header('Club'));
    expect(names()).toEqual(['Durand', 'Bernard', 'Martin', 'Éric']);
    expect(within(table()).getByRole('columnheader', { name: 'Club' }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(header('Club'));
    expect(names()).toEqual(['Éric', 'Martin', 'Bernard', 'Durand']);
    await userEvent.click(header('Nom'));
    expect(names()).toEqual(['Bernard', 'Durand', 'Éric', 'Martin']);
    await userEvent.click(header('Poste'));
    expect(names()).toEqual(['Durand', 'Éric', 'Martin', 'Bernard']);
    await userEvent.click(header('Total'));
    expect(names()).toEqual(['Bernard', 'Éric', 'Martin', 'Durand']);
  });

  it('filters by position, name (from 2 letters, accents ignored) and owner', async () => {
    renderRanking();
    await userEvent.click(screen.getByRole('radio', { name: 'GB' }));
    expect(names()).toEqual(['Durand']);
    await userEvent.click(screen.getByRole('radio', { name: 'Tous' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'e');
    expect(names()).toHaveLength(4);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'ri');
    expect(names()).toEqual(['Éric']);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Nom' }));
    await choose('Pooler', 'Libres');
    expect(names()).toEqual(['Martin', 'Durand']);
    await choose('Pooler', 'Lili Goleador');
    expect(names()).toEqual(['Bernard']);
    expect(screen.getByText('1 joueur')).toBeTruthy();
  });

  it('shows 25 players a page, more when asked, and moves between pages', async () => {
    const many = Array.from({ length: 60 }, (_, i) => row(i + 1, `Joueur${String(i + 1).padStart(2, '0')}`, 'Lyon', 'MC', 100 - i));
    renderRanking(many);
    expect(names()).toHaveLength(25);
    expect(names()[0]).toBe('Joueur01');
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(names()[0]).toBe('Joueur26');
    await choose('Par page', '100');
    expect(names()).toHaveLength(60);
    expect(screen.getByText('60 joueurs')).toBeTruthy();
  });

  it('highlights the players a team owns and opens a player on click', async () => {
    const onSelect = renderRanking();
    const owned = within(table())
      .getAllByRole('row')
      .filter((tr) => tr.hasAttribute('data-owned'));
    expect(owned.map((tr) => within(tr).getAllByRole('cell')[0]?.textContent)).toEqual(['Bernard', 'Éric']);
    expect(within(table()).getAllByRole('img', { name: MSG.alreadyTaken })).toHaveLength(2);
    await userEvent.click(within(table()).getByRole('button', { name: 'Durand' }));
    expect(onSelect).toHaveBeenCalledWith(ROWS[2]);
  });

  it('shows the same players as cards for a phone, every figure labelled', () => {
    renderRanking();
    const cards = within(screen.getByRole('list', { name: 'Classement par poste' })).getAllByRole('listitem');
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
