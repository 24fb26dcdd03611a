import { z } from 'zod';
import { LIGUES_MSG, SETUP_MSG } from '../messages/ligues.js';
import { emailSchema, newPasswordSchema, publicUserSchema } from './auth.js';
import { envelope, idSchema, requiredText } from './common.js';
import { endpoint, SHELL_PATHS } from './endpoint.js';

/** A league's name, as its admin types it. */
export const ligueNameSchema = z
  .string({ error: LIGUES_MSG.nameRequired })
  .trim()
  .min(1, { error: LIGUES_MSG.nameRequired })
  .max(60, { error: LIGUES_MSG.nameTooLong });

/** A league as its member sees it in the switcher: its name and the member's role there. */
export const myLigueSchema = z.object({ id: z.number().int(), nom: z.string(), role: z.number().int() });
export type MyLigue = z.infer<typeof myLigueSchema>;

export const mineResponse = envelope({ leagues: z.array(myLigueSchema), active_id: z.number().int().nullable() });

export const switchRequest = z.object({ league_id: idSchema });
export const switchResponse = envelope({ user: publicUserSchema, league: myLigueSchema });

export const setupStatusResponse = envelope({ needs_setup: z.boolean() });
export const setupAdminRequest = z.object({
  code: z
    .string({ error: SETUP_MSG.codeRequired })
    .trim()
    .min(1, { error: SETUP_MSG.codeRequired })
    .max(40, { error: SETUP_MSG.codeWrong }),
  username: requiredText('Nom d’utilisateur', 40),
  email: emailSchema,
  password: newPasswordSchema,
  league: ligueNameSchema,
});
export const setupAdminResponse = envelope({ user: publicUserSchema, league: myLigueSchema });

/** The friends' leagues (issue 27): the member's own. */
export const liguesCalls = {
  mine: endpoint({ method: 'GET', path: 'leagues/mine.php', access: 'account', response: mineResponse }),
  /** The session acts in another of the user's leagues from now on (the role the pages check with it). */
  switch: endpoint({ method: 'POST', path: 'leagues/switch.php', access: 'account', request: switchRequest, response: switchResponse }),
};

/** An instance's first start (issue 27): its first account, with no terminal. */
export const setupCalls = {
  status: endpoint({ method: 'GET', path: SHELL_PATHS.setupStatus, access: 'public', response: setupStatusResponse }),
  admin: endpoint({ method: 'POST', path: 'setup/admin.php', access: 'public', request: setupAdminRequest, response: setupAdminResponse }),
};
