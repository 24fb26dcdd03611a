import { MantineProvider } from '@mantine/core';
import { AUTOPILOT_MSG } from '@poolfoot/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JoueurPointsModal } from './joueur-points-modal';

const ok = (fields: object) => Response.json({ success: true, status: 'success', ...fields });
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
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      input.includes('autopilot/live.php')
        ? ok(live)
        : ok({
            joueur: { joueur_id: joueurId, prenom: 'Léo', nom: 'Martin', club_name: 'OL', poste: 'DC' },
            total: 9,
            points: [{ journee_id: 30, numjournee: 3, points: 9, played: true, detail: [{ label: 'but', count: 1, points: 6 }] }],
          }),
    ),
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <JoueurPointsModal joueur={{ joueur_id: joueurId, prenom: 'Léo', nom: 'Martin' }} onClose={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

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
    renderModal(13);
    expect(await screen.findByText('6 pts : but', {}, SLOW)).toBeTruthy();
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('autopilot/live.php'))).toBe(true));
    expect(screen.queryByText(AUTOPILOT_MSG.liveNote)).toBeNull();
  });
});
