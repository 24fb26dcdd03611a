import type { AutopilotState } from '../../db/autopilot-state.js';
import type { MatchWithClubs } from '../championnat/index.js';

const MINUTE = 60_000;
/** After the whistle the league keeps correcting the sheet: it is read again later that night and the next day. */
export const REIMPORTS_AFTER_MS = [60 * MINUTE, 180 * MINUTE, 24 * 60 * MINUTE] as const;

export const iso = (ms: number) => new Date(ms).toISOString();

/** A match's bookkeeping, made when missing. */
export function entry(state: AutopilotState, id: number) {
  const s = state.matches[id] ?? {};
  state.matches[id] = s;
  return s;
}

/** What a tick has to do: the live sheets to read, the finished ones to read again, and which of them failed last time. */
export type Due = { polls: number[]; reimports: number[]; failing: Set<number> };
export const NOTHING_DUE: Due = { polls: [], reimports: [], failing: new Set() };

/**
 * Claims, under the lock, what is due now: a live match's sheet once per poll interval (later after errors), a
 * finished match's re-import when its time has come. Forgets matches done with; a finished match whose re-reads are
 * over is kept while it is still followed: forgotten, it would be read as a live match again and its whistle handled
 * twice.
 */
export function claimDue(state: AutopilotState, live: readonly MatchWithClubs[], now: number, pollMs: number): Due {
  const due: Due = { polls: [], reimports: [], failing: new Set() };
  const claim = (id: number, into: number[]) => {
    into.push(id);
    if (state.matches[id]?.fails) due.failing.add(id);
  };
  for (const r of live) {
    const s = entry(state, r.match.id);
    if (s.whistle || (s.next && Date.parse(s.next) > now)) continue;
    s.next = iso(now + pollMs);
    claim(r.match.id, due.polls);
  }
  for (const [id, s] of Object.entries(state.matches)) {
    const followed = live.some((r) => r.match.id === Number(id));
    if (!s.whistle) {
      if (!followed) delete state.matches[id];
      continue;
    }
    const done = s.reimports ?? 0;
    const after = REIMPORTS_AFTER_MS[done];
    if (after === undefined) {
      if (!followed) delete state.matches[id];
    } else if (Date.parse(s.whistle) + after <= now && !(s.next && Date.parse(s.next) > now)) {
      s.reimports = done + 1;
      claim(Number(id), due.reimports);
    }
  }
  return due;
}
