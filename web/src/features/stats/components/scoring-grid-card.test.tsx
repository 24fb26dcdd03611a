import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { DEFAULT_SCORING_GRID } from '@poolfoot/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScoringGridCard } from './scoring-grid-card';

afterEach(() => vi.unstubAllGlobals());

describe('the scoring grid card', () => {
  it('shows the grid, sends an edited cell, and puts the default values back on demand', async () => {
    const grid = structuredClone(DEFAULT_SCORING_GRID);
    grid.goal.AT = 7;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      return Response.json({
        success: true,
        status: 'success',
        grid: body?.grid ?? grid,
        is_default: false,
        message: 'Grille enregistrée.',
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={new QueryClient()}>
          <ScoringGridCard />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const cell = (await screen.findByLabelText('but – AT')) as HTMLInputElement;
    expect(cell.value).toBe('7');
    expect(screen.getByText('Grille modifiée')).toBeTruthy();
    await userEvent.clear(cell);
    await userEvent.type(cell, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la grille' }));
    const saved = fetchMock.mock.calls.find(([url]) => String(url).includes('save_scoring_grid'));
    expect(JSON.parse(String(saved?.[1]?.body)).grid.goal).toEqual({ ...DEFAULT_SCORING_GRID.goal, AT: 10 });
    await userEvent.click(screen.getByRole('button', { name: 'Valeurs par défaut' }));
    expect(((await screen.findByLabelText('but – AT')) as HTMLInputElement).value).toBe('4');
  });
});
