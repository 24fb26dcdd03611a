import { z } from 'zod';
import { SRV } from '../messages/server.js';
import { envelope, okSchema, requiredText } from './common.js';
import { endpoint, SHELL_PATHS } from './endpoint.js';

export const emailSchema = z
  .string({ error: SRV.emailRequired })
  .trim()
  .min(1, { error: SRV.emailRequired })
  .max(254, { error: SRV.emailInvalid })
  .pipe(z.email({ error: SRV.emailInvalid }))
  .transform((e) => e.toLowerCase());

export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  role: z.number().int(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const loginRequest = z.object({
  email: emailSchema,
  password: z.string({ error: SRV.passwordRequired }).min(1, { error: SRV.passwordRequired }).max(200, { error: SRV.badCredentials }),
});
export const loginResponse = envelope({ user: publicUserSchema.optional() });

export const requestResetRequest = z.object({ email: emailSchema });

export const newPasswordSchema = z
  .string({ error: SRV.passwordRequired })
  .min(8, { error: SRV.passwordTooShort })
  .max(200, { error: 'Le mot de passe doit contenir au plus 200 caractères.' });

export const resetPasswordRequest = z.object({
  password: newPasswordSchema,
  token: requiredText('Lien de réinitialisation', 200),
});
export const resetPasswordResponse = envelope({ error: z.string().optional() });

/** The signed-in user, and what the shell tells him at once (a password link someone made for him, until he has seen it). */
export const meResponse = envelope({ user: publicUserSchema.nullable(), notice: z.string().nullable().optional() });

/** The session calls (SPEC.md §7): open to anyone, the session cookie is what they set or read. */
export const authCalls = {
  login: endpoint({ method: 'POST', path: 'auth/login.php', access: 'public', request: loginRequest, response: loginResponse }),
  logout: endpoint({ method: 'POST', path: 'auth/logout.php', access: 'public', response: okSchema }),
  me: endpoint({ method: 'GET', path: SHELL_PATHS.me, access: 'public', response: meResponse }),
  requestReset: endpoint({
    method: 'POST',
    path: 'auth/request_reset.php',
    access: 'public',
    request: requestResetRequest,
    response: okSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: 'auth/reset_password.php',
    access: 'public',
    request: resetPasswordRequest,
    response: resetPasswordResponse,
  }),
};
