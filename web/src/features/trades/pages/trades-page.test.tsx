import { type TradeJoueur, TRADES_MSG, teamsCalls, tradesCalls } from '@poolfoot/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { failure, fakeServer } from '../../../test/server';
import { ARNO, ARNO_PLAYERS, BEA, BEA_PLAYERS, list, RULES, TEAMS, trade } from '../test-data';
import TradesPage from './trades-page';

const arno = { id: ARNO.id, username: 'Arno', nickname: 'Arno', role: 1 };
const setup = () => userEvent.setup({ delay: null });

/** Clicks a button of the confirmation dialog once it is open. */
async function confirm(user: ReturnType<typeof setup>, label: string, text: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(text)).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: label }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the trades page (/echanges)', () => {
  it('a proposal received: its players both ways, its message and expiry; accepted after a confirmation', async () => {
    const server = fakeServer()
      .on(tradesCalls.list, list({ received: [trade()], waiting: 1 }))
      .on(tradesCalls.respond, { trade: trade({ status: 'done', journee: 3 }), message: TRADES_MSG.done(3) });
    const user = setup();
    renderApp(<TradesPage />, { at: '/echanges', user: arno });
    const card = await screen.findByRole('listitem', { name: TRADES_MSG.from('Béa') });
    expect(within(card).getByText('Martin (Brest, DC)')).toBeTruthy();
    expect(within(card).getByText('Durand (Lyon, DC)')).toBeTruthy();
    expect(within(card).getByText('« Un DC pour un DC ? »')).toBeTruthy();
    expect(within(card).getByText(TRADES_MSG.expiresAt('12/09/2026 10:30'))).toBeTruthy();
    expect(screen.getByText(TRADES_MSG.effectAt(3))).toBeTruthy();
    expect(screen.getByText(TRADES_MSG.noSent)).toBeTruthy();
    expect(screen.getByText(TRADES_MSG.noHistory)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: TRADES_MSG.accept }));
    await confirm(user, TRADES_MSG.accept, TRADES_MSG.acceptConfirm(['Durand'], ['Martin']));
    await screen.findByText(TRADES_MSG.done(3));
    expect(server.received(tradesCalls.respond)).toEqual([{ id: 1, action: 'accept' }]);
  });

  it('refused only once confirmed; a refusal of the server said in a toast', async () => {
    const server = fakeServer()
      .on(tradesCalls.list, list({ received: [trade()], waiting: 1 }))
      .on(tradesCalls.respond, failure('conflict', TRADES_MSG.expired));
    const user = setup();
    renderApp(<TradesPage />, { at: '/echanges', user: arno });
    const card = await screen.findByRole('listitem', { name: TRADES_MSG.from('Béa') });
    await user.click(within(card).getByRole('button', { name: TRADES_MSG.refuse }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.received(tradesCalls.respond)).toEqual([]);
    await user.click(within(card).getByRole('button', { name: TRADES_MSG.refuse }));
    await confirm(user, TRADES_MSG.refuse, TRADES_MSG.refuseConfirm('Béa'));
    await screen.findByText(TRADES_MSG.expired);
    expect(server.received(tradesCalls.respond)).toEqual([{ id: 1, action: 'refuse' }]);
  });

  it('countered: the dialog starts from the proposal turned round, and sends it as a counter-proposal', async () => {
    const server = fakeServer()
      .on(tradesCalls.list, list({ received: [trade()], waiting: 1 }))
      .on(teamsCalls.getAll, TEAMS)
      .on(tradesCalls.propose, (body) => ({
        trade: trade({ id: 2, from: ARNO, to: BEA, counter_of: 1, message: body.message ?? '' }),
        message: TRADES_MSG.countered('Béa'),
      }));
    const user = setup();
    renderApp(<TradesPage />, { at: '/echanges', user: arno });
    const card = await screen.findByRole('listitem', { name: TRADES_MSG.from('Béa') });
    await user.click(within(card).getByRole('button', { name: TRADES_MSG.counter }));
    const dialog = await screen.findByRole('dialog', { name: TRADES_MSG.counterTitle('Béa') });
    const durand = (await within(dialog).findByRole('checkbox', { name: /Durand/ })) as HTMLInputElement;
    expect(durand.checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: /Martin/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: /Petit/ }));
    await user.type(within(dialog).getByLabelText(TRADES_MSG.message), 'Avec mon milieu');
    await user.click(within(dialog).getByRole('button', { name: TRADES_MSG.sendCounter }));
    await screen.findByText(TRADES_MSG.countered('Béa'));
    expect(server.received(tradesCalls.propose)).toEqual([
      { to_user_id: BEA.id, give: [1, 2], take: [11], message: 'Avec mon milieu', counter_of: 1 },
    ]);
  });

  it('a proposal sent: withdrawn after a confirmation; closed ones say why; the league’s history', async () => {
    const server = fakeServer()
      .on(
        tradesCalls.list,
        list({
          sent: [
            trade({ id: 3, from: ARNO, to: BEA, give: [ARNO_PLAYERS[0] as TradeJoueur], take: [BEA_PLAYERS[0] as TradeJoueur] }),
            trade({ id: 4, from: ARNO, to: BEA, status: 'cancelled', reason: 'Durand est parti dans un autre échange (Arno ⇄ Chloé).' }),
          ],
          history: [
            {
              kind: 'trade',
              id: 9,
              status: 'done',
              from: BEA,
              to: { id: 9, name: 'Chloé' },
              give: [BEA_PLAYERS[0] as TradeJoueur],
              take: [ARNO_PLAYERS[0] as TradeJoueur],
              at: '2026-09-09T18:00:00.000Z',
              journee: 3,
              review_deadline: null,
              reason: null,
            },
            {
              kind: 'echange',
              id: 20,
              status: 'done',
              from: ARNO,
              to: BEA,
              give: [ARNO_PLAYERS[0] as TradeJoueur],
              take: [BEA_PLAYERS[0] as TradeJoueur],
              at: '2026-09-08T18:00:00.000Z',
              journee: 2,
              review_deadline: null,
              reason: null,
            },
          ],
        }),
      )
      .on(tradesCalls.withdraw, { trade: trade({ id: 3, status: 'withdrawn' }), message: TRADES_MSG.withdrawn });
    const user = setup();
    renderApp(<TradesPage />, { at: '/echanges', user: arno });
    const [open, cancelled] = await screen.findAllByRole('listitem', { name: TRADES_MSG.to('Béa') });
    expect(within(cancelled as HTMLElement).getByText('Durand est parti dans un autre échange (Arno ⇄ Chloé).')).toBeTruthy();
    expect(within(cancelled as HTMLElement).queryByRole('button')).toBeNull();
    const history = screen.getByRole('listitem', { name: TRADES_MSG.between('Béa', 'Chloé') });
    expect(within(history).getByText(TRADES_MSG.effect(3))).toBeTruthy();
    expect(within(history).getByText('09/09/2026 20:00')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: TRADES_MSG.between('Arno', 'Béa') })).getByText(TRADES_MSG.adminExchange),
    ).toBeTruthy();
    await user.click(within(open as HTMLElement).getByRole('button', { name: TRADES_MSG.withdraw }));
    await confirm(user, TRADES_MSG.withdraw, TRADES_MSG.withdrawConfirm('Béa'));
    await screen.findByText(TRADES_MSG.withdrawn);
    expect(server.received(tradesCalls.withdraw)).toEqual([{ id: 3 }]);
  });

  it('the league admin, when the league reviews trades: approves or vetoes an accepted one', async () => {
    const waiting = trade({
      id: 5,
      status: 'accepted',
      from: BEA,
      to: { id: 9, name: 'Chloé' },
      review_deadline: '2026-09-11T08:30:00.000Z',
    });
    const server = fakeServer()
      .on(tradesCalls.list, list({ review: [waiting], rules: { ...RULES, review: 'admin' } }))
      .on(tradesCalls.review, ({ action }) => ({
        trade: { ...waiting, status: action === 'approve' ? ('done' as const) : ('vetoed' as const) },
        message: action === 'approve' ? TRADES_MSG.approved(3) : TRADES_MSG.vetoed,
      }));
    const user = setup();
    renderApp(<TradesPage />, { at: '/echanges', user: { ...arno, role: 4 } });
    const card = await screen.findByRole('listitem', { name: TRADES_MSG.between('Béa', 'Chloé') });
    expect(within(card).getByText(TRADES_MSG.reviewBy('11/09/2026 10:30'))).toBeTruthy();
    expect(screen.getByText(TRADES_MSG.reviewNote)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: TRADES_MSG.veto }));
    await confirm(user, TRADES_MSG.veto, TRADES_MSG.vetoConfirm('Béa', 'Chloé'));
    await screen.findByText(TRADES_MSG.vetoed);
    await user.click(within(card).getByRole('button', { name: TRADES_MSG.approve }));
    await confirm(user, TRADES_MSG.approve, TRADES_MSG.approveConfirm('Béa', 'Chloé'));
    await screen.findByText(TRADES_MSG.approved(3));
    expect(server.received(tradesCalls.review)).toEqual([
      { id: 5, action: 'veto' },
      { id: 5, action: 'approve' },
    ]);
  }, 20_000);

  it('a pooler sees no review; while the league does not trade, why, and no proposal', async () => {
    const closed = TRADES_MSG.closed.mercato;
    fakeServer().on(tradesCalls.list, list({ rules: { ...RULES, closed, review: 'admin' } }));
    renderApp(<TradesPage />, { at: '/echanges', user: arno });
    expect(await screen.findByText(TRADES_MSG.closedNow(closed))).toBeTruthy();
    expect(screen.queryByText(TRADES_MSG.toReview)).toBeNull();
    expect(screen.getByRole('button', { name: TRADES_MSG.propose }).hasAttribute('disabled')).toBe(true);
  });

  it('a list that failed to load says so, and is read again on « Réessayer »', async () => {
    let fails = true;
    fakeServer().on(tradesCalls.list, () => (fails ? failure('internal', 'Erreur interne du serveur. Réessayez plus tard.') : list()));
    const user = setup();
    renderApp(<TradesPage />, { at: '/echanges', user: arno });
    expect(await screen.findByText(TRADES_MSG.loadFailed)).toBeTruthy();
    fails = false;
    await user.click(screen.getByRole('button', { name: TRADES_MSG.retry }));
    expect(await screen.findByText(TRADES_MSG.noReceived)).toBeTruthy();
  });
});
