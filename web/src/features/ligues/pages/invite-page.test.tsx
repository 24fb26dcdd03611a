import { INVITES_MSG, invitesCalls } from '@poolfoot/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { renderApp } from '../../../test/render';
import { failure, fakeServer } from '../../../test/server';
import InvitePage from './invite-page';

const app = (
  <Routes>
    <Route path="/invite/:token" element={<InvitePage />} />
    <Route path="/home" element={<p>Accueil</p>} />
  </Routes>
);
const joined = (username: string) => ({
  message: INVITES_MSG.joined('La ligue du jeudi'),
  user: { id: 5, username, nickname: username, role: 1 },
  league: { id: 1, nom: 'La ligue du jeudi', role: 1 },
});

describe('the invite page', () => {
  it('a friend new to Poolfoot makes an account there and lands on the league’s home, signed in', async () => {
    const server = fakeServer()
      .on(invitesCalls.get, { league: { nom: 'La ligue du jeudi' }, closed: null })
      .on(invitesCalls.accept, (input) => joined(input.username ?? ''));
    renderApp(app, { at: '/invite/jeton-1' });
    expect(await screen.findByRole('heading', { name: INVITES_MSG.inviteTitle('La ligue du jeudi') })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Nom d’utilisateur', { exact: false }), 'Bruno');
    await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'bruno@exemple.fr');
    await userEvent.type(screen.getByLabelText('Mot de passe', { exact: false }), 'un-mot-de-passe');
    await userEvent.type(screen.getByLabelText('Confirmation', { exact: false }), 'un-mot-de-passe');
    await userEvent.click(screen.getByRole('button', { name: INVITES_MSG.createAndJoin }));
    expect(await screen.findByText('Accueil')).toBeTruthy();
    expect(server.received(invitesCalls.accept)).toEqual([
      { token: 'jeton-1', username: 'Bruno', email: 'bruno@exemple.fr', password: 'un-mot-de-passe' },
    ]);
    // Joined, everything shown is read again (the invite among them, while the page waits): always by its token.
    expect(new Set(server.received(invitesCalls.get).map((r) => r.token))).toEqual(new Set(['jeton-1']));
    expect(session.get()).toMatchObject({ username: 'Bruno', role: 1 });
  }, 20_000);

  it('someone signed in joins with one button; a closed link says why and offers nothing', async () => {
    const server = fakeServer()
      .on(invitesCalls.get, { league: { nom: 'La ligue du jeudi' }, closed: null })
      .on(invitesCalls.accept, joined('Chloé'));
    const { unmount } = renderApp(app, { at: '/invite/jeton-2', user: { id: 5, username: 'Chloé', nickname: 'Chloé', role: 4 } });
    await userEvent.click(await screen.findByRole('button', { name: INVITES_MSG.join }));
    expect(await screen.findByText('Accueil')).toBeTruthy();
    expect(server.received(invitesCalls.accept)).toEqual([{ token: 'jeton-2' }]);
    unmount();

    fakeServer().on(invitesCalls.get, { league: { nom: 'La ligue du jeudi' }, closed: 'used_up' });
    renderApp(app, { at: '/invite/jeton-3', user: null });
    expect(await screen.findByText(INVITES_MSG.closed.used_up)).toBeTruthy();
    expect(screen.queryByRole('button', { name: INVITES_MSG.createAndJoin })).toBeNull();
  }, 20_000);

  it('an unknown link says to ask the friend for a new one, and leads to the login page', async () => {
    fakeServer().on(invitesCalls.get, failure('not_found', INVITES_MSG.unknownLink));
    renderApp(app, { at: '/invite/mal-copie', user: null });
    expect(await screen.findByText(INVITES_MSG.unknownLink)).toBeTruthy();
    expect(INVITES_MSG.unknownLink).toMatch(/demandez un nouveau lien à l’ami/);
    expect(screen.getByRole('link', { name: INVITES_MSG.toLogin }).getAttribute('href')).toBe('/login');
  });
});
