import { Refused, Unknown } from './api.js';
import type { Ledger } from './ledger.js';

export type Result<T> = { kind: 'ok'; value: T } | { kind: 'refused'; error: Refused } | { kind: 'unknown'; error: Unknown };

/** Settles one call into ok / refused / unknown (any other error is a bug of the script and is thrown). */
export async function attempt<T>(call: Promise<T>): Promise<Result<T>> {
  try {
    return { kind: 'ok', value: await call };
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused', error };
    if (error instanceof Unknown) return { kind: 'unknown', error };
    throw error;
  }
}

/** A phase stops at the first call with no answer (the server was killed); the caller restarts it. */
export type PhaseOutcome = 'done' | 'interrupted';

/** The last call that got no answer (to report a call lost while the server ran). */
export const lastFailure = { message: '' };

/** A read that must work: a refusal is a defect (a lost session answers 401). */
export async function mustRead<T>(call: Promise<T>, what: string): Promise<T | null> {
  const r = await attempt(call);
  if (r.kind === 'ok') return r.value;
  if (r.kind === 'unknown') {
    lastFailure.message = r.error.message;
    return null;
  }
  throw new Error(`${what} refusé (${r.error.status}) : ${r.error.message}`);
}

/** Counts the writes that got no answer (their outcome is unknown). */
export function countUnknown(ledger: Ledger, results: Result<unknown>[]): boolean {
  const unknown = results.flatMap((r) => (r.kind === 'unknown' ? [r.error.message] : []));
  ledger.unanswered += unknown.length;
  if (unknown[0]) lastFailure.message = unknown[0];
  return unknown.length > 0;
}
