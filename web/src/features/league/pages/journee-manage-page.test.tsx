import { MantineProvider } from '@mantine/core';
import { MSG } from '@poolfoot/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import JourneeManagePage from './journee-manage-page';

vi.mock('../../../lib/notify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const envelope = (fields: object) => Response.json({ success: true, status: 'success', ...fields });
const job = (status: 'running' | 'done', done: number) => ({
  id: 12,
  kind: 'import_lfp',
  numjournee: 3,
  status,
  total: 9,
  done,
  ok: done,
  ko: 0,
  log: Array.from({ length: done }, (_, i) => ({ at: '2026-09-01T10:00:00Z', level: 'ok', text: `Match ${i + 1} : mis à jour` })),
  cancel_requested: false,
  created_at: '2026-09-01T10:00:00Z',
  finished_at: status === 'done' ? '2026-09-01T10:00:05Z' : null,
  message: status === 'done' ? MSG.rebuildDone(done, 0) : null,
});

afterEach(() => vi.unstubAllGlobals());

describe('the manage page', () => {
  it('starts the match import on the server and follows the job to its closing message', async () => {
    const calls: string[] = [];
    let started = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url} ${init?.body ?? ''}`);
        if (url.startsWith('/backend/api/league/matches.php')) {
          return envelope({
            journee: { id: 30, numjournee: 3, status: 0, start_at: '2026-09-12T13:00:00Z' },
            journees: [
              { numjournee: 1, status: 9 },
              { numjournee: 3, status: 0 },
            ],
            matchs: [
              {
                id: 21,
                match_lfp_id: 'l1_championship_match_21',
                home: 'Lens',
                away: 'Brest',
                kickoff_at: '2026-09-12T13:00:00Z',
                kickoff_unknown: false,
                home_score: 3,
                away_score: 1,
                period: 'fullTime',
                postponed: false,
                lines: 40,
              },
              {
                id: 22,
                match_lfp_id: 'l1_championship_match_22',
                home: 'Nantes',
                away: 'Toulouse',
                kickoff_at: '2026-09-19T22:00:00Z',
                kickoff_unknown: true,
                home_score: null,
                away_score: null,
                period: 'preMatch',
                postponed: true,
                lines: 0,
              },
            ],
          });
        }
        if (url.startsWith('/backend/api/league/latest.php')) return envelope({ job: started ? job('done', 9) : null });
        if (url.startsWith('/backend/api/matchlfps/import_lfp.php')) {
          started = true;
          return envelope({ job: job('running', 0), message: 'Traitement lancé.' });
        }
        return new Response('{}', { status: 404 });
      }),
    );
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter initialEntries={['/admin/journees/manage/3']}>
            <Routes>
              <Route path="/admin/journees/manage/:numjournee?" element={<JourneeManagePage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Gérer la journée 3' })).toBeTruthy();
    expect(screen.getByText('Lens – Brest')).toBeTruthy();
    // A time the league has not fixed and a postponed match read as such.
    const postponed = screen.getByText('Nantes – Toulouse').closest('tr');
    expect(postponed?.textContent).toContain('20/09/2026, horaire à confirmer');
    expect(postponed?.textContent).toContain('Reporté');
    expect(screen.getByRole('button', { name: 'Calculer les points des joueurs' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Calculer les résultats' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Récupérer les matchs/ }));
    expect(calls).toContain('POST /backend/api/matchlfps/import_lfp.php {"numjournee":3}');
    expect(await screen.findByText('Rebuild terminé : 9 OK, 0 KO', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('log', { name: 'Journal' }).textContent).toContain('Match 9 : mis à jour');
  }, 20_000);
});
