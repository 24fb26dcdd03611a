import { INVITES_MSG, invitesCalls } from '@poolfoot/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { AddressCard } from './address-card';

const admin = { id: 1, username: 'Alice', nickname: 'Alice', role: 4 };

describe('the address of the links, on /admin', () => {
  it('shows the address, and on localhost over http both warnings and the way to HTTPS', async () => {
    fakeServer().on(invitesCalls.address, { url: 'http://localhost:3000', warnings: ['loopback', 'http'] });
    renderApp(<AddressCard />, { at: '/admin', user: admin });
    const card = await screen.findByRole('region', { name: INVITES_MSG.addressTitle });
    expect(await within(card).findByText('http://localhost:3000')).toBeTruthy();
    const alert = within(card).getByRole('alert');
    expect(within(alert).getByText(INVITES_MSG.addressWarning.loopback)).toBeTruthy();
    expect(within(alert).getByText(INVITES_MSG.addressWarning.http)).toBeTruthy();
    expect(within(alert).getByText(INVITES_MSG.addressGuide)).toBeTruthy();
  });

  it('says nothing more of an https address friends can open', async () => {
    fakeServer().on(invitesCalls.address, { url: 'https://pool.exemple.fr', warnings: [] });
    renderApp(<AddressCard />, { at: '/admin', user: admin });
    const card = await screen.findByRole('region', { name: INVITES_MSG.addressTitle });
    expect(await within(card).findByText('https://pool.exemple.fr')).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();
  });
});
