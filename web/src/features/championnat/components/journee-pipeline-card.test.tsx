import { AUTOPILOT_MSG, autopilotCalls, championnatCalls, type PipelineAnswer, RESULTATS_MSG, resultatsCalls } from '@poolfoot/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/notify';
import { renderApp } from '../../../test/render';
import { type AnswerOf, failure, fakeServer } from '../../../test/server';
import { JourneePipelineCard } from './journee-pipeline-card';
import { watchToasts } from '../../../test/toasts';

watchToasts();

const match = (id: number, stage: PipelineAnswer['matchs'][number]['stage']) => ({
  id,
  home: `Club ${id}`,
  away: `Club ${id + 10}`,
  kickoff_at: '2026-09-12T13:00:00Z',
  stage,
  postponed: false,
});
const answer = (over: Partial<PipelineAnswer>): AnswerOf<typeof autopilotCalls.pipeline> => ({
  journee: { id: 30, numjournee: 3, status: 0 },
  matchs: [match(1, 'points'), match(2, 'points'), match(3, 'termine')],
  next: 'import_stats',
  autopilot: { enabled: true, poll_seconds: 60 },
  job: null,
  ...over,
});

/** A server that answers the pipeline of J3 with `pipeline` (the other calls added by each test). */
const serve = (pipeline: AnswerOf<typeof autopilotCalls.pipeline>) =>
  fakeServer().on(autopilotCalls.pipeline, ({ numjournee }) =>
    numjournee === 3 ? pipeline : failure('not_found', `Journée ${numjournee} inconnue.`),
  );

const renderCard = () => renderApp(<JourneePipelineCard journeeId={30} numjournee={3} />);

describe('the matchday pipeline card', () => {
  it('sums the matches up by stage and offers the one next step, which starts it on the server', async () => {
    const server = serve(answer({})).on(championnatCalls.importLfpStats, {
      job: {
        id: 5,
        kind: 'import_lfp_stats',
        numjournee: 3,
        status: 'running',
        total: 9,
        done: 0,
        ok: 0,
        ko: 0,
        log: [],
        cancel_requested: false,
        created_at: '2026-09-12T20:00:00Z',
        finished_at: null,
        message: null,
      },
    });
    renderCard();
    const stages = await screen.findByLabelText('Étapes des matchs');
    expect(within(stages).getByText('2 points calculés')).toBeTruthy();
    expect(within(stages).getByText('1 terminé')).toBeTruthy();
    // One action, not four: only the next step is a button.
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: AUTOPILOT_MSG.steps.import_stats }));
    expect(server.received(championnatCalls.importLfpStats)).toContainEqual({ numjournee: 3 });
  });

  it('closes the matchday when only the results are left, and says so', async () => {
    const server = serve(answer({ matchs: [match(1, 'points')], next: 'compute_results' })).on(resultatsCalls.calcJournee, {
      journee: {
        id: 30,
        numjournee: 3,
        date: '2026-09-12',
        heure: '15:00',
        start_at: '2026-09-12T13:00:00Z',
        status: 9,
        saison_id: 2026,
      },
      results: [],
      finished: true,
      message: RESULTATS_MSG.computedFinished(3, 12),
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: AUTOPILOT_MSG.steps.compute_results }));
    // It says what it will do before doing it.
    const dialog = await screen.findByRole('dialog', { name: RESULTATS_MSG.confirmTitle(3) });
    expect(dialog.textContent).toContain(RESULTATS_MSG.confirmFinal(3, 1));
    expect(server.received(resultatsCalls.calcJournee)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: RESULTATS_MSG.confirmLabel(3) }));
    await vi.waitFor(() => expect(server.received(resultatsCalls.calcJournee)).toContainEqual({ journee_id: 30 }));
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(RESULTATS_MSG.computedFinished(3, 12)));
  });

  it('while matches are to come there is nothing to click; the autopilot is paused from here, and its log shown', async () => {
    const server = serve(
      answer({
        matchs: [match(1, 'en_direct'), match(2, 'avenir')],
        next: 'wait',
        job: {
          id: 9,
          kind: 'autopilot',
          numjournee: 3,
          status: 'done',
          total: 1,
          done: 1,
          ok: 1,
          ko: 0,
          log: [{ at: '2026-09-12T13:30:00Z', level: 'ok', text: 'Club 1 – Club 11 : en direct 1-0, 32 lignes de stats' }],
          cancel_requested: false,
          created_at: '2026-09-12T13:30:00Z',
          finished_at: '2026-09-12T13:30:00Z',
          message: 'Club 1 – Club 11 : en direct 1-0, 32 lignes de stats',
        },
      }),
    ).on(autopilotCalls.set, { autopilot: { enabled: false, poll_seconds: 60 }, message: AUTOPILOT_MSG.paused });
    renderCard();
    expect(await screen.findByText(AUTOPILOT_MSG.steps.wait)).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(
      within(screen.getByRole('log', { name: 'Journal du pilote automatique' })).getByText(/en direct 1-0, 32 lignes de stats/),
    ).toBeTruthy();
    expect(screen.getByText(AUTOPILOT_MSG.autopilotOn(60))).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: AUTOPILOT_MSG.autopilot }));
    expect(server.received(autopilotCalls.set)).toContainEqual({ enabled: false });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(AUTOPILOT_MSG.paused));
  });

  it('a match the league has not played is said once, and leads the admin to mark it postponed', async () => {
    serve(answer({ matchs: [match(1, 'points'), match(2, 'non_joue')], next: 'mark_postponed' }));
    renderCard();
    expect(await screen.findByText(AUTOPILOT_MSG.steps.mark_postponed)).toBeTruthy();
    expect(within(screen.getByLabelText('Étapes des matchs')).getByText(`1 ${AUTOPILOT_MSG.stages.non_joue}`)).toBeTruthy();
    const link = screen.getByRole('link', { name: `${AUTOPILOT_MSG.openMatch} : Club 2 – Club 12` });
    expect(link.getAttribute('href')).toBe('/admin/matchlfps/edit/2');
  });
});
