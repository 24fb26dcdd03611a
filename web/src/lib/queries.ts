import type { Endpoint, RequestOf, ResponseOf } from '@poolfoot/domain/endpoint';
import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from './api';

/** The input of a call as its caller writes it: none for a call that takes nothing. */
type Input<E extends Endpoint> = RequestOf<E> extends undefined ? [] : [RequestOf<E>];

/**
 * The query key of a call and its input: the endpoint's path, then the input. Made here only: a page reads a call
 * under one key whatever feature asks it, and what invalidates a call names its endpoint (`keyOf(e)` is the prefix
 * of every key of that call).
 */
export function keyOf<E extends Endpoint>(e: E, ...input: Input<E> | [undefined]): QueryKey {
  const [given] = input;
  return given === undefined ? [e.path] : [e.path, given];
}

/** A call's query options: its key from the contract, its answer from `call`. */
export function callQuery<E extends Endpoint>(e: E, ...input: Input<E>) {
  return queryOptions({
    queryKey: keyOf(e, ...input),
    queryFn: () => call(e, ...input) as Promise<ResponseOf<E>>,
  });
}

type CallOptions<E extends Endpoint, T> = Omit<UseQueryOptions<ResponseOf<E>, Error, T>, 'queryKey' | 'queryFn'>;

/** Reads a call (useQuery on callQuery); `options` adds what a page needs (enabled, select, polling…). */
export function useCall<E extends Endpoint, T = ResponseOf<E>>(e: E, input: Input<E>[0], options: CallOptions<E, T> = {}) {
  const args = (input === undefined ? [] : [input]) as Input<E>;
  return useQuery<ResponseOf<E>, Error, T>({
    queryKey: keyOf(e, ...args),
    queryFn: () => call(e, ...args) as Promise<ResponseOf<E>>,
    ...options,
  });
}

/** Marks every answer of these calls stale: the ones on screen are read again. */
export const invalidateCalls = (qc: QueryClient, calls: readonly Endpoint[]) =>
  Promise.all(calls.map((e) => qc.invalidateQueries({ queryKey: keyOf(e) })));

/**
 * Calls a call that changes data; once it succeeded, the answers of the calls it `invalidates` are read again
 * (`settled`: whatever its outcome, someone else may have moved meanwhile).
 */
export function useCallMutation<E extends Endpoint>(e: E, opts: { invalidates: readonly Endpoint[]; settled?: boolean }) {
  const qc = useQueryClient();
  const refresh = () => invalidateCalls(qc, opts.invalidates);
  return useMutation({
    // biome-ignore lint/suspicious/noConfusingVoidType: a call that takes nothing is run as mutate(), with no argument
    mutationFn: (input: RequestOf<E> extends undefined ? void : RequestOf<E>) =>
      (call as (e: E, ...i: unknown[]) => Promise<ResponseOf<E>>)(e, ...(input === undefined ? [] : [input])),
    ...(opts.settled ? { onSettled: refresh } : { onSuccess: refresh }),
  });
}
