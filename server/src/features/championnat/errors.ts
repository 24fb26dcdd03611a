import { AppError } from '../../http/errors.js';
import { SourceError } from '../../providers/http.js';

/** The source's fault (502): a match or club the league or Transfermarkt could not give. */
export const sourceFailed = (m: string) => new AppError('source_failed', m);

/** Why one match or club could not be done, as its KO line says: our refusal (an AppError) or the source's fault. */
export const isItemFailure = (err: unknown): err is AppError | SourceError => err instanceof AppError || err instanceof SourceError;

/** Runs a single-item call: a source that fails answers 502 naming the reason (never the generic 500). */
export async function answerItem<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof SourceError) throw sourceFailed(err.message);
    throw err;
  }
}
