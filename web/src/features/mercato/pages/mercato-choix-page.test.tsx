import { MantineProvider } from '@mantine/core';
import type { Joueur, MercatoView, Poste } from '@poolfoot/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import MercatoChoixPage from './mercato-choix-page';

const CLUBS: Record<number, string> = { 1: 'Lyon', 2: 'Nice' };
const joueur = (id: number, nom: string, poste: Poste, clubId: number): Joueur => ({
  id,
  nom,
  prenom: null,
  surnom: null,
  lfp_id: String(id),
  short_opta_id: `p${id}`,
  club_id: clubId,
  club_name: CLUBS[clubId] ?? '',
  club_official_name: null,
  poste,
  numero: null,
  saison_id: 2026,
  total: 100 - id,
});
// Camille's team: three Lyon players (the limit) and a Nice goalkeeper; a Lyon goalkeeper is free.
const TEAM = [joueur(1, 'Lyon-GB', 'GB', 1), joueur(2, 'Lyon-DC', 'DC', 1), joueur(3, 'Lyon-MC', 'MC', 1), joueur(4, 'Nice-GB', 'GB', 2)];
const FREE = joueur(5, 'Libre-GB', 'GB', 1);

const STATE: MercatoView = {
  success: true,
  status: 'success',
  meta: { round: 1, status: 'en cours', cursor: { user_id: 7, username: 'Camille' } },
  order: { standby: [], list: [{ rang: 1, user_id: 7, username: 'Camille', standby: false }] },
  gestion: { journee_effet: 3, max_par_club: 3 },
  moves: [],
};
const ANSWERS: Record<string, object> = {
  'mercato/get.php': STATE,
  'teams/getByUser.php': {
    team: {
      saison_id: 2026,
      journee: 3,
      count: TEAM.length,
      user_id: 7,
      username: 'Camille',
      joueurs: TEAM.map((j) => ({
        joueur_id: j.id,
        poste: j.poste,
        prenom: j.prenom,
        nom: j.nom,
        club_official_name: null,
        club_name: j.club_name,
        club_id: j.club_id,
        lfp_id: j.lfp_id,
        journee_in: 1,
        journee_out: null,
        user_id: 7,
        malus_cap: 0,
      })),
    },
  },
  'joueurs/list.php': { joueurs: [...TEAM, FREE] },
  'teams/getTakenPlayers.php': { journee: 3, joueur_ids: TEAM.map((j) => j.id) },
  // This season's points of the dropped player's position: the free goalkeeper has 54 (his last season's total is 95).
  'stats/players.php': {
    saison_id: 2026,
    until_journee: 2,
    total_rows: 1,
    page: 1,
    limit: 500,
    rows: [
      {
        joueur_id: FREE.id,
        prenom: null,
        nom: FREE.nom,
        club_id: 1,
        club_name: 'Lyon',
        poste: 'GB',
        total: 54,
        owned: false,
        owner_id: null,
        owner: null,
      },
    ],
  },
};

function renderPage() {
  session.set({ id: 7, username: 'Camille', nickname: 'Cam', role: 1 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const call = Object.keys(ANSWERS).find((path) => url.includes(path));
      if (!call) return Response.json({ success: false, status: 'error', message: 'non' }, { status: 400 });
      return Response.json({ success: true, status: 'success', ...ANSWERS[call] });
    }),
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <MercatoChoixPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Picks the player to drop in the 'Joueur à remplacer' select. */
async function drop(name: string) {
  const input = await screen.findByRole('combobox', { name: 'Joueur à remplacer' });
  fireEvent.click(input);
  const listbox = await waitFor(() => {
    const el = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!el) throw new Error('no listbox');
    return el;
  });
  const option = within(listbox)
    .queryAllByRole('option', { hidden: true })
    .find((o) => o.textContent === name);
  if (!option) throw new Error(`no option ${name}`);
  fireEvent.click(option);
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

describe('mercato choice page at the club limit', () => {
  it('dropping a player of that club leaves a candidate of the same club available', async () => {
    renderPage();
    await drop('Lyon-GB');
    const candidate = await screen.findByRole('button', { name: 'Libre-GB, Lyon, 54 pts cette saison' });
    expect(candidate.hasAttribute('disabled')).toBe(false);
    expect(candidate.getAttribute('data-status')).toBe('available');
    // This season's points first; last season's total labelled as such.
    expect(candidate.textContent).toContain('54 pts');
    expect(candidate.textContent).toContain('2024/25 : 95 pts');
  }, 20_000);

  it('dropping a player of another club greys the candidate out with the club limit', async () => {
    renderPage();
    await drop('Nice-GB');
    const candidate = await screen.findByRole('button', { name: 'Libre-GB, Lyon, 54 pts cette saison, limite du club atteinte' });
    expect(candidate.hasAttribute('disabled')).toBe(true);
  }, 20_000);
});
