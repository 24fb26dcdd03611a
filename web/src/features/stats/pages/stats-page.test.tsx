import { MantineProvider } from '@mantine/core';
import { MSG } from '@poolfoot/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StatsPage from './stats-page';

const row = {
  joueur_id: 4,
  prenom: 'Léo',
  nom: 'Buteur',
  club_id: 1,
  club_name: 'Brest',
  poste: 'AT',
  total: 12,
  owned: true,
  owner_id: 7,
  owner: 'Lili Goleador',
};
const ok = (body: object) => Response.json({ success: true, status: 'success', ...body });

function renderPage(fetchImpl: (url: string) => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StatsPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the stats page', () => {
  it("says 'Erreur lors du chargement des statistiques.' when a call fails", async () => {
    renderPage(async () => Response.json({ success: false, status: 'error', message: 'Base indisponible.' }, { status: 503 }));
    expect(await screen.findByText(MSG.statsLoadError)).toBeTruthy();
    expect(screen.getAllByText('Base indisponible.').length).toBeGreaterThan(0);
  });

  it('lists the top players, flags the owned ones and explains a player on click', async () => {
    renderPage(async (url) => {
      if (url.includes('player_points')) {
        return ok({
          joueur: { joueur_id: 4, prenom: 'Léo', nom: 'Buteur', club_name: 'Brest', poste: 'AT' },
          total: 12,
          points: [
            {
              journee_id: 1,
              numjournee: 1,
              points: 6,
              played: true,
              detail: [
                { label: '60+ min', count: 1, points: 2 },
                { label: 'but', count: 1, points: 4 },
              ],
            },
            { journee_id: 2, numjournee: 2, points: 0, played: false, detail: [] },
          ],
        });
      }
      return ok({ saison_id: 2026, until_journee: 2, rows: [row] });
    });
    expect(await screen.findByText("Points jusqu'à la J2")).toBeTruthy();
    expect(screen.getAllByRole('img', { name: MSG.alreadyTaken }).length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByRole('button', { name: 'Léo Buteur' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('2 pts : 60+ min, 4 pts : but')).toBeTruthy();
    expect(within(dialog).getByText('Non joué')).toBeTruthy();
    expect(within(dialog).getByText('Total : 12 pts')).toBeTruthy();
  });

  it('does not announce a matchday before one has points', async () => {
    renderPage(async () => ok({ saison_id: 2026, until_journee: null, rows: [] }));
    expect(await screen.findByText('Aucune journée jouée pour le moment')).toBeTruthy();
    expect(screen.queryByText(/jusqu'à la J/)).toBeNull();
  });
});
