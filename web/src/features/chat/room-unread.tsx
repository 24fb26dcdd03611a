import { Badge } from '@mantine/core';
import { CHAT_MSG, CHAT_UNREAD_MAX } from '@poolfoot/domain';
import { ROLE } from '@poolfoot/domain/roles';
import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../lib/session';
import { unreadQuery } from './api';

/**
 * The menu's unread count beside « Vestiaire »: the others' messages since I last read the room (none: nothing shown),
 * « 99+ » from the most the server counts.
 */
export default function RoomUnread() {
  const user = useSessionUser();
  const unread = useQuery(unreadQuery((user?.role ?? 0) >= ROLE.pooler)).data ?? 0;
  if (!unread) return null;
  const many = unread >= CHAT_UNREAD_MAX;
  const said = many ? CHAT_MSG.unreadMany(CHAT_UNREAD_MAX - 1) : CHAT_MSG.unread(unread);
  return (
    <Badge component="span" size="sm" color="red" circle={unread < 10} ml={6} aria-label={said} title={said}>
      {many ? `${CHAT_UNREAD_MAX - 1}+` : unread}
    </Badge>
  );
}
