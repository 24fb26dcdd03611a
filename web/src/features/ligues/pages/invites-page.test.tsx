import { INVITES_MSG, invitesCalls, liguesCalls } from '@poolfoot/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import InvitesPage from './invites-page';

const invite = (id: number, closed: 'expired' | 'used_up' | 'revoked' | null, uses = 0) => ({
  id,
  created_at: '2026-09-01T10:00:00.000Z',
  created_by: id === 2 ? null : 'Camille',
  expires_at: '2026-09-08T10:00:00.000Z',
  max_uses: 10,
  uses,
  closed,
});

describe('the invites page of a league admin', () => {
  it('makes a link shown once with its copy button, lists the links sent with their state, revokes after a confirmation', async () => {
    let list = [invite(1, null, 3), invite(2, 'expired')];
    const server = fakeServer()
      .on(liguesCalls.mine, { leagues: [{ id: 1, nom: 'La ligue du jeudi', role: 4 }], active_id: 1, instance_admin: false })
      .on(invitesCalls.list, () => ({ invites: list }))
      .on(invitesCalls.create, () => {
        list = [invite(3, null), ...list];
        return { invite: invite(3, null), token: 'jeton', url: 'http://poolfoot.test/invite/jeton', message: INVITES_MSG.created };
      })
      .on(invitesCalls.revoke, ({ id }) => {
        list = list.map((i) => (i.id === id ? { ...i, closed: 'revoked' as const } : i));
        return { message: INVITES_MSG.revoked };
      });
    renderApp(<InvitesPage />, { at: '/admin/invitations' });
    expect(await screen.findByText(INVITES_MSG.usesOf(3, 10))).toBeTruthy();
    expect(screen.getByText(INVITES_MSG.state.expired)).toBeTruthy();
    // The league is named, and each link says when it was made, by whom when known, and until when.
    expect(await screen.findByRole('heading', { name: INVITES_MSG.pageTitleOf('La ligue du jeudi') })).toBeTruthy();
    const [first, second] = screen.getAllByRole('listitem');
    expect(first?.textContent).toContain('Créé le 01/09/2026 12:00 par Camille · jusqu’au 08/09/2026 12:00');
    expect(second?.textContent).toContain('Créé le 01/09/2026 12:00 · jusqu’au');

    await userEvent.clear(screen.getByLabelText(INVITES_MSG.daysLabel));
    await userEvent.type(screen.getByLabelText(INVITES_MSG.daysLabel), '3');
    await userEvent.click(screen.getByRole('button', { name: INVITES_MSG.make }));
    expect(((await screen.findByLabelText('Lien d’invitation')) as HTMLInputElement).value).toBe('http://poolfoot.test/invite/jeton');
    expect(screen.getByRole('button', { name: INVITES_MSG.copy })).toBeTruthy();
    expect(server.received(invitesCalls.create)).toEqual([{ expires_days: 3, max_uses: 10 }]);

    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: INVITES_MSG.revoke }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: INVITES_MSG.revoke }));
    expect(await screen.findByText(INVITES_MSG.state.revoked)).toBeTruthy();
    expect(server.received(invitesCalls.revoke)).toEqual([{ id: 1 }]);
    // The confirmation closes (its transition ends) before the test does: no render is left for after it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);
});
