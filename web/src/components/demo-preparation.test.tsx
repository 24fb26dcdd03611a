import { gameCalls, type Preparation } from '@poolfoot/domain';
import { DEMO_MSG } from '@poolfoot/domain/messages';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { renderApp } from '../test/render';
import { fakeServer } from '../test/server';
import { DemoPreparationGate, PREPARATION_REFRESH_MS } from './demo-preparation';

/** The shell's page slot with the gate around it; `state` is what game/preparation.php answers at each call. */
function renderGate(state: { preparation: Preparation | null }) {
  const server = fakeServer().on(gameCalls.preparation, () => ({ preparation: state.preparation }));
  renderApp(
    <DemoPreparationGate>
      <h1>Connexion</h1>
    </DemoPreparationGate>,
  );
  return server;
}

/** The gate's next question, a second later on a fake clock (no real wait). */
const nextTick = () => act(() => vi.advanceTimersByTimeAsync(PREPARATION_REFRESH_MS));

afterEach(() => {
  vi.useRealTimers();
  // The gate invalidates the app's own cache (lib/query-client), not the test's: it is emptied here.
  queryClient.clear();
});

describe('the demo season preparation in place of the pages', () => {
  it('shows the page when no preparation is under way, and does not ask again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = renderGate({ preparation: null });
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeTruthy();
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    expect(server.received(gameCalls.preparation)).toHaveLength(1);
    await nextTick();
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(DEMO_MSG.preparing)).toBeNull();
  });

  it('says how far the draft is, then the matchday being played, instead of the page, and shows the page once ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const state: { preparation: Preparation | null } = { preparation: { picks: 120, picks_total: 240, journees: 0, journees_total: 10 } };
    renderGate(state);
    expect(await screen.findByRole('heading', { name: DEMO_MSG.preparing })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(DEMO_MSG.draft(120, 240));
    expect(screen.getByRole('progressbar', { name: DEMO_MSG.progressLabel }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.queryByRole('heading', { name: 'Connexion' })).toBeNull();

    // A page's data read during the preparation is read again once the season is ready.
    queryClient.setQueryData(['resultats', 'general'], { classement: [] });
    state.preparation = { picks: 240, picks_total: 240, journees: 3, journees_total: 10 };
    await nextTick();
    expect(await screen.findByText(DEMO_MSG.journee(4, 10))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`${DEMO_MSG.draft(240, 240)}${DEMO_MSG.journee(4, 10)}`);

    state.preparation = null;
    await nextTick();
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
    expect(screen.queryByText(DEMO_MSG.preparing)).toBeNull();
    expect(queryClient.getQueryState(['resultats', 'general'])?.isInvalidated).toBe(true);
  });
});
