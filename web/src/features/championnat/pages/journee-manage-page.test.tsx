import { autopilotCalls, type ChampionnatJob, championnatCalls, MSG, RESULTATS_MSG, resultatsCalls } from '@poolfoot/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import JourneeManagePage from './journee-manage-page';
import { watchToasts } from '../../../test/toasts';

watchToasts();

const job = (status: 'running' | 'done', done: number): ChampionnatJob => ({
  id: 12,
  kind: 'import_lfp',
  numjournee: 3,
  status,
  total: 9,
  done,
  ok: done,
  ko: 0,
  log: Array.from({ length: done }, (_, i) => ({ at: '2026-09-01T10:00:00Z', level: 'ok' as const, text: `Match ${i + 1} : mis à jour` })),
  cancel_requested: false,
  created_at: '2026-09-01T10:00:00Z',
  finished_at: status === 'done' ? '2026-09-01T10:00:05Z' : null,
  message: status === 'done' ? MSG.rebuildDone(done, 0) : null,
});

const PATH = '/admin/journees/manage/:numjournee?';

/** Where the router stands, for the page's own moves. */
function Where() {
  return <output aria-label="adresse">{useLocation().pathname}</output>;
}

/** The manage page at an address, with where the router stands beside it. */
function renderAt(at: string) {
  renderApp(
    <>
      <JourneeManagePage />
      <Where />
    </>,
    { at, path: PATH },
  );
}

describe('the manage page', () => {
  it('starts the match import on the server and follows the job to its closing message', async () => {
    let started = false;
    const server = fakeServer()
      .on(championnatCalls.matches, {
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
      })
      .on(championnatCalls.latest, () => ({ job: started ? job('done', 9) : null }))
      .on(championnatCalls.importLfp, () => {
        started = true;
        return { job: job('running', 0), message: 'Traitement lancé.' };
      });
    renderApp(<JourneeManagePage />, { at: '/admin/journees/manage/3', path: PATH });
    expect(await screen.findByRole('heading', { name: 'Gérer la journée 3' })).toBeTruthy();
    expect(screen.getByText('Lens – Brest')).toBeTruthy();
    // A time the league has not fixed and a postponed match read as such.
    const postponed = screen.getByText('Nantes – Toulouse').closest('tr');
    expect(postponed?.textContent).toContain('20/09/2026, horaire à confirmer');
    expect(postponed?.textContent).toContain('Reporté');
    expect(screen.getByRole('button', { name: 'Calculer les points des joueurs' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Calculer les résultats' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Récupérer les matchs/ }));
    expect(server.received(championnatCalls.importLfp)).toContainEqual({ numjournee: 3 });
    expect(await screen.findByText('Rebuild terminé : 9 OK, 0 KO', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('log', { name: 'Journal' }).textContent).toContain('Match 9 : mis à jour');
  }, 20_000);

  it('stays on its matchday once it is over, offers the next one, and says what the results button will do', async () => {
    const match = (id: number, period: string) => ({
      id,
      match_lfp_id: `l1_championship_match_${id}`,
      home: `Home ${id}`,
      away: `Away ${id}`,
      kickoff_at: '2026-09-12T13:00:00Z',
      kickoff_unknown: false,
      home_score: 1,
      away_score: 0,
      period,
      postponed: false,
      lines: 30,
    });
    const journee = (numjournee: number, status: number) => ({ id: 20 + numjournee, numjournee, status, start_at: '2026-09-12T13:00:00Z' });
    const list = [
      { numjournee: 1, status: 9 },
      { numjournee: 2, status: 9 },
      { numjournee: 3, status: 0 },
    ];
    const server = fakeServer()
      .on(championnatCalls.matches, ({ numjournee }) => {
        // Asked without a number: the active matchday (J3 now that J2 is over). Asked for J2: J2, over.
        const n = numjournee === 2 ? 2 : 3;
        return { journee: journee(n, n === 2 ? 9 : 0), journees: list, matchs: [match(1, 'fullTime'), match(2, 'fullTime')] };
      })
      .on(autopilotCalls.pipeline, ({ numjournee }) => {
        const n = numjournee === 2 ? 2 : 3;
        return {
          journee: { id: 20 + n, numjournee: n, status: n === 2 ? 9 : 0 },
          matchs: [1, 2].map((id) => ({
            id,
            home: `Home ${id}`,
            away: `Away ${id}`,
            kickoff_at: '2026-09-12T13:00:00Z',
            stage: n === 2 || id === 1 ? ('points' as const) : ('en_direct' as const),
            postponed: false,
          })),
          next: n === 2 ? ('done' as const) : ('wait' as const),
          autopilot: { enabled: true, poll_seconds: 60 },
          job: null,
        };
      })
      .on(championnatCalls.latest, { job: null });
    renderAt('/admin/journees/manage/2');
    // J2 is over: the page stays on it and offers J3.
    expect(await screen.findByRole('heading', { name: 'Gérer la journée 2' })).toBeTruthy();
    expect(screen.getByText(RESULTATS_MSG.matchdayOver(2))).toBeTruthy();
    // The results button first says what it will do; cancelled, nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Calculer les résultats' }));
    const dialog = await screen.findByRole('dialog', { name: RESULTATS_MSG.confirmTitle(2) });
    expect(dialog.textContent).toContain(RESULTATS_MSG.confirmFinal(2, 2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(server.asked(resultatsCalls.calcJournee)).toBe(false);

    // Going on is the admin's click: J3, half played, whose results would be provisional.
    await userEvent.click(screen.getByRole('button', { name: RESULTATS_MSG.goToNext(3) }));
    expect(await screen.findByRole('heading', { name: 'Gérer la journée 3' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/admin/journees/manage/3');
    await userEvent.click(screen.getByRole('button', { name: 'Calculer les résultats' }));
    const provisional = await screen.findByRole('dialog', { name: RESULTATS_MSG.confirmTitle(3) });
    expect(provisional.textContent).toContain(RESULTATS_MSG.confirmProvisional(3, 1, 2));
    await userEvent.click(within(provisional).getByRole('button', { name: 'Annuler' }));
    expect(server.asked(resultatsCalls.calcJournee)).toBe(false);
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  }, 20_000);

  it('opened without a number, settles on the active matchday in its address', async () => {
    fakeServer()
      .on(championnatCalls.matches, {
        journee: { id: 23, numjournee: 3, status: 0, start_at: '2026-09-12T13:00:00Z' },
        journees: [{ numjournee: 3, status: 0 }],
        matchs: [],
      })
      .on(championnatCalls.latest, { job: null });
    renderAt('/admin/journees/manage');
    expect(await screen.findByRole('heading', { name: 'Gérer la journée 3' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/admin/journees/manage/3'));
  });
});
