import { gameCalls, joueursCalls, mercatoCalls, type Poste, seasonName, statsCalls, teamsCalls } from '@poolfoot/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { type AnswerOf, fakeServer } from '../../../test/server';
import MercatoChoixPage from './mercato-choix-page';
import { owned, player } from '../test-data';

const CLUBS: Record<number, string> = { 1: 'Lyon', 2: 'Nice' };
const joueur = (id: number, nom: string, poste: Poste, clubId: number) =>
  player(id, nom, poste, { club_id: clubId, club_name: CLUBS[clubId] ?? '', total: 100 - id });
// Camille's team: three Lyon players (the limit) and a Nice goalkeeper; a Lyon goalkeeper is free.
const TEAM = [joueur(1, 'Lyon-GB', 'GB', 1), joueur(2, 'Lyon-DC', 'DC', 1), joueur(3, 'Lyon-MC', 'MC', 1), joueur(4, 'Nice-GB', 'GB', 2)];
const FREE = joueur(5, 'Libre-GB', 'GB', 1);

const STATE: AnswerOf<typeof mercatoCalls.get> = {
  meta: { round: 1, status: 'en cours', cursor: { user_id: 7, username: 'Camille' } },
  order: { standby: [], list: [{ rang: 1, user_id: 7, username: 'Camille', standby: false }] },
  gestion: { journee_effet: 3, max_par_club: 3 },
  moves: [],
};
const TEAM_ANSWER: AnswerOf<typeof teamsCalls.getByUser> = {
  team: {
    saison_id: 2026,
    journee: 3,
    count: TEAM.length,
    user_id: 7,
    username: 'Camille',
    joueurs: TEAM.map((j) => owned(j, 7)),
  },
};
// This season's points of the dropped player's position: the free goalkeeper has 54 (his last season's total is 95).
const POINTS: AnswerOf<typeof statsCalls.players> = {
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
};

function renderPage() {
  fakeServer()
    .on(mercatoCalls.get, STATE)
    .on(teamsCalls.getByUser, TEAM_ANSWER)
    .on(joueursCalls.list, { joueurs: [...TEAM, FREE] })
    .on(teamsCalls.getTakenPlayers, { journee: 3, joueur_ids: TEAM.map((j) => j.id) })
    .on(statsCalls.players, POINTS)
    .on(gameCalls.context, {
      game: { saison: { id: 2026, nom: seasonName(2026) }, userdata: { user_id: 7, classement: 1, poolers: 3 }, phase: 'mercato' },
    });
  renderApp(<MercatoChoixPage />, { user: { id: 7, username: 'Camille', nickname: 'Cam', role: 1 } });
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

describe('mercato choice page at the club limit', () => {
  it('dropping a player of that club leaves a candidate of the same club available', async () => {
    renderPage();
    await drop('Lyon-GB');
    const candidate = await screen.findByRole('button', { name: 'Libre-GB, Lyon, 54 pts cette saison' });
    expect(candidate.hasAttribute('disabled')).toBe(false);
    expect(candidate.getAttribute('data-status')).toBe('available');
    // This season's points first; last season's total labelled as such.
    expect(candidate.textContent).toContain('54 pts');
    await waitFor(() => expect(candidate.textContent).toContain('2024/25 : 95 pts'));
  }, 20_000);

  it('dropping a player of another club greys the candidate out with the club limit', async () => {
    renderPage();
    await drop('Nice-GB');
    const candidate = await screen.findByRole('button', { name: 'Libre-GB, Lyon, 54 pts cette saison, limite du club atteinte' });
    expect(candidate.hasAttribute('disabled')).toBe(true);
  }, 20_000);
});
