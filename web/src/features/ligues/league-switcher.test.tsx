import { LIGUES_MSG, liguesCalls } from '@poolfoot/domain';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { keyOf } from '../../lib/queries';
import { session } from '../../lib/session';
import { renderApp } from '../../test/render';
import { openOptions } from '../../test/select';
import { fakeServer } from '../../test/server';
import LeagueSwitcher from './league-switcher';

const ME = { id: 7, username: 'Lou', nickname: 'Lou', role: 4 };
const page = (
  <Routes>
    <Route path="/classement" element={<LeagueSwitcher />} />
    <Route path="/home" element={<p>Accueil</p>} />
  </Routes>
);

describe('the league switcher', () => {
  it('a user in two leagues switches: the session’s role follows, and the new league’s home opens', async () => {
    let active = 1;
    const server = fakeServer()
      .on(liguesCalls.mine, () => ({
        leagues: [
          { id: 1, nom: 'Amis', role: 4 },
          { id: 2, nom: 'Cousins', role: 1 },
        ],
        active_id: active,
        instance_admin: false,
      }))
      .on(liguesCalls.switch, ({ league_id }) => {
        active = league_id;
        return { message: LIGUES_MSG.switched('Cousins'), user: { ...ME, role: 1 }, league: { id: 2, nom: 'Cousins', role: 1 } };
      });
    renderApp(page, { at: '/classement', user: ME });
    const select = await screen.findByRole('combobox', { name: LIGUES_MSG.switcherLabel });
    expect((select as HTMLInputElement).value).toBe('Amis');
    // The menu is dark green: the label is the menu's white (it was the body's black).
    expect(screen.getByText(LIGUES_MSG.switcherLabel, { selector: 'label' }).style.color).toBe('var(--mantine-color-white)');
    const cousins = (await openOptions(select)).find((o) => o.textContent === 'Cousins');
    if (!cousins) throw new Error('no option Cousins');
    fireEvent.click(cousins);
    expect(await screen.findByText('Accueil')).toBeTruthy();
    expect(server.received(liguesCalls.switch)).toEqual([{ league_id: 2 }]);
    expect(session.get()).toMatchObject({ id: 7, role: 1 });
  }, 20_000);

  it('a user in one league sees no switcher', async () => {
    fakeServer().on(liguesCalls.mine, { leagues: [{ id: 1, nom: 'Amis', role: 1 }], active_id: 1, instance_admin: false });
    const { client } = renderApp(page, { at: '/classement', user: ME });
    // Once the answer is there (the query has succeeded), nothing is shown.
    await vi.waitFor(() => expect(client.getQueryState(keyOf(liguesCalls.mine))?.status).toBe('success'));
    expect(screen.queryByRole('combobox', { name: LIGUES_MSG.switcherLabel })).toBeNull();
  });
});
