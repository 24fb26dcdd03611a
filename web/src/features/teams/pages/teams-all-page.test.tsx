import { MantineProvider } from '@mantine/core';
import { MSG, type Team } from '@poolfoot/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => vi.unstubAllGlobals());

describe('all teams', { timeout: 20_000 }, () => {
  it('filters by pooler, player or club, ignoring case and accents', () => {
    expect(filterTeams(TEAMS, '').map((t) => t.username)).toEqual(['Alex', 'Bruno', 'Élise']);
    expect(filterTeams(TEAMS, 'elise').map((t) => t.username)).toEqual(['Élise']);
    expect(filterTeams(TEAMS, 'DUPRE').map((t) => t.username)).toEqual(['Alex']);
    expect(filterTeams(TEAMS, 'rennais').map((t) => t.username)).toEqual(['Bruno']);
    expect(filterTeams(TEAMS, 'zzz')).toEqual([]);
  });

  it("reads the season from the query, and says 'Aucune team matchant le filtre.' when nothing matches", async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, status: 'success', saison_id: 2026, journee: 4, teams: TEAMS }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/teams/all?saison=2026']}>
            <Routes>
              <Route path="/teams/all" element={<TeamsAllPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText('Bruno', {}, { timeout: 8000 })).toBeTruthy();
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toBe('/backend/api/teams/getAll.php?saison_id=2026');
    fireEvent.change(screen.getByLabelText('Rechercher'), { target: { value: 'personne' } });
    expect(screen.getByText(MSG.noTeamMatch)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à ma team' }).getAttribute('href')).toBe('/team');
  });
});
