import type { PublicUser } from '@poolfoot/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { banner } from '../../lib/banner';
import { session } from '../../lib/session';

/**
 * The session now acts in another league (a switch, a notification's link, a new league, an invitation accepted, the
 * league it acted in left): the user as the server now says, everything the page's cache shows read again, and the
 * server's word in the banner.
 */
export function useActInLeague() {
  const qc = useQueryClient();
  return useCallback(
    async (res: { user: PublicUser; message?: string }) => {
      session.set(res.user);
      await qc.invalidateQueries();
      if (res.message) banner.show(res.message, 'green');
    },
    [qc],
  );
}
