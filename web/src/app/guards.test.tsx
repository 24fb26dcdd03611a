import { liguesCalls, type PublicUser } from '@poolfoot/domain';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { fakeServer } from '../test/server';
import { RequireRole } from './guards';
import RequireInstance from './require-instance';

/** The sign-in page's stand-in: says where the guard sent the visitor from. */
function LoginStub() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <p>login{from ? ` from ${from}` : ''}</p>;
}

function at(path: string, role: number, user?: PublicUser) {
  renderApp(
    <Routes>
      <Route
        path="/secret"
        element={
          <RequireRole role={role}>
            <p>secret</p>
          </RequireRole>
        }
      />
      <Route path="/login" element={<LoginStub />} />
      <Route path="/forbidden" element={<p>forbidden</p>} />
      <Route path="/user/account" element={<p>account</p>} />
    </Routes>,
    { at: path, user },
  );
}

describe('RequireRole', () => {
  it('sends a visitor to /login, with the whole address he asked for', () => {
    at('/secret?journee=3#j3', 1);
    expect(screen.getByText('login from /secret?journee=3#j3')).toBeTruthy();
  });
  it('sends a lower role to /forbidden', () => {
    at('/secret', 4, { id: 3, username: 'a', nickname: 'a', role: 1 });
    expect(screen.getByText('forbidden')).toBeTruthy();
  });
  it('sends one in no league (role 0) to his account, where an invitation brings him into one', () => {
    at('/secret', 1, { id: 3, username: 'a', nickname: 'a', role: 0 });
    expect(screen.getByText('account')).toBeTruthy();
  });
  it('shows the page to a high enough role', () => {
    at('/secret', 4, { id: 1, username: 'a', nickname: 'a', role: 9 });
    expect(screen.getByText('secret')).toBeTruthy();
  });
});

describe('RequireInstance', () => {
  const mine = (instance_admin: boolean) =>
    fakeServer().on(liguesCalls.mine, { leagues: [{ id: 1, nom: 'Amis', role: 4 }], active_id: 1, instance_admin });
  const open = () =>
    renderApp(
      <Routes>
        <Route
          path="/admin/clubs"
          element={
            <RequireInstance>
              <p>clubs</p>
            </RequireInstance>
          }
        />
        <Route path="/forbidden" element={<p>forbidden</p>} />
      </Routes>,
      { at: '/admin/clubs', user: { id: 2, username: 'b', nickname: 'b', role: 4 } },
    );

  it('sends a league’s admin who keeps no instance data to /forbidden', async () => {
    mine(false);
    open();
    expect(await screen.findByText('forbidden')).toBeTruthy();
  });
  it('shows the page to an instance admin', async () => {
    mine(true);
    open();
    expect(await screen.findByText('clubs')).toBeTruthy();
  });
});
