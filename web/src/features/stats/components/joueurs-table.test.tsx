import { MantineProvider } from '@mantine/core';
import { MSG, type StatsPlayerRow } from '@poolfoot/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SORT, nextSort } from '../sort';
import { JoueursTable } from './joueurs-table';

const row = (
  joueur_id: number,
  nom: string,
  club_name: string,
  poste: StatsPlayerRow['poste'],
  total: number,
  owned = false,
): StatsPlayerRow => ({
  joueur_id,
  prenom: null,
  nom,
  club_id: joueur_id,
  club_name,
  poste,
  total,
  owned,
});

const ROWS = [
  row(1, 'Martin', 'Lyon', 'MC', 12),
  row(2, 'Bernard', 'Brest', 'AT', 30, true),
  row(3, 'Durand', 'Angers', 'GB', 7),
  row(4, 'Éric', 'Marseille', 'DC', 12),
];

function renderTable(onSelect = vi.fn()) {
  render(
    <MantineProvider>
      <JoueursTable rows={ROWS} onSelect={onSelect} />
    </MantineProvider>,
  );
  return onSelect;
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell')[0]?.textContent);
const header = (name: string) => screen.getByRole('button', { name });

describe('the players ranking', () => {
  it('starts by total, highest first (ties by name)', () => {
    renderTable();
    expect(names()).toEqual(['Bernard', 'Éric', 'Martin', 'Durand']);
    expect(screen.getByRole('columnheader', { name: 'Total' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts a newly chosen text column ascending, and flips it on a second click', async () => {
    renderTable();
    await userEvent.click(header('Club'));
    expect(names()).toEqual(['Durand', 'Bernard', 'Martin', 'Éric']);
    expect(screen.getByRole('columnheader', { name: 'Club' }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(header('Club'));
    expect(names()).toEqual(['Éric', 'Martin', 'Bernard', 'Durand']);
    await userEvent.click(header('Nom'));
    expect(names()).toEqual(['Bernard', 'Durand', 'Éric', 'Martin']);
    await userEvent.click(header('Poste'));
    expect(names()).toEqual(['Durand', 'Éric', 'Martin', 'Bernard']);
    await userEvent.click(header('Total'));
    expect(names()).toEqual(['Bernard', 'Éric', 'Martin', 'Durand']);
  });

  it('highlights the players a team owns and opens a player on click', async () => {
    const onSelect = renderTable();
    const owned = screen.getAllByRole('row').filter((tr) => tr.hasAttribute('data-owned'));
    expect(owned.map((tr) => within(tr).getAllByRole('cell')[0]?.textContent)).toEqual(['Bernard']);
    expect(screen.getAllByRole('img', { name: MSG.alreadyTaken })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Durand' }));
    expect(onSelect).toHaveBeenCalledWith(ROWS[2]);
  });

  it('nextSort: total is chosen descending, text columns ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'nom')).toEqual({ key: 'nom', dir: 'asc' });
    expect(nextSort({ key: 'nom', dir: 'asc' }, 'total')).toEqual({ key: 'total', dir: 'desc' });
    expect(nextSort(DEFAULT_SORT, 'total')).toEqual({ key: 'total', dir: 'asc' });
  });
});
