import { CHAMPIONNAT_MSG, STATS_MSG, type StatsJob, statsCalls } from '@poolfoot/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/notify';
import { renderApp } from '../../../test/render';
import { failure, fakeServer } from '../../../test/server';
import { JourneeComputeCard } from './journee-compute-card';
import { watchToasts } from '../../../test/toasts';

watchToasts();

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

const renderCard = () => renderApp(<JourneeComputeCard journeeId={30} numjournee={3} />);

describe('the matchday computations card', () => {
  it('starts the points job, follows it by id in the job panel, and ends with its message', async () => {
    const server = fakeServer()
      .on(statsCalls.computeJournee, { job: job({}), message: STATS_MSG.jobStarted(3) })
      .on(statsCalls.job, ({ id }) => (id === 7 ? { job: done } : failure('not_found', `Job ${id} inconnu.`)));
    renderCard();
    // No job before a start: nothing is read.
    expect(screen.queryByRole('log')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Calculer les points des joueurs' }));
    expect(server.received(statsCalls.computeJournee)).toContainEqual({ journee_id: 30 });
    expect(within(screen.getByRole('log', { name: 'Journal' })).getByText(STATS_MSG.jobStart(8, 8, 3))).toBeTruthy();
    expect((await screen.findByRole('status', {}, { timeout: 4000 })).textContent).toBe(STATS_MSG.jobDone(8, 3));
    expect(screen.getByText('8 / 8 · 8 OK, 0 KO')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith(STATS_MSG.jobDone(8, 3));
  }, 20_000);

  it('cancels the running job, and a refusal shows as a warning', async () => {
    fakeServer()
      .on(statsCalls.computeJournee, { job: job({}) })
      .on(statsCalls.job, { job: job({}) })
      .on(statsCalls.cancelJob, failure('conflict', CHAMPIONNAT_MSG.jobNotRunning));
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Calculer les points des joueurs' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    await vi.waitFor(() => expect(toast.warning).toHaveBeenCalledWith(CHAMPIONNAT_MSG.jobNotRunning));
  });
});
