import { MantineProvider } from '@mantine/core';
import { MSG } from '@poolfoot/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import ComposRencontresPage from './compos-rencontres-page';

const journee = {
  id: 33,
  numjournee: 3,
  date: '2026-09-19',
  heure: '17:00',
  start_at: '2026-09-19T15:00:00.000Z',
  status: 0,
  saison_id: 2026,
};
const side = (id: number, username: string) => ({ id, username });
const match = (no: number, home: [number, string], away: [number, string] | null) => ({
  id: no,
  match_no: no,
  user1_id: home[0],
  user2_id: away?.[0] ?? null,
  score1: null,
  score2: null,
  resultat: null,
  home: side(...home),
  away: away ? side(...away) : null,
});
const slot = (ordre: number, poste: string, nom: string, kickoff: string | null) => ({
  ordre,
  joueur_id: ordre + 100,
  lfp_id: `l${ordre}`,
  club_id: 1,
  club_name: 'OL',
  poste,
  prenom: null,
  nom,
  isLocked: false,
  kickoff_at: kickoff,
  total: null,
  played: false,
});
const compo = (userId: number, username: string) => ({
  composition_id: userId,
  user_id: userId,
  username,
  journee_id: 33,
  numjournee: 3,
  formation: '442',
  capitaine_lfp_id: 'l9',
  total: null,
  slots: [slot(9, 'AT', `Buteur${userId}`, '2026-09-20T18:45:00.000Z'), slot(0, 'GB', `Gardien${userId}`, '2026-09-19T15:00:00.000Z')],
});

function renderPage(answer: (url: URL) => unknown, path = '/compos/rencontres') {
  session.set({ id: 1, username: 'Alex', nickname: 'Alex', role: 1 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const body = answer(new URL(input, 'http://x'));
      return body === null ? Response.json({ success: false, status: 'error', message: 'Boum' }, { status: 500 }) : Response.json(body);
    }),
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/compos/rencontres/:journeeId?" element={<ComposRencontresPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A first render under jsdom on a busy machine can take seconds. */
const SLOW = { timeout: 8000 };
const ok = (fields: object) => ({ success: true, status: 'success', ...fields });
const team = (userId: number, username: string) => ({ saison_id: 2026, journee: 3, count: 0, user_id: userId, username, joueurs: [] });

afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

describe('recap by matches', { timeout: 20_000 }, () => {
  it('shows each match with both lineups sorted by position, the captain, the kickoffs, the pitch, and a bye', async () => {
    const asked: string[] = [];
    renderPage((url) => {
      asked.push(url.pathname + url.search);
      if (url.pathname.endsWith('rencontres/getByJournee.php'))
        return ok({ journee, started: true, matches: [match(1, [1, 'Alex'], [2, 'Bruno']), match(2, [3, 'Camille'], null)] });
      const userId = Number(url.searchParams.get('user_id'));
      const name = ['', 'Alex', 'Bruno', 'Camille'][userId] ?? '';
      return ok({ journee, started: true, team: team(userId, name), compo: compo(userId, name), hidden: false });
    }, '/compos/rencontres/33');
    expect(await screen.findByRole('heading', { name: 'Rencontres – Journée 3' }, SLOW)).toBeTruthy();
    expect(asked[0]).toBe('/backend/api/rencontres/getByJournee.php?journee_id=33');
    const first = await screen.findByRole('article', { name: MSG.matchNo(1) });
    const alex = await within(first).findByRole('region', { name: 'Composition de Alex' });
    expect(within(alex).getByText('4-4-2')).toBeTruthy();
    const names = [...alex.querySelectorAll('p')]
      .map((p) => p.textContent)
      .filter((t) => t?.startsWith('Gardien') || t?.startsWith('Buteur'));
    expect(names).toEqual(['Gardien1', 'Buteur1']);
    expect(within(alex).getByLabelText('Capitaine')).toBeTruthy();
    expect(within(alex).getByText('20/09/2026 20:45')).toBeTruthy();
    expect(within(first).getByRole('region', { name: 'Composition de Bruno' })).toBeTruthy();
    expect(within(first).getByRole('region', { name: 'Terrain du match #1' })).toBeTruthy();
    const bye = screen.getByRole('article', { name: MSG.matchNo(2) });
    expect(within(bye).getByText(MSG.noOpponent)).toBeTruthy();
  });

  it('hides a lineup before the first kickoff and shows 442 without a lineup', async () => {
    renderPage((url) => {
      if (url.pathname.endsWith('rencontres/getByJournee.php'))
        return ok({ journee, started: false, matches: [match(1, [1, 'Alex'], [2, 'Bruno'])] });
      const userId = Number(url.searchParams.get('user_id'));
      return userId === 1
        ? ok({ journee, started: false, team: team(1, 'Alex'), compo: null, hidden: false })
        : ok({ journee, started: false, team: team(2, 'Bruno'), compo: null, hidden: true });
    });
    const bruno = await screen.findByRole('region', { name: 'Composition de Bruno' }, SLOW);
    expect(await within(bruno).findByText('Les compositions des autres poolers seront visibles au premier coup d’envoi.')).toBeTruthy();
    const alex = screen.getByRole('region', { name: 'Composition de Alex' });
    expect(within(alex).getByText(MSG.noCompo)).toBeTruthy();
    expect(within(alex).getByText('4-4-2')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Terrain du match #1' })).toBeNull();
  });

  it("puts the user's own match first, anchored, and opens on it with #mon-match", async () => {
    const scrolled = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    renderPage((url) => {
      if (url.pathname.endsWith('rencontres/getByJournee.php'))
        return ok({ journee, started: false, matches: [match(1, [2, 'Bruno'], [3, 'Camille']), match(2, [4, 'Damien'], [1, 'Alex'])] });
      const userId = Number(url.searchParams.get('user_id'));
      return ok({ journee, started: false, team: team(userId, 'x'), compo: null, hidden: false });
    }, '/compos/rencontres#mon-match');
    await screen.findByRole('article', { name: MSG.matchNo(2) }, SLOW);
    const cards = screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(cards).toEqual([MSG.matchNo(2), MSG.matchNo(1)]);
    expect(screen.getByRole('article', { name: MSG.matchNo(2) }).id).toBe('mon-match');
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'start' }));
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('article', { name: MSG.matchNo(2) }));
  });

  it('says when there is no pairing', async () => {
    renderPage(() => ok({ journee, started: false, matches: [] }));
    expect(await screen.findByText(MSG.noPairings, {}, SLOW)).toBeTruthy();
  });

  it("shows 'Chargement…' then 'Erreur au chargement'", async () => {
    renderPage(() => null);
    expect(screen.getByText(MSG.recapLoading)).toBeTruthy();
    expect(await screen.findByText(MSG.recapLoadError, {}, SLOW)).toBeTruthy();
  });
});
