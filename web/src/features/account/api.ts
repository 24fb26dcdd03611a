import { accountCalls, liguesCalls } from '@poolfoot/domain';
import { callQuery, useCallMutation } from '../../lib/queries';

/** My account and the leagues I am in. */
export const accountQuery = () => callQuery(accountCalls.me);
/** My name, my email (with my current password): the answer is my account as it now stands, read again. */
export const useUpdateMe = () => useCallMutation(accountCalls.updateMe, { invalidates: [accountCalls.me] });
/** A new password: my other sessions end, so their list is read again. */
export const useChangePassword = () => useCallMutation(accountCalls.changePassword, { invalidates: [accountCalls.sessions] });

/** My open sessions, this one among them. */
export const sessionsQuery = () => callQuery(accountCalls.sessions);
/** Ends one of my other sessions ({id}) or all of them ({}); the list is read again whatever the outcome (one may be gone already). */
export const useEndSessions = () => useCallMutation(accountCalls.endSessions, { invalidates: [accountCalls.sessions], settled: true });

/**
 * Leaves one of my leagues: my leagues, here and in the menu's switcher, are read again whatever the outcome (its draft
 * may have started meanwhile, or I may have left it from another device).
 */
export const useLeaveLeague = () =>
  useCallMutation(accountCalls.leave, { invalidates: [accountCalls.me, liguesCalls.mine], settled: true });

/** A page of the record of acts on accounts (all of them, or those on mine), older than `before` when given. */
export const actsPageQuery = (call: typeof accountCalls.acts | typeof accountCalls.actsOnMe, before: number | undefined) =>
  callQuery(call, before === undefined ? {} : { before_id: before });
/** I have seen what was done to my account: the list is read again (and the shell's notice goes at its next read). */
export const useActsSeen = () => useCallMutation(accountCalls.actsSeen, { invalidates: [accountCalls.actsOnMe] });
