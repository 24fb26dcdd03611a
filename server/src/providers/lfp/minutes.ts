import { matchState } from '@poolfoot/domain';

/**
 * Minutes worked out from a match sheet that has none (FINDINGS.md §5: at the whistle, and live, no
 * player has minutesPlayed or stats.mins_played; they come with the league's post-match processing).
 * From the sheet: who started (startedMatch), who played (playedMatch), the substitutions (the sides'
 * `substitutions` and the timeline's `…Substitution` entries), red cards, and how long play lasted
 * (`period`, `periodsDates`, `matchTime`). The league counts a full match as 90 whatever the added
 * time, a player subbed off at "76'" as 76 and one on at "64'" as 26 (`championship-match.final.json`):
 * so does this.
 */

/** An event time's minute: "76'" -> 76, "90' +3" -> 90, "45' +1" -> 45; null when unreadable. */
export function minuteOf(time: unknown): number | null {
  const m = typeof time === 'string' ? /^\s*(\d{1,3})\s*'/.exec(time) : null;
  return m ? Number(m[1]) : null;
}

/**
 * How long play lasted: 90, or 120 when extra time was played (a periodsDates key or a period naming
 * it: never recorded, a guess from the league's enum); while in progress, the minute its clock shows.
 */
export function playLength(period: string, periodsDates: Record<string, unknown> | null | undefined, matchTime: unknown): number {
  const extra = Object.keys(periodsDates ?? {}).some((k) => /^extra/i.test(k)) || /extra|pens|shoot/i.test(period);
  const full = extra ? 120 : 90;
  if (matchState(period).state === 'termine') return full;
  if (/^halftime$/i.test(period)) return 45;
  return Math.min(full, minuteOf(matchTime) ?? 0);
}

export type SheetPlayer = { id: string; started: boolean; played: boolean };
export type SheetSub = { on: string | null; off: string | null; minute: number };
export type SheetRed = { id: string; minute: number };

/** Each player's minutes: from his start (0, or the minute he came on) to the minute he left (subbed off, sent off) or the end. */
export function deriveMinutes(players: readonly SheetPlayer[], subs: readonly SheetSub[], reds: readonly SheetRed[], length: number) {
  const out = new Map<string, number>();
  for (const p of players) {
    if (!p.played) {
      out.set(p.id, 0);
      continue;
    }
    const on = p.started ? 0 : Math.min(length, ...subs.filter((s) => s.on === p.id).map((s) => s.minute));
    const off = Math.min(
      length,
      ...subs.filter((s) => s.off === p.id).map((s) => s.minute),
      ...reds.filter((r) => r.id === p.id).map((r) => r.minute),
    );
    // He played: at least a minute, even on at "90' +3".
    out.set(p.id, Math.max(1, off - Math.min(on, off)));
  }
  return out;
}
