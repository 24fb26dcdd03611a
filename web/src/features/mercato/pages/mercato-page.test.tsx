import { mercatoCalls } from '@poolfoot/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { type AnswerOf, fakeServer } from '../../../test/server';
import MercatoPage from './mercato-page';

const move = {
  id: 1,
  user_id: 7,
  username: 'Camille',
  type: 'pick' as const,
  poste: 'AT' as const,
  old_joueur_id: 1,
  new_joueur_id: 2,
  old_joueur: { id: 1, prenom: 'Jean', nom: 'Durand', club_name: 'Nice', poste: 'AT' as const },
  new_joueur: { id: 2, prenom: 'Léo', nom: 'Martin', club_name: 'Lyon', poste: 'AT' as const },
  at: '2026-09-10T08:30:00.000Z',
  journee: 3,
};

type State = AnswerOf<typeof mercatoCalls.get>;

function state(cursor: number, standby: number[]): State {
  const names: Record<number, string> = { 7: 'Camille', 8: 'Damien' };
  return {
    meta: { round: 2, status: 'en cours', cursor: { user_id: cursor, username: names[cursor] ?? null } },
    order: {
      standby,
      list: [7, 8].map((id, i) => ({ rang: i + 1, user_id: id, username: names[id] ?? '', standby: standby.includes(id) })),
    },
    gestion: { journee_effet: 3, max_par_club: 3 },
    moves: [move],
  };
}

function renderPage(answer: State) {
  const server = fakeServer().on(mercatoCalls.get, answer).on(mercatoCalls.pass, { message: 'Camille passe son tour.' });
  renderApp(<MercatoPage />, { user: { id: 7, username: 'Camille', nickname: 'Cam', role: 1 } });
  return server;
}

describe('mercato page', () => {
  it("on the user's turn: the message, 'Passer' and 'Choisir' active, no 'Revenir en priority'", async () => {
    const server = renderPage(state(7, []));
    expect(await screen.findByRole('heading', { name: 'Mercato – Tour 2' })).toBeTruthy();
    expect(screen.getByText("C'est votre tour !")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choisir' }).getAttribute('href')).toBe('/mercato/choix');
    expect(screen.getByRole('link', { name: 'Stats' }).getAttribute('href')).toBe('/stats');
    expect(screen.queryByRole('button', { name: 'Revenir en priority' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Passer' }));
    await waitFor(() => expect(server.received(mercatoCalls.pass)).toEqual([{ user_id: 7 }]));
  });

  it("on standby: whose turn it is, 'Revenir en priority', 'Passer' and 'Choisir' disabled; the moves read with their date", async () => {
    renderPage(state(8, [7]));
    expect(await screen.findByText('Damien')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revenir en priority' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Passer' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Choisir' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByText('Léo Martin (Lyon, AT) remplace Jean Durand')).toHaveLength(2);
    expect(screen.getAllByText('10/09/2026 10:30')).toHaveLength(2);
  });
});
