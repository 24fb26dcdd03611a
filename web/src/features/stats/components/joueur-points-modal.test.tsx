import { AUTOPILOT_MSG, autopilotCalls, statsCalls } from '@poolfoot/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { JoueurPointsModal } from './joueur-points-modal';

const live = {
  journee: { id: 40, numjournee: 4 },
  matchs: [{ id: 5, home: 'Lyon', away: 'Brest', home_score: 0, away_score: 1, minute: 38 }],
  rencontres: [],
  poolers: [],
  joueurs: [
    {
      joueur_id: 12,
      match_id: 5,
      points: 0,
      minutes: 38,
      detail: [
        { label: '1-59 min', count: 1, points: 1 },
        { label: 'carton jaune', count: 1, points: -1 },
      ],
    },
  ],
};

/** The explanation opened (from /stats or a lineup) on the answers of stats/player_points.php and autopilot/live.php. */
function renderModal(joueurId: number) {
  const server = fakeServer()
    .on(autopilotCalls.live, live)
    .on(statsCalls.playerPoints, {
      joueur: { joueur_id: joueurId, prenom: 'Léo', nom: 'Martin', club_name: 'OL', poste: 'DC' },
      total: 9,
      points: [{ journee_id: 30, numjournee: 3, points: 9, played: true, detail: [{ label: 'but', count: 1, points: 6 }] }],
    });
  renderApp(<JoueurPointsModal joueur={{ joueur_id: joueurId, prenom: 'Léo', nom: 'Martin' }} onClose={() => {}} />);
  return server;
}

const SLOW = { timeout: 8000 };

describe('the points explanation', { timeout: 20_000 }, () => {
  it('while his match is played: the live stat line of the active matchday first, marked provisional, then the final points', async () => {
    renderModal(12);
    const row = await screen.findByRole('row', { name: AUTOPILOT_MSG.liveLine(4, 38) }, SLOW);
    expect(within(row).getByText(AUTOPILOT_MSG.liveMinute(38))).toBeTruthy();
    expect(within(row).getByText(AUTOPILOT_MSG.liveMinutes(38))).toBeTruthy();
    expect(within(row).getByText('1 pt : 1-59 min, -1 pt : carton jaune')).toBeTruthy();
    expect(within(row).getByText(AUTOPILOT_MSG.liveNote)).toBeTruthy();
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows[1]).toContain('J4');
    expect(rows[2]).toContain('J3');
  });

  it('a player whose match is not being played: his final points only', async () => {
    const server = renderModal(13);
    expect(await screen.findByText('6 pts : but', {}, SLOW)).toBeTruthy();
    await vi.waitFor(() => expect(server.received(autopilotCalls.live).length).toBeGreaterThan(0));
    expect(screen.queryByText(AUTOPILOT_MSG.liveNote)).toBeNull();
  });
});
