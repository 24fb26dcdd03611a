import { authCalls, setupCalls } from '@poolfoot/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { renderApp } from '../../test/render';
import { fakeServer } from '../../test/server';
import LoginPage from './login-page';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="adresse">{pathname + search}</output>;
}
/** The sign-in page beside one page it may send to, and where the browser is. */
const appWith = (path: string, text: string) => (
  <>
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path={path} element={<p>{text}</p>} />
    </Routes>
    <Where />
  </>
);
const app = appWith('/home', 'Accueil');
const LILI = { id: 5, username: 'pooler5', nickname: 'Lili', role: 1 };

describe('the sign-in page', () => {
  it('goes home once the start-up check finds the session the browser no longer remembered', async () => {
    fakeServer().on(setupCalls.status, { needs_setup: false });
    renderApp(app, { at: '/login', user: null });
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    // What the start-up check (auth/me.php) does when the server's session is valid.
    act(() => session.set(LILI));
    expect(await screen.findByText('Accueil')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/home');
  });

  it('sends back to the page the guard sent from, once the session is found', async () => {
    fakeServer().on(setupCalls.status, { needs_setup: false });
    renderApp(appWith('/compo', 'Compo'), { at: { pathname: '/login', state: { from: '/compo' } }, user: LILI });
    expect(await screen.findByText('Compo')).toBeTruthy();
  });

  it('signed in by the form, goes back to the whole address the guard sent from, its query too', async () => {
    fakeServer().on(setupCalls.status, { needs_setup: false }).on(authCalls.login, { user: LILI });
    renderApp(appWith('/admin/matchs/list', 'Matchs'), {
      at: { pathname: '/login', state: { from: '/admin/matchs/list?journee=3' } },
      user: null,
    });
    await userEvent.type(await screen.findByLabelText('Email', { exact: false }), 'pooler5@poolfoot.test');
    await userEvent.type(screen.getByLabelText('Mot de passe', { exact: false }), 'poolfoot');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Matchs')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/admin/matchs/list?journee=3');
  });

  it('stays for someone signed in who opened it to sign in as someone else', async () => {
    fakeServer().on(setupCalls.status, { needs_setup: false });
    renderApp(app, { at: '/login', user: LILI });
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    act(() => session.set({ ...LILI, nickname: 'Lili la Flèche' }));
    expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/login');
  });
});
