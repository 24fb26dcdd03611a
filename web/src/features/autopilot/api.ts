import { autopilotCalls } from '@poolfoot/domain';
import { queryOptions } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '../../lib/queries';

/** Whether I get the lineup reminder mails. */
export const remindersQuery = () => callQuery(autopilotCalls.reminders);

/** Turns my lineup reminder mails on or off: the answer is the new setting. */
export const useSetReminders = () => useCallMutation(autopilotCalls.setReminders, { invalidates: [], answers: autopilotCalls.reminders });

/** While matches are played the live figures are read again this often, besides each push of the live stream. */
export const LIVE_POLL_MS = 30_000;

/** A matchday's live figures (the active one when null): the matches being played, the provisional points and scores. */
export const liveMatchdayQuery = (journeeId: number | null) =>
  queryOptions({
    ...callQuery(autopilotCalls.live, { journee_id: journeeId ?? undefined }),
    refetchInterval: (q) => (q.state.data?.matchs.length ? LIVE_POLL_MS : false),
  });
