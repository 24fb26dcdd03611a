import { type ChatPage, chatCalls } from '@poolfoot/domain';
import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { callQuery, keyOf, useCallMutation } from '../../lib/queries';

/**
 * The room, page by page (chat/list.php): the newest first, then each older page before the oldest message shown. Read
 * again with every answer of chat/list.php (a live change, a message sent); the newest page's address is always the same,
 * so the service worker keeps it for offline (docs/app.md).
 */
export const roomQuery = () =>
  infiniteQueryOptions({
    queryKey: [...keyOf(chatCalls.list, undefined), 'room'],
    queryFn: ({ pageParam }) => call(chatCalls.list, pageParam === undefined ? {} : { before_id: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: ChatPage) => (last.more ? last.messages[0]?.id : undefined),
  });

/** The menu's count of the others' messages I have not read: the newest message only, read every 30 s. */
const UNREAD = { limit: 1 } as const;
export const unreadQuery = (enabled: boolean) =>
  queryOptions({ ...callQuery(chatCalls.list, UNREAD), enabled, refetchInterval: 30_000, select: (r) => r.unread });

const ROOM = [chatCalls.list];
export const usePost = () => useCallMutation(chatCalls.post, { invalidates: ROOM });
export const useEdit = () => useCallMutation(chatCalls.edit, { invalidates: ROOM, settled: true });
export const useDelete = () => useCallMutation(chatCalls.delete, { invalidates: ROOM, settled: true });
export const useReact = () => useCallMutation(chatCalls.react, { invalidates: ROOM, settled: true });

/** I have read up to a message: the menu's count follows at once, without reading the room again. */
export function useMarkRead() {
  const qc = useQueryClient();
  return async (lastId: number) => {
    const mark = await call(chatCalls.read, { last_id: lastId });
    qc.setQueryData<ChatPage>(keyOf(chatCalls.list, UNREAD), (was) => was && { ...was, ...mark });
  };
}
