import { type Poste, teamsCalls } from '@poolfoot/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { openOptions } from '../../../test/select';
import AdminEchangePage from './admin-echange-page';

const joueur = (id: number, poste: Poste, userId: number) => ({
  joueur_id: id,
  poste,
  prenom: null,
  nom: `J${id}`,
  club_official_name: null,
  club_name: 'Club',
  club_id: 1,
  lfp_id: String(id),
  journee_in: 1,
  journee_out: null,
  user_id: userId,
  malus_cap: 0,
});
const team = (userId: number, username: string, joueurs: ReturnType<typeof joueur>[]) => ({
  saison_id: 2026,
  journee: 2,
  count: joueurs.length,
  user_id: userId,
  username,
  joueurs,
});
const TEAMS = {
  saison_id: 2026,
  journee: 2,
  teams: [team(1, 'Alex', [joueur(11, 'GB', 1), joueur(12, 'AT', 1)]), team(2, 'Bruno', [joueur(21, 'GB', 2), joueur(22, 'AT', 2)])],
};

function renderPage() {
  const server = fakeServer().on(teamsCalls.getAll, TEAMS);
  renderApp(<AdminEchangePage />);
  return server;
}

const choose = async (label: string, option: string, scope: HTMLElement = document.body) => {
  const input = await within(scope).findByRole('combobox', { name: label });
  const target = (await openOptions(input)).find((o) => o.textContent === option);
  if (!target) throw new Error(`no option ${option}`);
  fireEvent.click(target);
};
const optionsOf = async (label: string, scope: HTMLElement = document.body) => {
  const input = within(scope).getByRole('combobox', { name: label });
  const names = (await openOptions(input)).map((o) => o.textContent);
  fireEvent.keyDown(input, { key: 'Escape' });
  return names;
};

describe('admin exchange page', () => {
  it("reads the active season's teams, whichever it is (no season written in the page)", async () => {
    const server = renderPage();
    await screen.findByRole('combobox', { name: 'Pooler 1' });
    expect(server.received(teamsCalls.getAll)[0]).toEqual({});
  });

  it('refuses the same pooler twice', async () => {
    renderPage();
    await choose('Pooler 1', 'Alex');
    await choose('Pooler 2', 'Alex');
    expect(screen.getByText('Les deux poolers doivent être distincts.')).toBeTruthy();
  }, 20_000);

  it("limits the second player to the first one's position, deletes pairs only when more than one, resets pairs on a pooler change", async () => {
    renderPage();
    await choose('Pooler 1', 'Alex');
    await choose('Pooler 2', 'Bruno');
    expect(screen.queryByRole('button', { name: 'Supprimer la paire 1' })).toBeNull();
    await choose('Joueur de Alex', 'J11 (GB, Club)');
    expect(await optionsOf('Joueur de Bruno')).toEqual(['J21 (GB, Club)']);
    await choose('Joueur de Bruno', 'J21 (GB, Club)');
    expect(screen.getByRole('button', { name: 'Échanger' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une paire' }));
    expect(screen.getByRole('button', { name: 'Supprimer la paire 2' })).toBeTruthy();
    // A player appears in one pair at most.
    expect(await optionsOf('Joueur de Alex', screen.getByRole('group', { name: 'Paire 2' }))).toEqual(['J12 (AT, Club)']);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la paire 2' }));
    expect(screen.queryByRole('group', { name: 'Paire 2' })).toBeNull();
    await choose('Pooler 2', 'Alex');
    await choose('Pooler 2', 'Bruno');
    expect((screen.getByRole('combobox', { name: 'Joueur de Alex' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Échanger' }).hasAttribute('disabled')).toBe(true);
  }, 20_000);
});
