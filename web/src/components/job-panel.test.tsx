import type { ChampionnatJob } from '@poolfoot/domain';
import { CHAMPIONNAT_MSG, MSG } from '@poolfoot/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../lib/notify';
import { renderApp } from '../test/render';
import { JobPanel } from './job-panel';
import { watchToasts } from '../test/toasts';

watchToasts();

const job = (over: Partial<ChampionnatJob>): ChampionnatJob => ({
  id: 4,
  kind: 'import_lfp_stats',
  numjournee: 3,
  status: 'running',
  total: 9,
  done: 2,
  ok: 1,
  ko: 1,
  log: [
    { at: '2026-09-01T10:00:00Z', level: 'ok', text: 'Rennes – Marseille : 1-0, 40 lignes de stats (40 modifiées)' },
    {
      at: '2026-09-01T10:00:01Z',
      level: 'ko',
      text: 'Lens – Lyon : source injoignable (3 essais)',
      details: ['Joueurs inconnus ignorés (lancez la synchro des effectifs) : Jean Neuf'],
    },
  ],
  cancel_requested: false,
  created_at: '2026-09-01T10:00:00Z',
  finished_at: null,
  message: null,
  ...over,
});

/** The panel inside the app's providers; rerender keeps them and the panel, whose end toast needs it to have watched the job running. */
const renderPanel = (j: ChampionnatJob, onCancel = () => {}) => renderApp(<JobPanel job={j} onCancel={onCancel} cancelling={false} />);

describe('JobPanel', () => {
  it('shows the progress and one log line per match, OK or KO, with its details', async () => {
    const onCancel = vi.fn();
    renderPanel(job({}), onCancel);
    expect(screen.getByRole('heading', { name: 'Import des stats LFP – J3' })).toBeTruthy();
    expect(screen.getByText('2 / 9 · 1 OK, 1 KO')).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Journal' });
    expect(within(log).getByText('OK')).toBeTruthy();
    expect(within(log).getByText('KO')).toBeTruthy();
    expect(within(log).getByText('Lens – Lyon : source injoignable (3 essais)')).toBeTruthy();
    expect(within(log).getByText(/Jean Neuf/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('ends with the rebuild message: success style without failure, warning otherwise, and a toast when it was watched', () => {
    const { rerender } = renderPanel(job({}));
    const done = job({ status: 'done', done: 9, ok: 8, ko: 1, message: MSG.rebuildDone(8, 1), finished_at: '2026-09-01T10:01:00Z' });
    rerender(<JobPanel job={done} onCancel={() => {}} cancelling={false} />);
    expect(screen.getByRole('status').textContent).toBe('Rebuild terminé : 8 OK, 1 KO');
    expect(toast.warning).toHaveBeenCalledWith('Rebuild terminé : 8 OK, 1 KO');
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
  });

  it('a job whose steps failed is not shown as a success: failed when none went through, with errors otherwise', () => {
    const refused = CHAMPIONNAT_MSG.seasonTaken('Saison 2025/2026', '2026/27');
    const { rerender } = renderPanel(
      job({
        kind: 'setup_season',
        numjournee: null,
        status: 'done',
        total: 1,
        done: 1,
        ok: 0,
        ko: 1,
        log: [{ at: '2026-09-01T10:00:00Z', level: 'ko', text: `${CHAMPIONNAT_MSG.setupClubs} : ${refused}` }],
        message: CHAMPIONNAT_MSG.jobFailed(1, `${CHAMPIONNAT_MSG.setupClubs} : ${refused}`),
      }),
    );
    expect(screen.queryByText('terminé')).toBeNull();
    expect(screen.getByText('échoué').closest('.mantine-Badge-root')?.getAttribute('style')).toContain('red');
    expect(screen.getByRole('status').textContent).toBe(`Échec : ${CHAMPIONNAT_MSG.setupClubs} : ${refused}`);
    rerender(<JobPanel job={job({ status: 'done', done: 9, ok: 8, ko: 1 })} onCancel={() => {}} cancelling={false} />);
    expect(screen.getByText('terminé avec erreurs').closest('.mantine-Badge-root')?.getAttribute('style')).toContain('orange');
    rerender(<JobPanel job={job({ status: 'done', done: 9, ok: 9, ko: 0 })} onCancel={() => {}} cancelling={false} />);
    expect(screen.getByText('terminé').closest('.mantine-Badge-root')?.getAttribute('style')).toContain('green');
  });

  it('a job already over when the page opens shows its message without a toast', () => {
    vi.mocked(toast.success).mockClear();
    renderPanel(job({ status: 'done', done: 9, ok: 9, ko: 0, message: MSG.rebuildDone(9, 0) }));
    expect(screen.getByRole('status').textContent).toBe('Rebuild terminé : 9 OK, 0 KO');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
