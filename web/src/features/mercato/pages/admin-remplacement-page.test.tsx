import { MantineProvider } from '@mantine/core';
import type { Joueur, MercatoView, Poste } from '@poolfoot/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminRemplacementPage from './admin-remplacement-page';

const joueur = (id: number, nom: string, poste: Poste): Joueur => ({
  id,
  nom,
  prenom: null,
  surnom: null,
  lfp_id: String(id),
  short_opta_id: `p${id}`,
  club_id: 1,
  club_name: 'Lyon',
  club_official_name: null,
  poste,
  numero: null,
  saison_id: 2026,
  total: 0,
});
// Alex holds three Lyon players (the club limit); a Lyon goalkeeper is free.
const TEAM = [joueur(1, 'Gardien', 'GB'), joueur(2, 'Defenseur', 'DC'), joueur(3, 'Milieu', 'MC')];
const FREE = joueur(4, 'Libre', 'GB');
const STATE: Omit<MercatoView, 'success' | 'status'> = {
  meta: { round: 1, status: 'non débuté', cursor: { user_id: null, username: null } },
  order: { standby: [], list: [] },
  // Matchday 2 is in progress: the first matchday not started is 3.
  gestion: { journee_effet: 3, max_par_club: 3 },
  moves: [],
};
const ANSWERS: Record<string, object> = {
  'mercato/get.php': STATE,
  'teams/getAll.php': {
    saison_id: 2026,
    journee: 2,
    teams: [
      {
        saison_id: 2026,
        journee: 2,
        count: TEAM.length,
        user_id: 1,
        username: 'Alex',
        joueurs: TEAM.map((j) => ({
          joueur_id: j.id,
          poste: j.poste,
          prenom: null,
          nom: j.nom,
          club_official_name: null,
          club_name: j.club_name,
          club_id: j.club_id,
          lfp_id: j.lfp_id,
          journee_in: 1,
          journee_out: null,
          user_id: 1,
          malus_cap: 0,
        })),
      },
    ],
  },
  'joueurs/list.php': { joueurs: [...TEAM, FREE] },
  'teams/getTakenPlayers.php': { journee: 3, joueur_ids: TEAM.map((j) => j.id) },
  'mercato/remplacement.php': { message: 'Remplacement effectué.' },
};

function renderPage() {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const call = Object.keys(ANSWERS).find((path) => url.includes(path));
    if (!call) return Response.json({ success: false, status: 'error', message: 'non' }, { status: 400 });
    return Response.json({ success: true, status: 'success', ...ANSWERS[call] });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <AdminRemplacementPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetchMock;
}

/** The options a Select shows once opened (its own listbox, found through aria-controls). */
async function options(label: string) {
  const input = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(input.hasAttribute('disabled')).toBe(false));
  fireEvent.click(input);
  const listbox = await waitFor(() => {
    const el = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!el) throw new Error('no listbox');
    return el;
  });
  return within(listbox).queryAllByRole('option', { hidden: true });
}
async function choose(label: string, option: string) {
  const target = await waitFor(async () => {
    const found = (await options(label)).find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(target);
}

afterEach(() => vi.unstubAllGlobals());

describe('admin replacement page', () => {
  it('proposes the first matchday not started and sends it; a same-club player may replace one at the club limit', async () => {
    const fetchMock = renderPage();
    await waitFor(() => expect((screen.getByRole('combobox', { name: "Journée d'application" }) as HTMLInputElement).value).toBe('J3'));
    await choose('Pooler', 'Alex');
    await choose('Joueur OUT', 'Gardien (GB, Lyon)');
    await choose('Joueur IN', 'Libre (Lyon)');
    fireEvent.click(screen.getByRole('button', { name: 'Valider le remplacement' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/backend/api/mercato/remplacement.php',
        expect.objectContaining({ body: JSON.stringify({ user_id: 1, journee: 3, joueur_out_id: 1, joueur_in_id: 4 }) }),
      ),
    );
  }, 20_000);
});
