import { SETUP_MSG, SRV, setupCalls } from '@poolfoot/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { renderApp } from '../../test/render';
import { failure, fakeServer } from '../../test/server';
import LoginPage from './login-page';
import SetupPage from './setup-page';

/** Where the router is (the page navigates by itself). */
function Where() {
  return <output aria-label="adresse">{useLocation().pathname}</output>;
}
const app = (
  <>
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/setup" element={<SetupPage />} />
      <Route path="/home" element={<p>Accueil</p>} />
    </Routes>
    <Where />
  </>
);

async function fill(code: string) {
  await userEvent.type(await screen.findByLabelText(SETUP_MSG.codeLabel, { exact: false }), code);
  await userEvent.type(screen.getByLabelText(SETUP_MSG.leagueLabel, { exact: false }), 'La ligue du jeudi');
  await userEvent.type(screen.getByLabelText('Nom d’utilisateur', { exact: false }), 'Alice');
  await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'alice@exemple.fr');
  await userEvent.type(screen.getByLabelText('Mot de passe', { exact: false }), 'une-vraie-saison');
  await userEvent.type(screen.getByLabelText('Confirmation', { exact: false }), 'une-vraie-saison');
  await userEvent.click(screen.getByRole('button', { name: SETUP_MSG.submit }));
}

describe('the first start with no account', () => {
  it('says how strong the password is as one types, and shows the server’s refusal beside it, not in a toast', async () => {
    const weak = `${SRV.passwordWeak(['Ce mot de passe est très utilisé.'])}`;
    fakeServer()
      .on(setupCalls.status, { needs_setup: true })
      .on(setupCalls.admin, failure('bad_request', weak, { fields: { password: weak } }));
    renderApp(app, { at: '/setup' });
    const password = await screen.findByLabelText('Mot de passe', { exact: false });
    await userEvent.type(password, '12345678');
    expect(await screen.findByText(new RegExp(SRV.passwordStrength('Très faible')), {}, { timeout: 5000 })).toBeTruthy();
    await userEvent.clear(password);
    await userEvent.type(password, 'girafe-orange-tambour');
    expect(await screen.findByText(SRV.passwordStrength('Très fort'), {}, { timeout: 5000 })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(SETUP_MSG.codeLabel, { exact: false }), 'abcd-efgh-jkmn');
    await userEvent.type(screen.getByLabelText(SETUP_MSG.leagueLabel, { exact: false }), 'Les cousins');
    await userEvent.type(screen.getByLabelText('Nom d’utilisateur', { exact: false }), 'Alice');
    await userEvent.type(screen.getByLabelText('Email', { exact: false }), 'alice@exemple.fr');
    await userEvent.type(screen.getByLabelText('Confirmation', { exact: false }), 'girafe-orange-tambour');
    await userEvent.click(screen.getByRole('button', { name: SETUP_MSG.submit }));
    await screen.findByText(weak);
    // Beside its field: the field is described by it.
    expect(password.getAttribute('aria-describedby')).toContain(screen.getByText(weak).id);
  }, 30_000);

  it('the sign-in page sends to the set-up, which makes the first account and its league, logged in on the home page', async () => {
    const server = fakeServer()
      .on(setupCalls.status, { needs_setup: true })
      .on(setupCalls.admin, (input) => ({
        user: { id: 1, username: input.username, nickname: input.username, role: 9 },
        league: { id: 1, nom: input.league, role: 4 },
      }));
    renderApp(app, { at: '/login' });
    expect(await screen.findByRole('heading', { name: SETUP_MSG.title })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/setup');
    await fill('abcd-efgh-jkmn');
    expect(await screen.findByText('Accueil')).toBeTruthy();
    expect(server.received(setupCalls.admin)).toEqual([
      { code: 'abcd-efgh-jkmn', league: 'La ligue du jeudi', username: 'Alice', email: 'alice@exemple.fr', password: 'une-vraie-saison' },
    ]);
    expect(session.get()).toMatchObject({ username: 'Alice', role: 9 });
  }, 20_000);

  it('a wrong code says so and stays on the page; an instance set up already keeps its sign-in page', async () => {
    const server = fakeServer()
      .on(setupCalls.status, { needs_setup: false })
      .on(setupCalls.admin, failure('forbidden', SETUP_MSG.codeWrong));
    const { unmount } = renderApp(app, { at: '/login' });
    await vi.waitFor(() => expect(server.asked(setupCalls.status)).toBe(true));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/login');
    unmount();
    renderApp(app, { at: '/setup' });
    await fill('AAAA-BBBB-CCCC');
    expect(await screen.findByText(SETUP_MSG.codeWrong)).toBeTruthy();
    expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/setup');
    expect(session.get()).toBeNull();
  }, 20_000);
});
