import { errorMessage } from '../../lib/api';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../lib/notify';
import { queueQuery, useSetQueue } from './api';
import { move } from './lib';

/**
 * My list and its changes: each change sends the whole list in its new order (draft/queue_set.php), a refusal is told
 * by a toast in the server's words. Nothing is changed before the list is read (a change would replace it whole).
 */
export function useMyList() {
  const queue = useQuery(queueQuery());
  const set = useSetQueue();
  const ids = (queue.data?.joueurs ?? []).map((e) => e.joueur_id);
  const save = (next: number[]) => set.mutate({ joueur_ids: next }, { onError: (err) => toast.warning(errorMessage(err)) });
  return {
    queue,
    has: (id: number) => ids.includes(id),
    busy: !queue.data || set.isPending,
    add: (id: number) => save([...ids, id]),
    remove: (id: number) => save(ids.filter((x) => x !== id)),
    move: (i: number, delta: -1 | 1) => save(move(ids, i, delta)),
  };
}

export type MyList = ReturnType<typeof useMyList>;
