import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import HomePage, { phaseTile } from './home-page';

function renderHome(phase: string) {
  session.set({ id: 7, username: 'Camille', nickname: 'Cam', role: 1 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        success: true,
        status: 'success',
        game: { saison: { id: 2026, nom: 'Saison 2025/2026' }, userdata: { user_id: 7, classement: 3, poolers: 12 }, phase },
      }),
    ),
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/home']}>
          <Routes>
            <Route path="/home" element={<HomePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

describe('home page', () => {
  it('shows the season from the game context and the rank as "n ème / N"', async () => {
    renderHome('draft');
    expect(await screen.findByRole('heading', { name: 'Saison 2025/2026' })).toBeTruthy();
    expect(screen.getByLabelText('Classement').textContent).toBe('3 ème / 12');
    expect(screen.getByTestId('tile-Draft').getAttribute('href')).toBe('/draft');
    expect(screen.getByTestId('tile-Matchs').getAttribute('href')).toBe('/compos/rencontres');
  });

  it('the phase tile: draft -> Draft, mercato -> Mercato, otherwise a disabled Mercato', () => {
    expect(phaseTile('draft')).toMatchObject({ label: 'Draft', to: '/draft' });
    expect(phaseTile('mercato')).toMatchObject({ label: 'Mercato', to: '/mercato' });
    expect(phaseTile('normal')).toMatchObject({ label: 'Mercato', to: null });
  });

  it('renders the disabled tile as not a link in phase normal', async () => {
    renderHome('normal');
    const tile = await screen.findByTestId('tile-Mercato');
    expect(tile.getAttribute('aria-disabled')).toBe('true');
    expect(tile.getAttribute('href')).toBeNull();
  });
});
