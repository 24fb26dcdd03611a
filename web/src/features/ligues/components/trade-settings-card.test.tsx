import { LIGUES_MSG, liguesCalls, TRADES_MSG } from '@poolfoot/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fireEvent } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { openOptions } from '../../../test/select';
import { fakeServer } from '../../../test/server';
import { TradeSettingsCard } from './trade-settings-card';

const settings = {
  max_joueurs_poste: { GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 3 },
  max_par_club: 3,
  pick_clock_minutes: 0,
  max_poolers: 20,
  trade_review: 'none' as const,
  trade_deadline: null,
  trade_expiry_hours: 48,
  room_events: { draft: true, mercato: true, trades: true, results: true, champion: true },
};

it('the league admin sets the review of trades, their deadline and a proposal’s time', async () => {
  const server = fakeServer().on(liguesCalls.update, (body) => ({
    league: { id: 7, nom: 'Les amis', settings: { ...settings, ...body }, members: 3, draft_started: true },
    message: LIGUES_MSG.updated,
  }));
  const user = userEvent.setup({ delay: null });
  renderApp(<TradeSettingsCard settings={settings} />, {
    at: '/admin/ligue',
    user: { id: 1, username: 'Alice', nickname: 'Alice', role: 4 },
  });
  const admin = (await openOptions(screen.getByRole('combobox', { name: TRADES_MSG.reviewLabel }))).find(
    (o) => o.textContent === TRADES_MSG.reviewAdmin,
  );
  fireEvent.click(admin as HTMLElement);
  await user.type(screen.getByLabelText(TRADES_MSG.deadlineLabel), '30');
  await user.clear(screen.getByLabelText(TRADES_MSG.expiryLabel));
  await user.type(screen.getByLabelText(TRADES_MSG.expiryLabel), '24');
  await user.click(screen.getByRole('button', { name: TRADES_MSG.save }));
  await screen.findByText(LIGUES_MSG.updated);
  expect(server.received(liguesCalls.update)).toEqual([{ trade_review: 'admin', trade_deadline: 30, trade_expiry_hours: 24 }]);
});
