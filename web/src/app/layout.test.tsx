import { CHAT_MSG, chatCalls, type GameHome, gameCalls, LIGUES_MSG, liguesCalls, MSG, NAV_MSG } from '@poolfoot/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { banner } from '../lib/banner';
import { renderApp } from '../test/render';
import { fakeServer } from '../test/server';
import { Layout } from './layout';

/** The menu's links as SPEC.md gives them (the desktop's, and the phone's without a draft or a mercato running). */
const SPEC_LINKS = ['Home', 'Compo', 'Matchs', 'Classement', 'Vestiaire', 'Ma Team', 'Échanges', 'Stats', 'Mon compte'];

const home = (turn: GameHome['turn']): GameHome => ({
  phase: turn?.kind ?? 'normal',
  classement: { rank: 1, poolers: 12, previous_rank: null },
  journee: null,
  compo: null,
  rencontre: null,
  last_result: null,
  next: null,
  turn,
});

/** The shell for a pooler of one league, game/home.php saying what runs; answers the fake server. */
function renderShell(turn: GameHome['turn'], role = 1, unread = 0) {
  const server = fakeServer()
    .on(chatCalls.list, { messages: [], more: false, members: [], last_read_id: 0, unread })
    .on(gameCalls.preparation, { preparation: null })
    .on(liguesCalls.mine, { leagues: [{ id: 1, nom: 'La ligue', role: 1 }], active_id: 1, instance_admin: false })
    .on(gameCalls.home, { home: home(turn) });
  renderApp(<Layout />, { at: '/home', user: { id: 7, username: 'Camille', nickname: 'Cam', role } });
  return server;
}

const phoneMenu = () => screen.getByRole('navigation', { name: 'Menu' });
const desktopNav = () => screen.getByRole('navigation', { name: 'Navigation principale' });
const links = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);

/** A first render under jsdom on a busy machine can take seconds. */
const SLOW = { timeout: 8000 };
const turn = (kind: 'draft' | 'mercato') => ({ kind, round: 2, pooler: null, mine: false, paused: false, deadline: null });

describe('the menu', { timeout: 20_000 }, () => {
  it('a draft under way: Draft after Home in the phone menu, once opened; the desktop menu stays as SPEC.md says', async () => {
    const server = renderShell(turn('draft'));
    // Not asked before the phone menu opens.
    expect(links(desktopNav())).toEqual(SPEC_LINKS);
    expect(server.asked(gameCalls.home)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const draft = await within(phoneMenu()).findByRole('link', { name: MSG.tileDraft }, SLOW);
    expect(draft.getAttribute('href')).toBe('/draft');
    expect(links(phoneMenu())).toEqual(['Home', MSG.tileDraft, ...SPEC_LINKS.slice(1)]);
    expect(links(desktopNav())).toEqual(SPEC_LINKS);
  });

  it('an open mercato: Mercato after Home in the phone menu', async () => {
    renderShell(turn('mercato'));
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const mercato = await within(phoneMenu()).findByRole('link', { name: MSG.tileMercato }, SLOW);
    expect(mercato.getAttribute('href')).toBe('/mercato');
    expect(links(phoneMenu())).toEqual(['Home', MSG.tileMercato, ...SPEC_LINKS.slice(1)]);
  });

  it('nothing running: neither; the logout named in words in the phone menu, by its name and title on a desktop', async () => {
    const server = renderShell(null);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await waitFor(() => expect(server.asked(gameCalls.home)).toBe(true), SLOW);
    expect(links(phoneMenu())).toEqual(SPEC_LINKS);
    const logout = within(phoneMenu()).getByRole('button', { name: NAV_MSG.logout });
    expect(logout.textContent).toBe(NAV_MSG.logout);
    const icon = within(desktopNav()).getByRole('button', { name: NAV_MSG.logout });
    expect(icon.getAttribute('title')).toBe(NAV_MSG.logout);
  });

  it('in no league (he left his last one): his account is the one link, and nothing asks what runs in a league', async () => {
    const server = renderShell(null, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await waitFor(() => expect(links(phoneMenu())).toEqual(['Mon compte']), SLOW);
    expect(links(desktopNav())).toEqual(['Mon compte']);
    expect(server.asked(gameCalls.home)).toBe(false);
    expect(server.asked(chatCalls.list)).toBe(false);
  });

  it('the room’s unread messages counted beside « Vestiaire », on a desktop and on a phone', async () => {
    const server = renderShell(null, 1, 3);
    const count = await within(desktopNav()).findByLabelText(CHAT_MSG.unread(3), {}, SLOW);
    expect(count.textContent).toBe('3');
    expect(count.closest('a')?.getAttribute('href')).toBe('/vestiaire');
    expect(within(phoneMenu()).getByLabelText(CHAT_MSG.unread(3)).closest('a')?.getAttribute('href')).toBe('/vestiaire');
    expect(server.received(chatCalls.list)[0]).toEqual({ limit: 1 });
  });

  it('from the most the server counts, « 99+ »', async () => {
    renderShell(null, 1, 100);
    const count = await within(desktopNav()).findByLabelText(CHAT_MSG.unreadMany(99), {}, SLOW);
    expect(count.textContent).toBe('99+');
  });
});

describe('the message banner', () => {
  it('a message said after an action low on the page is brought into view, below the sticky header', async () => {
    // « Créer la ligue » at the foot of /admin/ligue: its success showed above the screen, under the header.
    renderShell(null);
    const scrolled = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    act(() => banner.show(LIGUES_MSG.created('Les cousins'), 'green'));
    const shown = await screen.findByText(LIGUES_MSG.created('Les cousins'));
    const alert = shown.closest('[role="status"]');
    expect(scrolled.mock.contexts).toContain(alert);
    expect(alert?.className).toMatch(/banner/);
    act(() => banner.clear());
    scrolled.mockRestore();
  });
});
