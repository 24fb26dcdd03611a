import { CHAMPIONNAT_MSG, type ChampionnatJob, championnatCalls, SAISON_MSG, saisonsCalls } from '@poolfoot/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '../../../lib/notify';
import { renderApp } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { SeasonSetupCard } from './season-setup-card';
import { watchToasts } from '../../../test/toasts';

watchToasts();

const job = (status: 'running' | 'done', log: ChampionnatJob['log'] = []): ChampionnatJob => ({
  id: 40,
  kind: 'setup_season',
  numjournee: null,
  status,
  total: 52,
  done: status === 'done' ? 52 : 0,
  ok: status === 'done' ? 52 : 0,
  ko: 0,
  log,
  cancel_requested: false,
  created_at: '2026-09-01T10:00:00Z',
  finished_at: status === 'done' ? '2026-09-01T10:02:00Z' : null,
  message: status === 'done' ? CHAMPIONNAT_MSG.jobDone(52, 0) : null,
});
const SET_UP = [
  { at: '2026-09-01T10:00:00Z', level: 'info' as const, text: CHAMPIONNAT_MSG.seasonAdopted('Saison 2026/2027') },
  {
    at: '2026-09-01T10:00:01Z',
    level: 'ok' as const,
    text: `PSG : ${CHAMPIONNAT_MSG.clubSetUp(true, CHAMPIONNAT_MSG.squadSynced(24, 24, 0))}`,
  },
];

/** The league's seasons as saisons/list answers them: the active one, finished or not, and the one before. */
const saisons = (finished: boolean) => ({
  active_id: 2026,
  saisons: [
    { id: 2026, nom: 'Saison 2025/2026', active: true, finished, started: true },
    { id: 2025, nom: 'Saison 2024/2025', active: false, finished: true, started: true },
  ],
});

describe('the season set up from the league (admin page)', () => {
  it('asks for a confirmation, starts the job with an explicit yes and follows it to its end', async () => {
    let started = false;
    const server = fakeServer()
      .on(saisonsCalls.list, saisons(false))
      .on(championnatCalls.latest, () => ({ job: started ? job('done', SET_UP) : null }))
      .on(championnatCalls.setup, () => {
        started = true;
        return { job: job('running'), message: CHAMPIONNAT_MSG.jobStarted };
      });
    renderApp(<SeasonSetupCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mettre en place la saison' }));
    expect(server.fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Lancer' }));
    expect(await screen.findByText(CHAMPIONNAT_MSG.jobDone(52, 0), {}, { timeout: 4000 })).toBeTruthy();
    expect(server.received(championnatCalls.setup)).toContainEqual({ confirm: true });
    expect(server.received(championnatCalls.latest)).toContainEqual({ scope: 'setup' });
    expect(screen.getByRole('log', { name: 'Journal' }).textContent).toContain('PSG : club créé, 24 joueurs');
    // The active season still has matchdays to play: no next season offered.
    expect(server.asked(saisonsCalls.list)).toBe(true);
    expect(screen.queryByRole('button', { name: CHAMPIONNAT_MSG.nextSeason })).toBeNull();
  });

  it('once the active season is finished, offers the next one: a confirmation says what happens, then the job asks new_season', async () => {
    let started = false;
    const made = { at: '2027-06-01T10:00:00Z', level: 'info' as const, text: SAISON_MSG.newSeason('Saison 2026/2027') };
    const server = fakeServer()
      .on(saisonsCalls.list, saisons(true))
      .on(championnatCalls.latest, () => ({ job: started ? job('done', [made]) : null }))
      .on(championnatCalls.setup, () => {
        started = true;
        return { job: job('running'), message: CHAMPIONNAT_MSG.jobStarted };
      });
    renderApp(<SeasonSetupCard />);
    const user = userEvent.setup();
    expect(await screen.findByText(CHAMPIONNAT_MSG.nextSeasonReady('Saison 2025/2026'))).toBeTruthy();

    // Cancelled: nothing is posted.
    await user.click(screen.getByRole('button', { name: CHAMPIONNAT_MSG.nextSeason }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CHAMPIONNAT_MSG.nextSeasonConfirm('Saison 2025/2026'))).toBeTruthy();
    expect(CHAMPIONNAT_MSG.nextSeasonConfirm('Saison 2025/2026')).toMatch(
      /entière et en lecture seule.*active de toutes les ligues.*l’admin de chaque ligue la lance/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.asked(championnatCalls.setup)).toBe(false);

    // Confirmed: the set-up job with the explicit new season, followed to its end as the set-up is.
    await user.click(screen.getByRole('button', { name: CHAMPIONNAT_MSG.nextSeason }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: CHAMPIONNAT_MSG.nextSeason }));
    expect(await screen.findByText(CHAMPIONNAT_MSG.jobDone(52, 0), {}, { timeout: 4000 })).toBeTruthy();
    expect(server.received(championnatCalls.setup)).toEqual([{ confirm: true, new_season: true }]);
    expect(screen.getByRole('log', { name: 'Journal' }).textContent).toContain(SAISON_MSG.newSeason('Saison 2026/2027'));
  });

  it('a league out of reach: the toast says Échec with the reason, the card keeps the address and the next steps', async () => {
    let started = false;
    const url = 'https://ma-api.ligue1.fr/championship-clubs';
    const text = `${CHAMPIONNAT_MSG.setupClubs} : ${CHAMPIONNAT_MSG.sourceAt(CHAMPIONNAT_MSG.afterTries(CHAMPIONNAT_MSG.causeDns('ma-api.ligue1.fr'), 3), url)}`;
    const failed: ChampionnatJob = {
      ...job('done', [{ at: '2026-09-01T10:00:05Z', level: 'ko', text, details: CHAMPIONNAT_MSG.setupNextSteps(false) }]),
      total: 1,
      done: 1,
      ok: 0,
      ko: 1,
      message: CHAMPIONNAT_MSG.jobFailed(1, text),
    };
    fakeServer()
      .on(saisonsCalls.list, saisons(false))
      .on(championnatCalls.latest, () => ({ job: started ? failed : null }))
      .on(championnatCalls.setup, () => {
        started = true;
        return { job: job('running'), message: CHAMPIONNAT_MSG.jobStarted };
      });
    renderApp(<SeasonSetupCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mettre en place la saison' }));
    await user.click(await screen.findByRole('button', { name: 'Lancer' }));
    const end = await screen.findByRole('status', {}, { timeout: 4000 });
    expect(end.textContent).toContain(`Échec : ${text}`);
    expect(end.textContent).toContain(url);
    for (const step of CHAMPIONNAT_MSG.setupNextSteps(false)) expect(within(end).getByText(step)).toBeTruthy();
    expect(CHAMPIONNAT_MSG.setupNextSteps(false).join(' ')).toMatch(/LFP_API_URL.*saison-reelle\.md.*relancez.*DEMO_LEAGUE=on/);
    expect(toast.warning).toHaveBeenCalledWith(`Échec : ${text}`);
    expect(screen.getByText('échoué')).toBeTruthy();
  });

  it("says so when the league's seasons cannot be read, the set-up staying at hand", async () => {
    fakeServer().on(championnatCalls.latest, { job: null });
    renderApp(<SeasonSetupCard />);
    expect(await screen.findByText(/Appel non prévu par le test : GET .*saisons\/list\.php/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mettre en place la saison' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
