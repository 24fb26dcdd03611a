import { autopilotCalls, joueursCalls, MSG, type StatsPlayerRow, statsCalls, usersCalls } from '@poolfoot/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { failure, fakeServer } from '../../../test/server';
import StatsPage from './stats-page';

const row: StatsPlayerRow = {
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

/** The page on a server whose totals run until `until` with these rows (the top 10 and the ranking alike). */
function renderPage(until: number | null, rows: StatsPlayerRow[]) {
  const server = fakeServer()
    .on(statsCalls.topPlayers, { saison_id: 2026, until_journee: until, rows })
    .on(statsCalls.players, (p) => ({ saison_id: 2026, until_journee: until, rows, total_rows: rows.length, page: p.page, limit: p.limit }))
    .on(joueursCalls.getClubsPostes, { clubs: [], postes: [] })
    .on(usersCalls.list, { users: [] })
    .on(autopilotCalls.live, { journee: null, matchs: [], rencontres: [], poolers: [], joueurs: [] });
  renderApp(<StatsPage />);
  return server;
}

describe('the stats page', () => {
  it("says 'Erreur lors du chargement des statistiques.' when a call fails", async () => {
    const down = failure('internal', 'Base indisponible.');
    fakeServer()
      .on(statsCalls.topPlayers, down)
      .on(statsCalls.players, down)
      .on(joueursCalls.getClubsPostes, down)
      .on(usersCalls.list, down);
    renderApp(<StatsPage />);
    expect(await screen.findByText(MSG.statsLoadError)).toBeTruthy();
    expect(screen.getAllByText('Base indisponible.').length).toBeGreaterThan(0);
  });

  it('lists the top players, flags the owned ones and explains a player on click', async () => {
    renderPage(2, [row]).on(statsCalls.playerPoints, {
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
    expect(await screen.findByText("Points jusqu'à la J2")).toBeTruthy();
    expect(screen.getAllByRole('img', { name: MSG.alreadyTaken }).length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByRole('button', { name: 'Léo Buteur' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('2 pts : 60+ min, 4 pts : but')).toBeTruthy();
    expect(within(dialog).getByText('Non joué')).toBeTruthy();
    expect(within(dialog).getByText('Total : 12 pts')).toBeTruthy();
  });

  it('does not announce a matchday before one has points', async () => {
    renderPage(null, []);
    expect(await screen.findByText('Aucune journée jouée pour le moment')).toBeTruthy();
    expect(screen.queryByText(/jusqu'à la J/)).toBeNull();
  });
});
