import { SHELL_PATHS } from '@poolfoot/domain/endpoint';
import { banner } from '../lib/banner';
import { asUser, session } from '../lib/session';

/**
 * Re-reads the session from the server at start (auth/me.php): a stale local user is dropped, a
 * renamed one updated, and what the account's owner must know at once shown in the banner; offline or on an unexpected
 * answer, the stored user is kept. The answer is read
 * without zod and the contract (the user checked as the stored one is): the first page does not wait for them.
 */
export async function syncSession() {
  try {
    // Loaded when needed: the API client and its texts stay out of the first page's code.
    const { shellGet } = await import('../lib/api');
    const { user: answered, notice } = await shellGet(SHELL_PATHS.me);
    const user = answered === null ? null : asUser(answered);
    if (answered !== null && !user) return;
    // Something done to this account that its owner must know at once (a password link made by an admin).
    if (typeof notice === 'string') banner.warn(notice);
    // Unchanged: no store update, so the pages do not render a second time for nothing.
    if (JSON.stringify(user) !== JSON.stringify(session.get())) session.set(user);
  } catch {
    /* offline or an unexpected answer: keep what we have */
  }
}
