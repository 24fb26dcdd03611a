import { AUTOPILOT_MSG, autopilotCalls, COMPOS_MSG, composCalls, MSG, type Poste, SEASON_END_MSG, saisonsCalls } from '@poolfoot/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { type AnswerOf, fakeServer } from '../../../test/server';
import ComposRecapPage from './compos-recap-page';
import { saison, saisonsAnswer } from '../../saisons/test-data';
import { lineupSlot, matchday3 } from '../test-data';

/** A lineup as listActive answers it. */
type CompoAnswer = AnswerOf<typeof composCalls.listActive>['compos'][number];

const journee = matchday3(1);
const slot = (ordre: number, poste: Poste, nom: string, total: number | null) =>
  lineupSlot(ordre, poste, nom, {
    joueur_id: ordre + 100 * (total === null ? 1 : 2),
    lfp_id: `l${ordre}${nom}`,
    isLocked: true,
    kickoff_at: '2026-09-19T15:00:00.000Z',
    total,
    played: total !== null,
  });
const compo = (userId: number, username: string, slots: ReturnType<typeof slot>[]): CompoAnswer => ({
  composition_id: userId,
  user_id: userId,
  username,
  journee_id: 33,
  numjournee: 3,
  formation: '442',
  capitaine_lfp_id: null,
  total: null,
  slots,
});
function renderRecap(live: AnswerOf<typeof autopilotCalls.live>) {
  const server = fakeServer()
    .on(autopilotCalls.live, live)
    .on(composCalls.listActive, {
      journee,
      started: true,
      compos: [compo(1, 'Alex', [slot(9, 'AT', 'Buteur', null)]), compo(2, 'Bruno', [slot(0, 'GB', 'Gardien', 3)])],
    });
  renderApp(<ComposRecapPage />, { user: { id: 1, username: 'Alex', nickname: 'Alex', role: 1 } });
  return server;
}

const SLOW = { timeout: 8000 };

describe('the recap while the matchday is played', { timeout: 20_000 }, () => {
  it('each pooler’s provisional score en direct, a live player’s provisional points with the minute, final points as before', async () => {
    renderRecap({
      journee: { id: 33, numjournee: 3 },
      matchs: [{ id: 5, home: 'Lyon', away: 'Brest', home_score: 2, away_score: 0, minute: 71 }],
      rencontres: [{ id: 1, score1: 10, score2: 3 }],
      poolers: [
        { user_id: 1, total: 10 },
        { user_id: 2, total: 3 },
      ],
      joueurs: [{ joueur_id: 109, match_id: 5, points: 10, minutes: 71, detail: [{ label: 'but', count: 2, points: 8 }] }],
    });
    const alex = await screen.findByRole('region', { name: 'Composition de Alex' }, SLOW);
    expect((await within(alex).findByLabelText(AUTOPILOT_MSG.liveScoreLabel(true, 'Alex'))).textContent).toBe('10');
    expect(within(alex).getByText(AUTOPILOT_MSG.onAir)).toBeTruthy();
    expect(within(alex).getByRole('button', { name: AUTOPILOT_MSG.livePointsLabel(10, 71, 'Buteur') }).textContent).toBe('10 pts');
    expect(within(alex).getByText(AUTOPILOT_MSG.liveMinute(71))).toBeTruthy();
    const bruno = screen.getByRole('region', { name: 'Composition de Bruno' });
    expect(within(bruno).getByLabelText(AUTOPILOT_MSG.liveScoreLabel(true, 'Bruno')).textContent).toBe('3');
    expect(within(bruno).getByRole('button', { name: '3 pts : détail des points de Gardien' })).toBeTruthy();
  });

  it('nothing under way: the scores and points as before, no mark', async () => {
    const server = renderRecap({ journee: { id: 33, numjournee: 3 }, matchs: [], rencontres: [], poolers: [], joueurs: [] });
    const bruno = await screen.findByRole('region', { name: 'Composition de Bruno' }, SLOW);
    await vi.waitFor(() => expect(server.received(autopilotCalls.live).length > 0).toBe(true));
    expect(within(bruno).getByLabelText('Score de Bruno').textContent).toBe('–');
    expect(screen.queryByText(AUTOPILOT_MSG.onAir)).toBeNull();
    expect(screen.queryByText(AUTOPILOT_MSG.provisionalMark)).toBeNull();
  });
});

describe('the recap once the season is over', { timeout: 20_000 }, () => {
  it('no matchday to come: says the season is over, not that there is no lineup', async () => {
    fakeServer()
      .on(saisonsCalls.list, saisonsAnswer(saison(2026, { active: true, finished: true })))
      .on(composCalls.listActive, { journee: null, started: false, compos: [] });
    renderApp(<ComposRecapPage />, { user: { id: 1, username: 'Alex', nickname: 'Alex', role: 1 } });
    expect(await screen.findByText(SEASON_END_MSG.seasonOver('Saison 2025/2026'), {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(MSG.noCompo)).toBeNull();
    expect(screen.queryByText(COMPOS_MSG.hiddenUntilKickoff)).toBeNull();
  });
});
