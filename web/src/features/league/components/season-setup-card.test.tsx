import { LEAGUE_MSG, type LeagueJob, leagueCalls } from '@poolfoot/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { SeasonSetupCard } from './season-setup-card';

// The toasts are watched; the rest of notify (the toasts' host the app's providers mount) stays real.
vi.mock('../../../lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/notify')>()),
  toast: { success: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const job = (status: 'running' | 'done'): LeagueJob => ({
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

describe('the season set up from the league (admin page)', () => {
  it('asks for a confirmation, starts the job with an explicit yes and follows it to its end', async () => {
    let started = false;
    const server = fakeServer()
      .on(leagueCalls.latest, () => ({ job: started ? job('done') : null }))
      .on(leagueCalls.setup, () => {
        started = true;
        return { job: job('running'), message: LEAGUE_MSG.jobStarted };
      });
    renderApp(<SeasonSetupCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mettre en place la saison' }));
    expect(server.fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Lancer' }));
    expect(await screen.findByText(LEAGUE_MSG.jobDone(52, 0), {}, { timeout: 4000 })).toBeTruthy();
    expect(server.received(leagueCalls.setup)).toContainEqual({ confirm: true });
    expect(server.received(leagueCalls.latest)).toContainEqual({ scope: 'setup' });
    expect(screen.getByRole('log', { name: 'Journal' }).textContent).toContain('PSG : club créé, 24 joueurs');
  });
});
