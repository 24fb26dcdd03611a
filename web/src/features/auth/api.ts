import { loginResponse, okSchema, type PublicUser, resetPasswordResponse } from '@poolfoot/domain';
import { api } from '../../lib/api';
import { session } from '../../lib/session';
import { queryClient } from '../../app/providers';

export async function login(email: string, password: string): Promise<PublicUser> {
  const res = await api('auth/login.php', loginResponse, { body: { email, password } });
  if (!res.user) throw new Error('no user');
  session.set(res.user);
  return res.user;
}

/** Ends the session on the server, then forgets the user locally (even if the server is unreachable). */
export async function logout() {
  await api('auth/logout.php', okSchema, { body: {} }).catch(() => undefined);
  session.set(null);
  queryClient.clear();
}

export const requestReset = (email: string) => api('auth/request_reset.php', okSchema, { body: { email } });
export const resetPassword = (token: string, password: string) =>
  api('auth/reset_password.php', resetPasswordResponse, { body: { token, password } });
