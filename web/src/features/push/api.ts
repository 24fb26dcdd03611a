import { pushCalls } from '@poolfoot/domain';
import { callQuery, useCallMutation } from '../../lib/queries';

/** The server's public VAPID key and my subscribed devices. */
export const pushKeyQuery = () => callQuery(pushCalls.key);
/** This device subscribes, or changes what it receives. */
export const useSubscribe = () => useCallMutation(pushCalls.subscribe, { invalidates: [pushCalls.key] });
/** This device stops receiving (read again whatever the outcome: it may be gone already). */
export const useUnsubscribe = () => useCallMutation(pushCalls.unsubscribe, { invalidates: [pushCalls.key], settled: true });
/** A test notification to each of my devices. */
export const useSendTest = () => useCallMutation(pushCalls.test, { invalidates: [pushCalls.key], settled: true });
