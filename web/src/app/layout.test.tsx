import { type GameHome, gameCalls, liguesCalls, MSG, NAV_MSG } from '@poolfoot/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { fakeServer } from '../test/server';
import { Layout } from './layout';

/** The menu's links as SPEC.md gives them (the desktop's, and the phone's without a draft or a mercato running). */
const SPEC_LINKS = ['Home', 'Compo', 'Matchs', 'Classement', 'Ma Team', 'Stats', 'Mon compte'];

const home = (turn: GameHome['turn']): GameHome => ({
  phase: turn?.kind ?? 'normal',
  classement: { rank: 1, poolers: 12, previous_rank: null },
  journee: null,
  compo: null,
  rencontre: null,
  last_result: null,
  turn,
});

/** The shell for a pooler of one league, game/home.php saying what runs; answers the fake server. */
function renderShell(turn: GameHome['turn'], role = 1) {
  const server = fakeServer()
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
  });
});
