import { autopilotCalls } from '@poolfoot/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';

export const autopilotKeys = {
  all: ['autopilot'] as const,
  live: (journeeId: number | 'active') => [...autopilotKeys.all, 'live', journeeId] as const,
  reminders: () => [...autopilotKeys.all, 'reminders'] as const,
};

/** Whether I get the lineup reminder mails. */
export const useReminders = () => useQuery({ queryKey: autopilotKeys.reminders(), queryFn: () => call(autopilotCalls.reminders) });

/** Turns my lineup reminder mails on or off. */
export function useSetReminders() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (mails: boolean) => call(autopilotCalls.setReminders, { mails }),
    onSuccess: (res) => qc.setQueryData(autopilotKeys.reminders(), res),
  });
}

/** While matches are played the live figures are read again this often, besides each push of the live stream. */
export const LIVE_POLL_MS = 30_000;

/** A matchday's live figures (the active one when null): the matches being played, the provisional points and scores. */
export const liveMatchdayQuery = (journeeId: number | null) =>
  queryOptions({
    queryKey: autopilotKeys.live(journeeId ?? 'active'),
    queryFn: () => call(autopilotCalls.live, { journee_id: journeeId ?? undefined }),
    refetchInterval: (q) => (q.state.data?.matchs.length ? LIVE_POLL_MS : false),
  });
