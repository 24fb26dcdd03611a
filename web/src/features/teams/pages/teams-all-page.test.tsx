import { MSG, type Team, teamsCalls } from '@poolfoot/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeServer } from '../../../test/server';
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
});
