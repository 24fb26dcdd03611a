import { MantineProvider } from '@mantine/core';
import { LEAGUE_MSG, STATS_MSG, type StatsJob } from '@poolfoot/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/notify';
import { JourneeComputeCard } from './journee-compute-card';

vi.mock('../../../lib/notify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const envelope = (fields: object, status = 200) =>
  Response.json({ success: status === 200, status: status === 200 ? 'success' : 'error', ...fields }, { status });
const job = (over: Partial<StatsJob>): StatsJob => ({
  id: 7,
  kind: 'compute_points',
  numjournee: 3,
  status: 'running',
  total: 8,
  done: 0,
  ok: 0,
  ko: 0,
  log: [{ at: '2026-09-01T10:00:00Z', level: 'info', text: STATS_MSG.jobStart(8, 8, 3) }],
  cancel_requested: false,
  created_at: '2026-09-01T10:00:00Z',
  finished_at: null,
  message: null,
  ...over,
});
const done = job({
  status: 'done',
  done: 8,
  ok: 8,
  log: [...job({}).log, { at: '2026-09-01T10:00:01Z', level: 'info', text: STATS_MSG.jobDone(8, 3) }],
  finished_at: '2026-09-01T10:00:01Z',
  message: STATS_MSG.jobDone(8, 3),
});

afterEach(() => vi.unstubAllGlobals());

const renderCard = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <JourneeComputeCard journeeId={30} numjournee={3} />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('the matchday computations card', () => {
  it('starts the points job, follows it by id in the job panel, and ends with its message', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url} ${init?.body ?? ''}`);
        if (url.startsWith('/backend/api/stats/compute_journee.php')) return envelope({ job: job({}), message: STATS_MSG.jobStarted(3) });
        if (url.startsWith('/backend/api/stats/job.php?id=7')) return envelope({ job: done });
        return new Response('{}', { status: 404 });
      }),
    );
    renderCard();
    // No job before a start: nothing is read.
    expect(screen.queryByRole('log')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Calculer les points des joueurs' }));
    expect(calls).toContain('POST /backend/api/stats/compute_journee.php {"journee_id":30}');
    expect(within(screen.getByRole('log', { name: 'Journal' })).getByText(STATS_MSG.jobStart(8, 8, 3))).toBeTruthy();
    expect((await screen.findByRole('status', {}, { timeout: 4000 })).textContent).toBe(STATS_MSG.jobDone(8, 3));
    expect(screen.getByText('8 / 8 · 8 OK, 0 KO')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith(STATS_MSG.jobDone(8, 3));
  }, 20_000);

  it('cancels the running job, and a refusal shows as a warning', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/backend/api/stats/compute_journee.php')) return envelope({ job: job({}) });
        if (url.startsWith('/backend/api/stats/job.php')) return envelope({ job: job({}) });
        if (url.startsWith('/backend/api/stats/cancel_job.php')) return envelope({ message: LEAGUE_MSG.jobNotRunning }, 409);
        return new Response('{}', { status: 404 });
      }),
    );
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Calculer les points des joueurs' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    await vi.waitFor(() => expect(toast.warning).toHaveBeenCalledWith(LEAGUE_MSG.jobNotRunning));
  });
});
