import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as fr, translations } from '@zxcvbn-ts/language-fr';
import { SRV } from './messages/server.js';

/**
 * How strong a new password is, by a maintained estimator (zxcvbn-ts, with its common and French dictionaries and its
 * French advice): its guessability score from 0 to 4, and what to do about it. The server refuses a new password under
 * MIN_SCORE wherever one is chosen; the pages say the same as one types (they load this module only then: its
 * dictionaries are large). Kept apart from the domain's index for that reason.
 */
export const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;
const estimatorOf = () => {
  estimator ??= new ZxcvbnFactory({ translations, graphs: adjacencyGraphs, dictionary: { ...common, ...fr } });
  return estimator;
};

/** A password's score (0 to 4), whether it is enough, and the estimator's advice (French) when it is not. */
export type Strength = { score: number; ok: boolean; advice: string[] };

/** How strong `password` is; `ownWords` are the person's own (his name, email, the league's): a password made of them is weak. */
export function passwordStrength(password: string, ownWords: readonly string[] = []): Strength {
  const words = [...ownWords.flatMap((w) => plain(w).split(/[^a-z0-9]+/)).filter((w) => w.length >= 3), 'poolfoot'];
  const { score, feedback } = estimatorOf().check(password, words);
  const advice = [feedback.warning, ...feedback.suggestions].filter((s): s is string => !!s).map((s) => (/[.!?]$/.test(s) ? s : `${s}.`));
  // The estimator scores its own words apart; one's own words joined by a sign are as easy to guess.
  if (madeOf(password, words)) return { score: Math.min(score, 1), ok: false, advice: [SRV.passwordOwnWords, ...advice] };
  return { score, ok: score >= MIN_SCORE, advice };
}

/** Lower case, without accents. */
const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a password is one or more of these words with digits and signs (fewer than four other letters). */
function madeOf(password: string, words: readonly string[]) {
  const letters = plain(password);
  let rest = letters;
  for (const w of [...words].sort((a, b) => b.length - a.length)) rest = rest.replaceAll(w, '');
  return rest !== letters && rest.replace(/[^a-z]/g, '').length < 4;
}
