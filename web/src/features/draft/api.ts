import { clubsCalls, draftCalls, gameCalls, joueursCalls, teamsCalls, usersCalls } from '@poolfoot/domain';
import { useCall, useCallMutation } from '../../lib/queries';

/** draft/get.php: polled every 30 s by the pages and read again on every live change. */
export const useDraftState = () => useCall(draftCalls.get, undefined, { staleTime: 0 });

/** The reference lists change rarely (an admin's edit, which reads them again at once). */
const REFERENCE_STALE = 5 * 60_000;
/** The active season's players (joueurs/list.php): names, clubs, positions and 2024/25 totals. */
export const useDraftJoueurs = () => useCall(joueursCalls.list, undefined, { staleTime: REFERENCE_STALE, select: (r) => r.joueurs });
export const useDraftClubs = () => useCall(clubsCalls.list, undefined, { staleTime: REFERENCE_STALE, select: (r) => r.clubs });
export const useDraftUsers = () => useCall(usersCalls.list, undefined, { staleTime: REFERENCE_STALE, select: (r) => r.users });

/** What a draft change shows on: the draft, the teams it fills, the home's turn. */
export const DRAFT_READERS = [draftCalls.get, teamsCalls.getByUser, teamsCalls.getAll, gameCalls.home];

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
