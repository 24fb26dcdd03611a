import { authCalls, type PublicUser, setupCalls } from '@poolfoot/domain';
import { call } from '../../lib/api';
import { session } from '../../lib/session';
import { queryClient } from '../../lib/query-client';

export async function login(email: string, password: string): Promise<PublicUser> {
  const res = await call(authCalls.login, { email, password });
  if (!res.user) throw new Error('no user');
  session.set(res.user);
  return res.user;
}

/** Ends the session on the server, then forgets the user locally (even if the server is unreachable). */
export async function logout() {
  await call(authCalls.logout).catch(() => undefined);
  session.set(null);
  queryClient.clear();
}

export const requestReset = (email: string) => call(authCalls.requestReset, { email });
export const resetPassword = (token: string, password: string) => call(authCalls.resetPassword, { token, password });

/** The instance's first account and league (setup/admin.php): logged in at once, in that league. */
export async function setupAdmin(input: { code: string; username: string; email: string; password: string; league: string }) {
  const res = await call(setupCalls.admin, input);
  session.set(res.user);
  return res;
}
