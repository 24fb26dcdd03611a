import { MantineProvider } from '@mantine/core';
import type { Preparation } from '@poolfoot/domain';
import { DEMO_MSG } from '@poolfoot/domain/messages';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { DemoPreparationGate, PREPARATION_REFRESH_MS } from './demo-preparation';

const answer = (preparation: Preparation | null) => Response.json({ success: true, status: 'success', preparation });

/** The shell's page slot with the gate around it; `server` is what game/preparation.php answers at each call. */
function renderGate(server: { preparation: Preparation | null }) {
  const fetchMock = vi.fn(async (_url: string) => answer(server.preparation));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <MantineProvider>
      <DemoPreparationGate>
        <h1>Connexion</h1>
      </DemoPreparationGate>
    </MantineProvider>,
  );
  return { fetchMock };
}

/** The gate's next question, a second later on a fake clock (no real wait). */
const nextTick = () => act(() => vi.advanceTimersByTimeAsync(PREPARATION_REFRESH_MS));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('the demo season preparation in place of the pages', () => {
  it('shows the page when no preparation is under way, and does not ask again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = renderGate({ preparation: null });
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeTruthy();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/backend/api/game/preparation.php');
    await nextTick();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(DEMO_MSG.preparing)).toBeNull();
  });

  it('says how far the draft is, then the matchday being played, instead of the page, and shows the page once ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server: { preparation: Preparation | null } = { preparation: { picks: 120, picks_total: 240, journees: 0, journees_total: 10 } };
    renderGate(server);
    expect(await screen.findByRole('heading', { name: DEMO_MSG.preparing })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(DEMO_MSG.draft(120, 240));
    expect(screen.getByRole('progressbar', { name: DEMO_MSG.progressLabel }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.queryByRole('heading', { name: 'Connexion' })).toBeNull();

    // A page's data read during the preparation is read again once the season is ready.
    queryClient.setQueryData(['resultats', 'general'], { classement: [] });
    server.preparation = { picks: 240, picks_total: 240, journees: 3, journees_total: 10 };
    await nextTick();
    expect(await screen.findByText(DEMO_MSG.journee(4, 10))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`${DEMO_MSG.draft(240, 240)}${DEMO_MSG.journee(4, 10)}`);

    server.preparation = null;
    await nextTick();
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
    expect(screen.queryByText(DEMO_MSG.preparing)).toBeNull();
    expect(queryClient.getQueryState(['resultats', 'general'])?.isInvalidated).toBe(true);
  });
});
