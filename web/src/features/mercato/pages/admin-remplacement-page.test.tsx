import { joueursCalls, mercatoCalls, type Poste, teamsCalls } from '@poolfoot/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { type AnswerOf, fakeServer } from '../../../test/server';
import AdminRemplacementPage from './admin-remplacement-page';
import { owned, player } from '../test-data';
import { openOptions } from '../../../test/select';

const joueur = (id: number, nom: string, poste: Poste) => player(id, nom, poste);
// Alex holds three Lyon players (the club limit); a Lyon goalkeeper is free.
const TEAM = [joueur(1, 'Gardien', 'GB'), joueur(2, 'Defenseur', 'DC'), joueur(3, 'Milieu', 'MC')];
const FREE = joueur(4, 'Libre', 'GB');
const STATE: AnswerOf<typeof mercatoCalls.get> = {
  meta: { round: 1, status: 'non débuté', cursor: { user_id: null, username: null } },
  order: { standby: [], list: [] },
  // Matchday 2 is in progress: the first matchday not started is 3.
  gestion: { journee_effet: 3, max_par_club: 3 },
  moves: [],
};
const TEAMS: AnswerOf<typeof teamsCalls.getAll> = {
  saison_id: 2026,
  journee: 2,
  teams: [
    {
      saison_id: 2026,
      journee: 2,
      count: TEAM.length,
      user_id: 1,
      username: 'Alex',
      joueurs: TEAM.map((j) => owned(j, 1, { prenom: null })),
    },
  ],
};

function renderPage() {
  const server = fakeServer()
    .on(mercatoCalls.get, STATE)
    .on(teamsCalls.getAll, TEAMS)
    .on(joueursCalls.list, { joueurs: [...TEAM, FREE] })
    .on(teamsCalls.getTakenPlayers, { journee: 3, joueur_ids: TEAM.map((j) => j.id) })
    .on(mercatoCalls.remplacement, { message: 'Remplacement effectué.' });
  renderApp(<AdminRemplacementPage />);
  return server;
}

/** The options a Select shows once opened (its own listbox, found through aria-controls). */
async function options(label: string) {
  const input = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(input.hasAttribute('disabled')).toBe(false));
  return openOptions(input);
}
async function choose(label: string, option: string) {
  const target = await waitFor(async () => {
    const found = (await options(label)).find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(target);
}

describe('admin replacement page', () => {
  it('proposes the first matchday not started and sends it; a same-club player may replace one at the club limit', async () => {
    const server = renderPage();
    await waitFor(() => expect((screen.getByRole('combobox', { name: "Journée d'application" }) as HTMLInputElement).value).toBe('J3'));
    await choose('Pooler', 'Alex');
    await choose('Joueur OUT', 'Gardien (GB, Lyon)');
    await choose('Joueur IN', 'Libre (Lyon)');
    fireEvent.click(screen.getByRole('button', { name: 'Valider le remplacement' }));
    await waitFor(() =>
      expect(server.received(mercatoCalls.remplacement)).toEqual([{ user_id: 1, journee: 3, joueur_out_id: 1, joueur_in_id: 4 }]),
    );
  }, 20_000);
});
