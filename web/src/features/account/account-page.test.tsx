import {
  ACCOUNT_MSG,
  ACTS_MSG,
  AUTOPILOT_MSG,
  type AccountLeague,
  type AccountSession,
  autopilotCalls,
  accountCalls,
  LIGUES_MSG,
  MSG,
  pushCalls,
} from '@poolfoot/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/notify';
import { session } from '../../lib/session';
import { renderApp } from '../../test/render';
import { failure, fakeServer } from '../../test/server';
import AccountPage from './account-page';
import { watchToasts } from '../../test/toasts';

watchToasts();

const me = { id: 3, username: 'camille', nickname: 'Camille', role: 1 };
const account = { ...me, email: 'camille@exemple.fr' };
const leagues: AccountLeague[] = [
  { id: 7, nom: 'Les amis', role: 4, draft_started: true, current: true, leave_blocked: 'draft_started' },
  { id: 8, nom: 'Le bureau', role: 1, draft_started: false, current: false, leave_blocked: null },
];
const here: AccountSession = {
  id: 11,
  created_at: '2026-09-01T08:00:00.000Z',
  last_seen_at: '2026-09-03T18:30:00.000Z',
  device: 'Firefox sur Linux',
  ip: '192.0.2.1',
  current: true,
};
const phone: AccountSession = {
  id: 12,
  created_at: '2026-08-20T10:00:00.000Z',
  last_seen_at: '2026-09-02T07:15:00.000Z',
  device: 'Chrome sur Android',
  ip: '198.51.100.7',
  current: false,
};
const unknown: AccountSession = { ...phone, id: 13, device: null, ip: null };
/** A password link an admin of my league made for me, not seen yet. */
const linkMade = {
  id: 5,
  at: '2026-09-02T19:00:00.000Z',
  actor: 'Dam',
  target: 'Camille',
  league: 'Les amis',
  label: 'Lien de mot de passe créé',
};

/** The server of one account: its name, email, sessions and leagues change as the calls say. */
function accountServer(sessions: AccountSession[] = [phone, here, unknown], mine: AccountLeague[] = leagues) {
  let state = { ...account };
  let open = sessions;
  let seen = false;
  let joined = mine;
  const answer = () => ({ account: state, leagues: joined });
  const server = fakeServer()
    // The notifications card (web/src/features/push): a browser with no push here, the server's key all the same.
    .on(pushCalls.key, { publicKey: `B${'A'.repeat(86)}`, devices: [] })
    .on(accountCalls.me, answer)
    .on(accountCalls.updateMe, (input) => {
      if (input.email === 'bruno@exemple.fr') return failure('conflict', ACCOUNT_MSG.emailTaken);
      state = {
        ...state,
        ...(input.nickname === undefined ? {} : { nickname: input.nickname }),
        ...(input.email ? { email: input.email } : {}),
      };
      return { ...answer(), message: ACCOUNT_MSG.updated };
    })
    .on(accountCalls.changePassword, () => {
      const ended = open.filter((s) => !s.current).length;
      open = open.filter((s) => s.current);
      return { ended, message: ACCOUNT_MSG.passwordChanged(ended) };
    })
    .on(accountCalls.sessions, () => ({ sessions: open }))
    .on(accountCalls.endSessions, ({ id }) => {
      const ended = open.filter((s) => !s.current && (id === undefined || s.id === id)).length;
      open = open.filter((s) => s.current || (id !== undefined && s.id !== id));
      return { ended, message: ACCOUNT_MSG.sessionsEnded(ended) };
    })
    .on(accountCalls.leave, ({ league_id }) => {
      const left = joined.find((l) => l.id === league_id);
      if (!left) return failure('not_found', LIGUES_MSG.notFound);
      if (left.leave_blocked) return failure('conflict', ACCOUNT_MSG.leaveBlocked[left.leave_blocked]);
      joined = joined.filter((l) => l.id !== league_id);
      // My session acted in it: it moves to the first league left, as the server's does.
      const next = left.current ? (joined[0] ?? null) : (joined.find((l) => l.current) ?? null);
      if (left.current && next) joined = joined.map((l) => ({ ...l, current: l.id === next.id }));
      const league = next && { id: next.id, nom: next.nom, role: next.role };
      return {
        user: { ...me, role: league?.role ?? 0 },
        league,
        message: ACCOUNT_MSG.left(left.nom, left.current ? { to: league?.nom ?? null } : null),
      };
    })
    .on(autopilotCalls.reminders, { mails: true })
    .on(accountCalls.actsOnMe, () => ({ acts: [{ ...linkMade, seen }], more: false }))
    .on(accountCalls.actsSeen, () => {
      seen = true;
      return { message: ACTS_MSG.seenDone };
    });
  return server;
}

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => vi.clearAllMocks());

describe('the account page', () => {
  it('lists what others did to my account, the new in bold, until « J’ai vu »', async () => {
    const server = accountServer();
    renderApp(<AccountPage />, { at: '/user/account', user: me });
    const acts = region(ACTS_MSG.mineTitle);
    const line = await within(acts).findByText(ACTS_MSG.line('Dam', 'Lien de mot de passe créé', 'Camille', 'Les amis'));
    expect(within(acts).getByText('02/09/2026 21:00')).toBeTruthy();
    expect(line.style.fontWeight).toBe('700');
    await userEvent.click(within(acts).getByRole('button', { name: ACTS_MSG.seen }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACTS_MSG.seenDone));
    expect(server.received(accountCalls.actsSeen)).toHaveLength(1);
    await waitFor(() => expect(within(acts).queryByRole('button', { name: ACTS_MSG.seen })).toBeNull());
  });

  it('shows my name, my email, my sessions and my leagues, and keeps the reminder switch', async () => {
    accountServer();
    renderApp(<AccountPage />, { at: '/user/account', user: me });
    expect(screen.getByRole('heading', { level: 1, name: MSG.accountTitle('Camille') })).toBeTruthy();
    expect(((await screen.findByLabelText(ACCOUNT_MSG.nicknameLabel)) as HTMLInputElement).value).toBe('Camille');
    expect((screen.getByLabelText(ACCOUNT_MSG.emailLabel) as HTMLInputElement).value).toBe('camille@exemple.fr');
    // No password asked while the email is the same.
    expect(within(region(ACCOUNT_MSG.emailTitle)).queryByLabelText(ACCOUNT_MSG.currentPasswordLabel)).toBeNull();

    const sessions = region(ACCOUNT_MSG.sessionsTitle);
    const mine = await within(sessions).findByRole('listitem', { name: 'Firefox sur Linux' });
    expect(within(mine).getByText(ACCOUNT_MSG.thisSession)).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: ACCOUNT_MSG.endSessionLabel('Firefox sur Linux') })).toBeNull();
    expect(within(mine).getByText(ACCOUNT_MSG.address('192.0.2.1'))).toBeTruthy();
    expect(within(mine).getByText(ACCOUNT_MSG.openedAt('01/09/2026 10:00'))).toBeTruthy();
    expect(within(mine).getByText(ACCOUNT_MSG.lastSeenAt('03/09/2026 20:30'))).toBeTruthy();
    // This session is listed first.
    expect(within(sessions).getAllByRole('listitem')[0]).toBe(mine);
    const other = within(sessions).getByRole('listitem', { name: 'Chrome sur Android' });
    expect(within(other).queryByText(ACCOUNT_MSG.thisSession)).toBeNull();
    expect(within(other).getByRole('button', { name: ACCOUNT_MSG.endSessionLabel('Chrome sur Android') })).toBeTruthy();
    const unknownOne = within(sessions).getByRole('listitem', { name: ACCOUNT_MSG.unknownDevice });
    expect(within(unknownOne).getByText(ACCOUNT_MSG.address(null))).toBeTruthy();

    const amis = within(region(ACCOUNT_MSG.leaguesTitle)).getByRole('listitem', { name: 'Les amis' });
    expect(within(amis).getByText(LIGUES_MSG.roleAdmin)).toBeTruthy();
    expect(within(amis).getByText(ACCOUNT_MSG.activeLeague)).toBeTruthy();
    // Its draft started: « Quitter » is there but disabled, saying why.
    const leaveAmis = within(amis).getByRole('button', { name: ACCOUNT_MSG.leaveLabel('Les amis') });
    expect((leaveAmis as HTMLButtonElement).disabled).toBe(true);
    expect(leaveAmis.getAttribute('aria-describedby')).toBe(within(amis).getByText(ACCOUNT_MSG.leaveBlocked.draft_started).id);
    const bureau = within(region(ACCOUNT_MSG.leaguesTitle)).getByRole('listitem', { name: 'Le bureau' });
    expect(within(bureau).getByText(LIGUES_MSG.rolePooler)).toBeTruthy();
    expect(within(bureau).queryByText(ACCOUNT_MSG.activeLeague)).toBeNull();
    expect((within(bureau).getByRole('button', { name: ACCOUNT_MSG.leaveLabel('Le bureau') }) as HTMLButtonElement).disabled).toBe(false);

    expect(await screen.findByRole('switch', { name: AUTOPILOT_MSG.reminderLabel })).toBeTruthy();
  });

  it('saves my name and the header follows', async () => {
    const server = accountServer();
    const user = userEvent.setup({ delay: null });
    renderApp(<AccountPage />, { at: '/user/account', user: me });
    const name = await screen.findByLabelText(ACCOUNT_MSG.nicknameLabel);
    await user.clear(name);
    await user.type(name, 'Cam{Enter}');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MSG.nameSaved('Cam')));
    expect(server.received(accountCalls.updateMe)).toEqual([{ nickname: 'Cam' }]);
    expect(session.get()?.nickname).toBe('Cam');
    expect(screen.getByRole('heading', { level: 1, name: MSG.accountTitle('Cam') })).toBeTruthy();
  });

  it('changes my email only with my current password, and says when another account has it', async () => {
    const server = accountServer();
    const user = userEvent.setup({ delay: null });
    renderApp(<AccountPage />, { at: '/user/account', user: me });
    const email = await screen.findByLabelText(ACCOUNT_MSG.emailLabel);
    await user.clear(email);
    await user.type(email, 'bruno@exemple.fr');
    const card = region(ACCOUNT_MSG.emailTitle);
    const password = within(card).getByLabelText(ACCOUNT_MSG.currentPasswordLabel);
    // Without the password nothing is sent.
    await user.click(within(card).getByRole('button', { name: ACCOUNT_MSG.emailSave }));
    expect(server.asked(accountCalls.updateMe)).toBe(false);

    await user.type(password, 'secret-123{Enter}');
    expect(await within(card).findByText(ACCOUNT_MSG.emailTaken)).toBeTruthy();
    expect(server.received(accountCalls.updateMe)).toEqual([{ email: 'bruno@exemple.fr', current_password: 'secret-123' }]);

    await user.clear(email);
    await user.type(email, 'cam@exemple.fr');
    await user.click(within(card).getByRole('button', { name: ACCOUNT_MSG.emailSave }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MSG.emailSaved('cam@exemple.fr')));
    expect(server.received(accountCalls.updateMe)[1]).toEqual({ email: 'cam@exemple.fr', current_password: 'secret-123' });
    await waitFor(() => expect(within(card).queryByLabelText(ACCOUNT_MSG.currentPasswordLabel)).toBeNull());
    expect(within(card).queryByText(ACCOUNT_MSG.emailTaken)).toBeNull();
  });

  it('changes my password: the confirmation must match, then it says how many other sessions ended', async () => {
    const server = accountServer();
    const user = userEvent.setup({ delay: null });
    renderApp(<AccountPage />, { at: '/user/account', user: me });
    const card = region(ACCOUNT_MSG.passwordTitle);
    await within(region(ACCOUNT_MSG.sessionsTitle)).findByRole('listitem', { name: 'Chrome sur Android' });
    await user.type(within(card).getByLabelText(ACCOUNT_MSG.currentPasswordLabel), 'ancien-secret');
    await user.type(within(card).getByLabelText(ACCOUNT_MSG.newPasswordLabel), 'nouveau-secret-12');
    await user.type(within(card).getByLabelText(ACCOUNT_MSG.confirmPasswordLabel), 'autre-chose');
    await user.click(within(card).getByRole('button', { name: ACCOUNT_MSG.passwordSave }));
    expect(within(card).getByText(MSG.passwordsDiffer)).toBeTruthy();
    expect(server.asked(accountCalls.changePassword)).toBe(false);

    const confirm = within(card).getByLabelText(ACCOUNT_MSG.confirmPasswordLabel);
    await user.clear(confirm);
    await user.type(confirm, 'nouveau-secret-12{Enter}');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MSG.passwordChanged(2)));
    expect(server.received(accountCalls.changePassword)).toEqual([
      { current_password: 'ancien-secret', new_password: 'nouveau-secret-12' },
    ]);
    expect(ACCOUNT_MSG.passwordChanged(2)).toContain('2 autres sessions');
    // The list is read again: only this session is left, and the form is emptied.
    await waitFor(() => expect(within(region(ACCOUNT_MSG.sessionsTitle)).getAllByRole('listitem')).toHaveLength(1));
    expect((within(card).getByLabelText(ACCOUNT_MSG.newPasswordLabel) as HTMLInputElement).value).toBe('');
  });

  it('ends another session, then all the others, each after a confirmation', async () => {
    const server = accountServer();
    const user = userEvent.setup({ delay: null });
    renderApp(<AccountPage />, { at: '/user/account', user: me });
    const sessions = region(ACCOUNT_MSG.sessionsTitle);
    const other = await within(sessions).findByRole('listitem', { name: 'Chrome sur Android' });
    await user.click(within(other).getByRole('button', { name: ACCOUNT_MSG.endSessionLabel('Chrome sur Android') }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ACCOUNT_MSG.endSessionConfirm('Chrome sur Android'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: ACCOUNT_MSG.endSession }));
    await waitFor(() => expect(within(sessions).queryByRole('listitem', { name: 'Chrome sur Android' })).toBeNull());
    expect(server.received(accountCalls.endSessions)).toEqual([{ id: 12 }]);
    expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MSG.sessionsEnded(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(sessions).getByRole('button', { name: ACCOUNT_MSG.endOthers }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ACCOUNT_MSG.endOthersConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: ACCOUNT_MSG.endOthers }));
    await waitFor(() => expect(within(sessions).getAllByRole('listitem')).toHaveLength(1));
    expect(server.received(accountCalls.endSessions)).toEqual([{ id: 12 }, {}]);
    // Only this session is left: nothing more to end.
    expect(within(sessions).queryByRole('button', { name: ACCOUNT_MSG.endOthers })).toBeNull();
  }, 30_000);

  it('leaves a league after a confirmation (none sent on cancel): the list is read again, a toast says it', async () => {
    const server = accountServer();
    const user = userEvent.setup({ delay: null });
    // I am the admin of the league my session acts in.
    renderApp(<AccountPage />, { at: '/user/account', user: { ...me, role: 4 } });
    const mine = await screen.findByRole('region', { name: ACCOUNT_MSG.leaguesTitle });
    const bureau = await within(mine).findByRole('listitem', { name: 'Le bureau' });
    const leave = within(bureau).getByRole('button', { name: ACCOUNT_MSG.leaveLabel('Le bureau') });

    await user.click(leave);
    let dialog = await screen.findByRole('dialog', { name: ACCOUNT_MSG.leaveTitle });
    expect(within(dialog).getByText(ACCOUNT_MSG.leaveConfirm('Le bureau'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.received(accountCalls.leave)).toEqual([]);

    await user.click(leave);
    dialog = await screen.findByRole('dialog', { name: ACCOUNT_MSG.leaveTitle });
    await user.click(within(dialog).getByRole('button', { name: ACCOUNT_MSG.leave }));
    await waitFor(() => expect(within(mine).queryByRole('listitem', { name: 'Le bureau' })).toBeNull());
    expect(server.received(accountCalls.leave)).toEqual([{ league_id: 8 }]);
    expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MSG.left('Le bureau', null));
    expect(within(mine).getByRole('listitem', { name: 'Les amis' })).toBeTruthy();
    // My session still acts in the league it acted in: my role there is kept.
    expect(session.get()).toEqual({ ...me, role: 4 });
  }, 30_000);

  it('leaving the league my session acts in: the session follows the server (another league, my role there), everything read again', async () => {
    const amis = { ...(leagues[0] as AccountLeague), leave_blocked: null };
    const server = accountServer(undefined, [amis, leagues[1] as AccountLeague]);
    const user = userEvent.setup({ delay: null });
    renderApp(<AccountPage />, { at: '/user/account', user: { ...me, role: 4 } });
    const mine = await screen.findByRole('region', { name: ACCOUNT_MSG.leaguesTitle });
    const item = await within(mine).findByRole('listitem', { name: 'Les amis' });
    const sessionsRead = server.received(accountCalls.sessions).length;
    await user.click(within(item).getByRole('button', { name: ACCOUNT_MSG.leaveLabel('Les amis') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: ACCOUNT_MSG.leave }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MSG.left('Les amis', { to: 'Le bureau' })));
    expect(session.get()).toEqual({ ...me, role: 1 });
    const bureau = await within(mine).findByRole('listitem', { name: 'Le bureau' });
    await waitFor(() => expect(within(bureau).getByText(ACCOUNT_MSG.activeLeague)).toBeTruthy());
    // Not only my leagues: what the page shows of the league is read again (my sessions here).
    await waitFor(() => expect(server.received(accountCalls.sessions).length).toBeGreaterThan(sessionsRead));
  }, 30_000);

  it('says why the server refused (its draft started meanwhile) and reads my leagues again', async () => {
    // The page still thinks the draft has not started; the server knows better.
    const stale = { ...(leagues[1] as AccountLeague) };
    const server = accountServer(undefined, [leagues[0] as AccountLeague, stale]);
    server.on(accountCalls.leave, failure('conflict', ACCOUNT_MSG.leaveBlocked.draft_started));
    const user = userEvent.setup({ delay: null });
    renderApp(<AccountPage />, { at: '/user/account', user: me });
    const leaguesRegion = await screen.findByRole('region', { name: ACCOUNT_MSG.leaguesTitle });
    const item = await within(leaguesRegion).findByRole('listitem', { name: 'Le bureau' });
    const read = server.received(accountCalls.me).length;
    await user.click(within(item).getByRole('button', { name: ACCOUNT_MSG.leaveLabel('Le bureau') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: ACCOUNT_MSG.leave }));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith(ACCOUNT_MSG.leaveBlocked.draft_started));
    await waitFor(() => expect(server.received(accountCalls.me).length).toBeGreaterThan(read));
    expect(toast.success).not.toHaveBeenCalled();
    expect(session.get()).toEqual(me);
  }, 30_000);
});
