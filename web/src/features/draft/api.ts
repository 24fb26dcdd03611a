import { draftCalls, gameCalls, teamsCalls } from '@poolfoot/domain';
import { queryOptions } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '../../lib/queries';
import { clubsListQuery } from '../clubs';
import { joueursListQuery } from '../joueurs';
import { poolerChoicesQuery } from '../stats';

/** draft/get.php: polled every 30 s by the pages and read again on every live change. */
export const draftStateQuery = () => queryOptions({ ...callQuery(draftCalls.get), staleTime: 0 });

/** The reference lists change rarely (an admin's edit, which reads them again at once). */
const REFERENCE_STALE = 5 * 60_000;
/** The active season's players (joueurs/list.php): names, clubs, positions and 2024/25 totals. */
export const draftJoueursQuery = () => queryOptions({ ...joueursListQuery(), staleTime: REFERENCE_STALE });
export const draftClubsQuery = () => queryOptions({ ...clubsListQuery(), staleTime: REFERENCE_STALE });
export const draftUsersQuery = () => queryOptions({ ...poolerChoicesQuery(), staleTime: REFERENCE_STALE });

/** What a draft change shows on: the draft, the teams it fills, the home's turn, my list (a pick takes one of its players). */
export const DRAFT_READERS = [draftCalls.get, teamsCalls.getByUser, teamsCalls.getAll, gameCalls.home, draftCalls.queue];

/** A draft change: what it touches is read again after it, success or failure (someone else may have moved). */
const draftMutation = <E extends Parameters<typeof useCallMutation>[0]>(e: E) =>
  useCallMutation(e, { invalidates: DRAFT_READERS, settled: true });

export const usePick = () => draftMutation(draftCalls.pick);
export const useSimulate = () => draftMutation(draftCalls.simulate);
export const useEditChoix = () => draftMutation(draftCalls.editChoix);
export const useDeleteChoix = () => draftMutation(draftCalls.deleteChoix);
export const useChangeStatus = () => draftMutation(draftCalls.changeStatus);
export const useResetDraft = () => draftMutation(draftCalls.initDraft);
export const useInitOrder = () => draftMutation(draftCalls.init);
export const useSetClock = () => draftMutation(draftCalls.setClock);

/** My list (draft/queue.php): my wanted players in my order, each still there or not, and whether I am away. */
export const queueQuery = () => queryOptions({ ...callQuery(draftCalls.queue), staleTime: 0 });

/** My whole list saved in its new order: the answer is my list as the server now has it. */
export const useSetQueue = () => useCallMutation(draftCalls.queueSet, { invalidates: [], answers: draftCalls.queue });

/** « Je serai absent » on or off; turned on during my turn, my pick is made at once: the draft is read again. */
export const useAutopick = () =>
  useCallMutation(draftCalls.autopick, { invalidates: DRAFT_READERS, settled: true, answers: draftCalls.queue });
