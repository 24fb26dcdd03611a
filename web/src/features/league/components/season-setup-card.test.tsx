import { MantineProvider } from '@mantine/core';
import { LEAGUE_MSG } from '@poolfoot/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SeasonSetupCard } from './season-setup-card';

vi.mock('../../../lib/notify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const envelope = (fields: object) => Response.json({ success: true, status: 'success', ...fields });
const job = (status: 'running' | 'done') => ({
  id: 40,
  kind: 'setup_season',
  numjournee: null,
  status,
  total: 52,
  done: status === 'done' ? 52 : 0,
  ok: status === 'done' ? 52 : 0,
  ko: 0,
  log:
    status === 'done'
      ? [
          { at: '2026-09-01T10:00:00Z', level: 'info', text: LEAGUE_MSG.seasonAdopted('Saison 2026/2027') },
          { at: '2026-09-01T10:00:01Z', level: 'ok', text: `PSG : ${LEAGUE_MSG.clubSetUp(true, LEAGUE_MSG.squadSynced(24, 24, 0))}` },
        ]
      : [],
  cancel_requested: false,
  created_at: '2026-09-01T10:00:00Z',
  finished_at: status === 'done' ? '2026-09-01T10:02:00Z' : null,
  message: status === 'done' ? LEAGUE_MSG.jobDone(52, 0) : null,
});

afterEach(() => vi.unstubAllGlobals());

describe('the season set up from the league (admin page)', () => {
  it('asks for a confirmation, starts the job with an explicit yes and follows it to its end', async () => {
    const calls: string[] = [];
    let started = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url} ${init?.body ?? ''}`);
        if (url.startsWith('/backend/api/league/latest.php')) return envelope({ job: started ? job('done') : null });
        if (url.startsWith('/backend/api/league/setup.php')) {
          started = true;
          return envelope({ job: job('running'), message: LEAGUE_MSG.jobStarted });
        }
        return new Response('{}', { status: 404 });
      }),
    );
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SeasonSetupCard />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mettre en place la saison' }));
    expect(calls.some((c) => c.startsWith('POST'))).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Lancer' }));
    expect(await screen.findByText(LEAGUE_MSG.jobDone(52, 0), {}, { timeout: 4000 })).toBeTruthy();
    expect(calls).toContain('POST /backend/api/league/setup.php {"confirm":true}');
    expect(calls.some((c) => c.includes('latest.php?scope=setup'))).toBe(true);
    expect(screen.getByRole('log', { name: 'Journal' }).textContent).toContain('PSG : club créé, 24 joueurs');
  });
});
