import { MSG, SEASON_END_MSG, saisonsCalls, type Team, teamsCalls } from '@poolfoot/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { openOptions } from '../../../test/select';
import { saison, saisonsAnswer } from '../../saisons/test-data';
import TeamsAllPage, { filterTeams } from './teams-all-page';

const team = (userId: number, username: string, joueurs: [string, string][]): Team => ({
  saison_id: 2026,
  journee: 4,
  count: joueurs.length,
  user_id: userId,
  username,
  joueurs: joueurs.map(([nom, club], i) => ({
    joueur_id: userId * 100 + i,
    poste: 'AT',
    prenom: 'Léo',
    nom,
    club_official_name: club,
    club_name: club,
    club_id: 1,
    lfp_id: `${userId}-${i}`,
    journee_in: 1,
    journee_out: null,
    user_id: userId,
    malus_cap: 0,
  })),
});
const TEAMS = [
  team(1, 'Alex', [['Dupré', 'Olympique Lyonnais']]),
  team(2, 'Bruno', [['Martin', 'Stade Rennais FC']]),
  team(3, 'Élise', []),
];

describe('all teams', { timeout: 20_000 }, () => {
  it('filters by pooler, player or club, ignoring case and accents', () => {
    expect(filterTeams(TEAMS, '').map((t) => t.username)).toEqual(['Alex', 'Bruno', 'Élise']);
    expect(filterTeams(TEAMS, 'elise').map((t) => t.username)).toEqual(['Élise']);
    expect(filterTeams(TEAMS, 'DUPRE').map((t) => t.username)).toEqual(['Alex']);
    expect(filterTeams(TEAMS, 'rennais').map((t) => t.username)).toEqual(['Bruno']);
    expect(filterTeams(TEAMS, 'zzz')).toEqual([]);
  });

  it("reads the season from the query, and says 'Aucune team matchant le filtre.' when nothing matches", async () => {
    const server = fakeServer().on(teamsCalls.getAll, { saison_id: 2026, journee: 4, teams: TEAMS });
    renderApp(<TeamsAllPage />, { at: '/teams/all?saison=2026', path: '/teams/all' });
    expect(await screen.findByText('Bruno', {}, { timeout: 8000 })).toBeTruthy();
    expect(server.received(teamsCalls.getAll)[0]).toEqual({ saison_id: 2026 });
    expect(screen.getByText('Saison 2025/2026 · Journée 4')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Rechercher'), { target: { value: 'personne' } });
    expect(screen.getByText(MSG.noTeamMatch)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à ma team' }).getAttribute('href')).toBe('/team');
  });

  it('without a season in the address, shows the active one the server answers (no season written in the page)', async () => {
    const server = fakeServer().on(teamsCalls.getAll, { saison_id: 2027, journee: 1, teams: TEAMS });
    renderApp(<TeamsAllPage />, { at: '/teams/all', path: '/teams/all' });
    expect(await screen.findByText('Saison 2026/2027 · Journée 1', {}, { timeout: 8000 })).toBeTruthy();
    expect(server.received(teamsCalls.getAll)[0]).toEqual({});
  });

  it('a season chosen: its teams (teams/all with its saison_id), its label', async () => {
    const server = fakeServer()
      .on(saisonsCalls.list, saisonsAnswer(saison(2026, { active: true, finished: false }), saison(2025)))
      .on(teamsCalls.getAll, ({ saison_id = 2026 }) => ({
        saison_id,
        journee: saison_id === 2026 ? 4 : 34,
        teams: saison_id === 2026 ? TEAMS : [team(9, 'Ancien', [])],
      }));
    renderApp(<TeamsAllPage />, { at: '/teams/all', path: '/teams/all' });
    expect(await screen.findByText('Saison 2025/2026 · Journée 4', {}, { timeout: 8000 })).toBeTruthy();
    const options = await openOptions(await screen.findByRole('combobox', { name: SEASON_END_MSG.seasonLabel }));
    const past = options.find((o) => o.textContent === 'Saison 2024/2025');
    if (past) fireEvent.click(past);
    expect(await screen.findByText('Saison 2024/2025 · Journée 34', {}, { timeout: 8000 })).toBeTruthy();
    expect(server.received(teamsCalls.getAll)).toEqual([{}, { saison_id: 2025 }]);
    expect(screen.getByText('Ancien')).toBeTruthy();
    expect(screen.queryByText('Bruno')).toBeNull();
  });
});
