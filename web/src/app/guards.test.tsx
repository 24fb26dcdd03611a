import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../lib/session';
import { RequireRole } from './guards';

function at(path: string, role: number) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/secret"
          element={
            <RequireRole role={role}>
              <p>secret</p>
            </RequireRole>
          }
        />
        <Route path="/login" element={<p>login</p>} />
        <Route path="/forbidden" element={<p>forbidden</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => session.set(null));

describe('RequireRole', () => {
  it('sends a visitor to /login', () => {
    at('/secret', 1);
    expect(screen.getByText('login')).toBeTruthy();
  });
  it('sends a lower role to /forbidden', () => {
    session.set({ id: 3, username: 'a', nickname: 'a', role: 1 });
    at('/secret', 4);
    expect(screen.getByText('forbidden')).toBeTruthy();
  });
  it('shows the page to a high enough role', () => {
    session.set({ id: 1, username: 'a', nickname: 'a', role: 9 });
    at('/secret', 4);
    expect(screen.getByText('secret')).toBeTruthy();
  });
});
