import type { Endpoint, RequestOf, ResponseOf } from '@poolfoot/domain/endpoint';
import { type QueryClient, type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from './api';

/**
 * The web's one way to read a call and one way to send one:
 * - read: a feature's api.ts makes the call's query options with `callQuery` (adding, in `queryOptions`, what every
 *   reader wants: `select`, `enabled`, polling), and a component reads them with react-query's `useQuery`;
 * - send: a feature's api.ts makes the call's mutation hook with `useCallMutation`, naming what it changes.
 */

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

/** Marks every answer of these calls stale: the ones on screen are read again. */
export const invalidateCalls = (qc: QueryClient, calls: readonly Endpoint[]) =>
  Promise.all(calls.map((e) => qc.invalidateQueries({ queryKey: keyOf(e) })));

type MutationOptions<E extends Endpoint> = {
  /** The calls whose answers are read again once it is done. */
  invalidates: readonly Endpoint[];
  /** Read them again whatever its outcome (someone else may have moved meanwhile), not only after a success. */
  settled?: boolean;
  /** A call taking nothing whose answer is what this one answers: its cached answer becomes this one at once. */
  answers?: Endpoint<undefined, z.ZodType<ResponseOf<E>>>;
};

/**
 * Sends a call that changes data (`mutate(input)`, or `mutate()` for a call that takes nothing); once it succeeded (or
 * whatever its outcome, `settled`), the answers of the calls it `invalidates` are read again.
 */
export function useCallMutation<E extends Endpoint>(e: E, opts: MutationOptions<E>) {
  const qc = useQueryClient();
  const refresh = () => invalidateCalls(qc, opts.invalidates);
  return useMutation({
    // biome-ignore lint/suspicious/noConfusingVoidType: a call that takes nothing is run as mutate(), with no argument
    mutationFn: (input: RequestOf<E> extends undefined ? void : RequestOf<E>) =>
      (call as (e: E, ...i: unknown[]) => Promise<ResponseOf<E>>)(e, ...(input === undefined ? [] : [input])),
    onSuccess: (res: ResponseOf<E>) => {
      if (opts.answers) qc.setQueryData(keyOf(opts.answers), res);
      return opts.settled ? undefined : refresh();
    },
    onSettled: opts.settled ? refresh : undefined,
  });
}
