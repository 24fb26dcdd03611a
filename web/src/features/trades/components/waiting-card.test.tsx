import { TRADES_MSG, tradesCalls } from '@poolfoot/domain';
import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { list, trade } from '../test-data';
import { TradesWaitingCard } from './waiting-card';

const user = { id: 7, username: 'Arno', nickname: 'Arno', role: 1 };

it('the home says how many proposals wait for my answer, and leads to them', async () => {
  fakeServer().on(tradesCalls.list, list({ received: [trade(), trade({ id: 2 })], waiting: 2 }));
  renderApp(<TradesWaitingCard />, { at: '/home', user });
  const link = await screen.findByRole('link', { name: TRADES_MSG.waitingHome(2) });
  expect(link.getAttribute('href')).toBe('/echanges');
});

it('and nothing when none waits', async () => {
  const server = fakeServer().on(tradesCalls.list, list());
  renderApp(<TradesWaitingCard />, { at: '/home', user });
  await waitFor(() => expect(server.asked(tradesCalls.list)).toBe(true));
  expect(screen.queryByRole('link')).toBeNull();
});
