import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { type Column, ResponsiveTable } from './responsive-table';

type Row = { id: number; name: string; club: string; total: number };
const ROWS: Row[] = [
  { id: 1, name: 'Lili Goleador', club: 'Lyon', total: 24 },
  { id: 2, name: 'Bruno', club: 'Nice', total: 1 },
];
const COLUMNS: Column<Row>[] = [
  { label: 'Rang', cell: (r) => r.id, phoneCell: (r) => `${r.id}.`, phone: 'title' },
  { label: 'Pooler', cell: (r) => r.name, phone: 'title' },
  { label: 'Club', cell: (r) => r.club },
  { label: 'Total', cell: (r) => r.total, phoneCell: (r) => `${r.total} pts`, numeric: true, phone: 'end' },
  { label: 'Action', cell: (r) => <button type="button">Voir {r.name}</button>, phone: 'footer' },
];

function renderTable() {
  renderApp(
    <ResponsiveTable
      rows={ROWS}
      columns={COLUMNS}
      rowKey={(r) => r.id}
      label="Essai"
      rowAttributes={(r) => (r.id === 1 ? { 'data-me': true } : {})}
    />,
  );
}

describe('ResponsiveTable', () => {
  it('is a table with every column for a wide screen', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Essai' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Rang', 'Pooler', 'Club', 'Total', 'Action']);
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1', 'Lili Goleador', 'Lyon', '24', 'Voir Lili Goleador']);
    expect(first?.hasAttribute('data-me')).toBe(true);
  });

  it('is one card per row for a phone: title and end first, every other column labelled, actions last', () => {
    renderTable();
    const cards = within(screen.getByRole('list', { name: 'Essai' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toBe('1.Lili Goleador24 ptsClub LyonVoir Lili Goleador');
    expect(cards[0]?.hasAttribute('data-me')).toBe(true);
    expect(cards[1]?.hasAttribute('data-me')).toBe(false);
  });
});
