import { accountCalls, liguesCalls } from '@poolfoot/domain';
import { useCall, useCallMutation } from '../../lib/queries';

/** My account and the leagues I am in. */
export const useAccount = () => useCall(accountCalls.me, undefined);
/** My name, my email (with my current password): the answer is my account as it now stands, read again. */
export const useUpdateMe = () => useCallMutation(accountCalls.updateMe, { invalidates: [accountCalls.me] });
/** A new password: my other sessions end, so their list is read again. */
export const useChangePassword = () => useCallMutation(accountCalls.changePassword, { invalidates: [accountCalls.sessions] });

/** My open sessions, this one among them. */
export const useSessions = () => useCall(accountCalls.sessions, undefined);
/** Ends one of my other sessions ({id}) or all of them ({}); the list is read again whatever the outcome (one may be gone already). */
export const useEndSessions = () => useCallMutation(accountCalls.endSessions, { invalidates: [accountCalls.sessions], settled: true });

/**
 * Leaves one of my leagues: my leagues, here and in the menu's switcher, are read again whatever the outcome (its draft
 * may have started meanwhile, or I may have left it from another device).
 */
export const useLeaveLeague = () =>
  useCallMutation(accountCalls.leave, { invalidates: [accountCalls.me, liguesCalls.mine], settled: true });
