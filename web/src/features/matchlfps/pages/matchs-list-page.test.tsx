import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MatchsListPage, { selectedJournee } from './matchs-list-page';

const match = (id: number, numjournee: number, home: string, away: string, score: [number, number] | null, over = {}) => ({
  id,
  match_lfp_id: `m${id}`,
  journee_id: numjournee,
  numjournee,
  home_club_id: 1,
  away_club_id: 2,
  home_club_official_name: home,
  away_club_official_name: away,
  kickoff_at: '2026-10-25T20:05:00.000Z',
  home_score: score?.[0] ?? null,
  away_score: score?.[1] ?? null,
  kickoff_unknown: false,
  period: score ? 'fullTime' : 'preMatch',
  postponed: false,
  counts_as_postponed: false,
  saison_id: 2026,
  ...over,
});

function renderPage(url: string) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      calls.push(input);
      const u = new URL(input, 'http://test');
      if (u.pathname.endsWith('journees/getActive.php')) {
        return Response.json({
          success: true,
          status: 'success',
          saison_id: 2026,
          journee: {
            id: 3,
            numjournee: 3,
            date: '2026-09-05',
            heure: '21:00',
            start_at: '2026-09-05T19:00:00.000Z',
            status: 0,
            saison_id: 2026,
          },
        });
      }
      const j = Number(u.searchParams.get('journee'));
      const unknownTime = { kickoff_at: '2026-10-30T23:00:00.000Z', kickoff_unknown: true, counts_as_postponed: true };
      const matchs =
        j === 3
          ? [match(1, 3, 'Paris SG', 'OM', [2, 1])]
          : j === 4
            ? [match(2, 4, 'Lens', 'Lille', null), match(3, 4, 'Nantes', 'Toulouse', null, unknownTime)]
            : [];
      return Response.json({ success: true, status: 'success', matchs });
    }),
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/admin/matchs/list" element={<MatchsListPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('selectedMatchday', () => {
  it('takes the address first, then the active matchday, then J1; waits for the active one', () => {
    expect(selectedJournee('12', { numjournee: 3 }, false)).toBe(12);
    expect(selectedJournee('99', { numjournee: 3 }, false)).toBe(3);
    expect(selectedJournee(null, undefined, false)).toBeNull();
    expect(selectedJournee(null, null, false)).toBe(1);
    expect(selectedJournee('abc', undefined, true)).toBe(1);
  });
});

describe('league matches page', () => {
  it('shows the active matchday by default, with kickoff, teams and score, and an edit link', async () => {
    renderPage('/admin/matchs/list');
    const table = await screen.findByRole('table', { name: 'Matchs de la journée 3' });
    expect((screen.getByLabelText('Journée') as HTMLSelectElement).value).toBe('3');
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no row');
    expect(row.textContent).toContain('25/10/2026 21:05');
    expect(row.textContent).toContain('Paris SG vs OM');
    expect(row.textContent).toContain('2 - 1');
    expect(within(row).getByRole('link', { name: 'Modifier Paris SG vs OM' }).getAttribute('href')).toBe('/admin/matchlfps/edit/1');
  });

  it('filters by the chosen matchday and says when a matchday has no match', async () => {
    const calls = renderPage('/admin/matchs/list');
    await screen.findByText('Paris SG', { exact: false });
    fireEvent.change(screen.getByLabelText('Journée'), { target: { value: '4' } });
    expect(await screen.findByRole('table', { name: 'Matchs de la journée 4' })).toBeTruthy();
    expect(screen.getByText('Lens', { exact: false })).toBeTruthy();
    // A time the league has not fixed: the date alone, "horaire à confirmer"; a postponed match says so.
    const rows = within(screen.getByRole('table', { name: 'Matchs de la journée 4' })).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('25/10/2026 21:05');
    expect(rows[1]?.textContent).not.toContain('Reporté');
    expect(rows[2]?.textContent).toContain('31/10/2026, horaire à confirmer');
    expect(rows[2]?.textContent).toContain('Reporté');
    expect(calls.some((c) => c.includes('getByJournee.php?journee=4'))).toBe(true);
    fireEvent.change(screen.getByLabelText('Journée'), { target: { value: '20' } });
    expect(await screen.findByText('Aucun match pour cette journée.')).toBeTruthy();
  });
});
