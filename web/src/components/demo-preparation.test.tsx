import { MantineProvider } from '@mantine/core';
import type { Preparation } from '@poolfoot/domain';
import { DEMO_MSG } from '@poolfoot/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoPreparationGate } from './demo-preparation';

const answer = (preparation: Preparation | null) => Response.json({ success: true, status: 'success', preparation });

/** The shell's page slot with the gate around it; `server` is what game/preparation.php answers at each call. */
function renderGate(server: { preparation: Preparation | null }) {
  const fetchMock = vi.fn(async (_url: string) => answer(server.preparation));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <DemoPreparationGate>
          <h1>Connexion</h1>
        </DemoPreparationGate>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { client, fetchMock };
}

afterEach(() => vi.unstubAllGlobals());

describe('the demo season preparation in place of the pages', () => {
  it('shows the page when no preparation is under way, and does not ask again', async () => {
    const { fetchMock } = renderGate({ preparation: null });
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeTruthy();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/backend/api/game/preparation.php');
    expect(screen.queryByText(DEMO_MSG.preparing)).toBeNull();
  });

  it('says how far the draft is, then the matchday being played, instead of the page, and shows the page once ready', async () => {
    const server: { preparation: Preparation | null } = { preparation: { picks: 120, picks_total: 240, journees: 0, journees_total: 10 } };
    const { client } = renderGate(server);
    expect(await screen.findByRole('heading', { name: DEMO_MSG.preparing })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(DEMO_MSG.draft(120, 240));
    expect(screen.getByRole('progressbar', { name: DEMO_MSG.progressLabel }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.queryByRole('heading', { name: 'Connexion' })).toBeNull();

    // A page's data read during the preparation is read again once the season is ready.
    client.setQueryData(['resultats', 'general'], { classement: [] });
    // The gate asks again by itself (every second): here each tick is played by hand.
    server.preparation = { picks: 240, picks_total: 240, journees: 3, journees_total: 10 };
    await client.refetchQueries({ queryKey: ['game', 'preparation'] });
    expect(await screen.findByText(DEMO_MSG.journee(4, 10))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`${DEMO_MSG.draft(240, 240)}${DEMO_MSG.journee(4, 10)}`);

    server.preparation = null;
    await client.refetchQueries({ queryKey: ['game', 'preparation'] });
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
    expect(screen.queryByText(DEMO_MSG.preparing)).toBeNull();
    await vi.waitFor(() => expect(client.getQueryState(['resultats', 'general'])?.isInvalidated).toBe(true));
  });
});
