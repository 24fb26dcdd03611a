import type { PublicUser } from '@poolfoot/domain';
import { banner } from '../../lib/banner';
import { invalidateEverything } from '../../lib/query-client';
import { session } from '../../lib/session';

/**
 * The session now acts in another league (a switch, a notification's link, a new league, an invitation accepted): the
 * user as the server now says, everything shown read again, and the server's word in the banner.
 */
export async function actInLeague(res: { user: PublicUser; message?: string }) {
  session.set(res.user);
  await invalidateEverything();
  if (res.message) banner.show(res.message, 'green');
}
