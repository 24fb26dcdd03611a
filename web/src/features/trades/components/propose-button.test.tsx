import { TRADES_MSG, teamsCalls, tradesCalls } from '@poolfoot/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { openOptions } from '../../../test/select';
import { failure, fakeServer } from '../../../test/server';
import { ARNO, BEA, list, TEAMS, trade } from '../test-data';
import { ProposeButton } from './propose-button';

const arno = { id: ARNO.id, username: 'Arno', nickname: 'Arno', role: 1 };
/** The button, once the league's rules are read (disabled until then). */
const opened = () =>
  waitFor(() => {
    const button = screen.getByRole('button', { name: TRADES_MSG.propose });
    expect(button.hasAttribute('disabled')).toBe(false);
    return button;
  });
const checkbox = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;

describe('« Proposer un échange »', () => {
  it('from my team: the pooler chosen, 1 to 3 players a side (a fourth disabled), a message; a refusal said in the dialog', async () => {
    let refuse = true;
    const limit = TRADES_MSG.limitPoste('Béa', 'DC', 4);
    const server = fakeServer()
      .on(tradesCalls.list, list())
      .on(teamsCalls.getAll, TEAMS)
      .on(tradesCalls.propose, () =>
        refuse ? failure('bad_request', limit) : { trade: trade({ from: ARNO, to: BEA }), message: TRADES_MSG.proposed('Béa') },
      );
    const user = userEvent.setup({ delay: null });
    renderApp(<ProposeButton />, { at: '/team', user: arno });
    await user.click(await opened());
    const dialog = await screen.findByRole('dialog', { name: TRADES_MSG.dialogTitle(null) });
    const send = () => within(dialog).getByRole('button', { name: TRADES_MSG.send });
    expect(send().hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText(TRADES_MSG.pickBoth)).toBeTruthy();
    const [bea] = await openOptions(await within(dialog).findByRole('combobox', { name: TRADES_MSG.partner }));
    expect(bea?.textContent).toBe('Béa');
    fireEvent.click(bea as HTMLElement);
    for (const name of [/Durand/, /Petit/, /Roux/]) await user.click(checkbox(dialog, name));
    expect(checkbox(dialog, /Blanc/).disabled).toBe(true);
    expect(within(dialog).getByText(TRADES_MSG.myPlayers(3))).toBeTruthy();
    await user.click(checkbox(dialog, /Martin/));
    expect(within(dialog).getByText(TRADES_MSG.hisPlayers('Béa', 1))).toBeTruthy();
    await user.type(within(dialog).getByLabelText(TRADES_MSG.message), 'Trois contre un');
    await user.click(send());
    expect((await within(dialog).findByRole('alert')).textContent).toBe(limit);
    refuse = false;
    await user.click(send());
    await screen.findByText(TRADES_MSG.proposed('Béa'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.received(tradesCalls.propose)).toEqual([
      { to_user_id: BEA.id, give: [1, 2, 3], take: [11], message: 'Trois contre un' },
      { to_user_id: BEA.id, give: [1, 2, 3], take: [11], message: 'Trois contre un' },
    ]);
  }, 20_000);

  it('from another’s card: to him, no choice of pooler', async () => {
    fakeServer().on(tradesCalls.list, list()).on(teamsCalls.getAll, TEAMS);
    const user = userEvent.setup({ delay: null });
    renderApp(<ProposeButton to={BEA} />, { at: '/teams/all', user: arno });
    await user.click(await opened());
    const dialog = await screen.findByRole('dialog', { name: TRADES_MSG.dialogTitle('Béa') });
    expect(await within(dialog).findByText(TRADES_MSG.hisPlayers('Béa', 0))).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: TRADES_MSG.partner })).toBeNull();
  });
});
