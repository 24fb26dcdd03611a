import type { Poste } from '@poolfoot/domain';
import { DEMO_SEED, type DemoPlayer, mulberry32 } from '../seed/players.js';
import { type DemoFixture, demoSquad } from './world.js';

/**
 * A plausible, deterministic match sheet for a demo fixture, consistent with its real final score:
 * 11 starters and 9 substitutes per side from the club's seeded players, 3 to 5 substitutions, cards,
 * goals (scorers and assisters on the pitch at the goal's minute, now and then an own goal or a penalty),
 * goals conceded by whoever was on the pitch, saves and clean sheets.
 */

type Rand = () => number;
export type SideKey = 'home' | 'away';

export type SheetPlayer = {
  p: DemoPlayer;
  started: boolean;
  /** On the pitch during the minutes (on, off]; null when he did not come on. */
  on: number | null;
  off: number;
  goals: number;
  assists: number;
  ownGoals: number;
  yellow: number;
  secondYellow: boolean;
  red: boolean;
  saves: number;
  penaltySaves: number;
  conceded: number;
};

export type SheetEvent = { type: string; side: SideKey; minute: number; playerId: string; assistId?: string; subOnId?: string };

export type Sheet = Record<
  SideKey,
  { players: SheetPlayer[]; goals: SheetEvent[]; bookings: SheetEvent[]; subs: SheetEvent[]; missed: SheetEvent[] }
>;

const STARTERS: Record<Poste, number> = { GB: 1, DC: 2, DL: 2, MC: 2, MO: 2, AT: 2 };
const SCORER_W: Record<Poste, number> = { GB: 0, DC: 1.2, DL: 0.8, MC: 2, MO: 4, AT: 6 };
const ASSIST_W: Record<Poste, number> = { GB: 0.1, DC: 1, DL: 3, MC: 3, MO: 4, AT: 3 };
const OWN_GOAL_W: Record<Poste, number> = { GB: 0.2, DC: 3, DL: 2, MC: 1, MO: 0.5, AT: 0.3 };
const SUB_OFF_W: Record<Poste, number> = { GB: 0, DC: 1, DL: 1, MC: 2, MO: 3, AT: 3 };

const between = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

function pickWeighted<T>(rand: Rand, items: readonly T[], weight: (t: T) => number): T | undefined {
  const total = items.reduce((s, t) => s + weight(t), 0);
  if (total <= 0) return items.length ? items[Math.floor(rand() * items.length)] : undefined;
  let r = rand() * total;
  for (const t of items) {
    r -= weight(t);
    if (r < 0) return t;
  }
  return items.at(-1);
}

export const onPitchAt = (s: SheetPlayer, minute: number) => s.on !== null && s.on < minute && minute <= s.off;
export const minutesOf = (s: SheetPlayer) => (s.on === null ? 0 : s.off - s.on);

function blank(p: DemoPlayer, started: boolean): SheetPlayer {
  return {
    p,
    started,
    on: started ? 0 : null,
    off: started ? 90 : 0,
    goals: 0,
    assists: 0,
    ownGoals: 0,
    yellow: 0,
    secondYellow: false,
    red: false,
    saves: 0,
    penaltySaves: 0,
    conceded: 0,
  };
}

/** 11 starters (mostly the regulars) and 9 substitutes (the second goalkeeper and 8 others). */
function matchdaySquad(rand: Rand, squad: readonly DemoPlayer[]): SheetPlayer[] {
  const starters: DemoPlayer[] = [];
  for (const [poste, n] of Object.entries(STARTERS) as [Poste, number][]) {
    const list = squad.filter((p) => p.poste === poste);
    for (let i = 0; i < n; i++) {
      const regular = list[i];
      const free = list.filter((p) => !starters.includes(p));
      const pick =
        regular && !starters.includes(regular) && rand() < (poste === 'GB' ? 0.95 : 0.8) ? regular : free[Math.floor(rand() * free.length)];
      if (pick) starters.push(pick);
    }
  }
  const rest = squad.filter((p) => !starters.includes(p));
  const keeper = rest.find((p) => p.poste === 'GB');
  const outfield = rest.filter((p) => p.poste !== 'GB');
  const bench: DemoPlayer[] = keeper ? [keeper] : [];
  while (bench.length < 9 && outfield.length) bench.push(...outfield.splice(Math.floor(rand() * outfield.length), 1));
  return [...starters.map((p) => blank(p, true)), ...bench.map((p) => blank(p, false))];
}

function substitutions(rand: Rand, side: SideKey, players: SheetPlayer[], pid: (p: DemoPlayer) => string): SheetEvent[] {
  const minutes = Array.from({ length: between(rand, 3, 5) }, () => between(rand, 46, 88)).sort((a, b) => a - b);
  const events: SheetEvent[] = [];
  for (const minute of minutes) {
    const out = pickWeighted(
      rand,
      players.filter((s) => s.started && s.off === 90 && s.p.poste !== 'GB'),
      (s) => SUB_OFF_W[s.p.poste],
    );
    const unused = players.filter((s) => !s.started && s.on === null && s.p.poste !== 'GB');
    const same = unused.filter((s) => out && s.p.poste === out.p.poste);
    const inn = (same.length ? same : unused)[Math.floor(rand() * (same.length ? same.length : unused.length))];
    if (!out || !inn) break;
    out.off = minute;
    inn.on = minute;
    inn.off = 90;
    events.push({ type: 'substitution', side, minute, playerId: pid(out.p), subOnId: pid(inn.p) });
  }
  return events;
}

function cards(rand: Rand, side: SideKey, players: SheetPlayer[], pid: (p: DemoPlayer) => string): SheetEvent[] {
  const events: SheetEvent[] = [];
  // Sent off only among players not replaced later (nobody is substituted after a red card).
  const stayers = (minute: number) => players.filter((s) => s.p.poste !== 'GB' && s.off === 90 && onPitchAt(s, minute) && !s.red);
  if (rand() < 0.05) {
    const minute = between(rand, 20, 89);
    const s = stayers(minute)[Math.floor(rand() * stayers(minute).length)];
    if (s) {
      s.red = true;
      s.off = minute;
      events.push({ type: 'straightRed', side, minute, playerId: pid(s.p) });
    }
  }
  if (rand() < 0.05) {
    const second = between(rand, 40, 89);
    const first = between(rand, 10, second - 5);
    const s = stayers(second).filter((x) => onPitchAt(x, first))[0];
    if (s) {
      s.yellow = 1;
      s.secondYellow = true;
      s.red = true;
      s.off = second;
      events.push({ type: 'yellow', side, minute: first, playerId: pid(s.p) });
      events.push({ type: 'secondYellow', side, minute: second, playerId: pid(s.p) });
    }
  }
  const yellows = Math.floor(rand() * 5);
  for (let i = 0; i < yellows; i++) {
    const minute = between(rand, 5, 90);
    const candidates = players.filter((s) => s.p.poste !== 'GB' && onPitchAt(s, minute) && !s.yellow && !s.red);
    const s = candidates[Math.floor(rand() * candidates.length)];
    if (!s) continue;
    s.yellow = 1;
    events.push({ type: 'yellow', side, minute, playerId: pid(s.p) });
  }
  return events.sort((a, b) => a.minute - b.minute);
}

/** The sheet of a played fixture; `pid` gives each player's league id. */
export function demoMatchSheet(f: DemoFixture, pid: (p: DemoPlayer) => string): Sheet {
  const rand = mulberry32((DEMO_SEED ^ Math.imul(f.index, 2654435761)) >>> 0);
  const squads = { home: matchdaySquad(rand, demoSquad(f.homeClub.club_id)), away: matchdaySquad(rand, demoSquad(f.awayClub.club_id)) };
  const sheet = {} as Sheet;
  for (const side of ['home', 'away'] as const) {
    const subs = substitutions(rand, side, squads[side], pid);
    sheet[side] = { players: squads[side], goals: [], bookings: cards(rand, side, squads[side], pid), subs, missed: [] };
  }
  const [homeGoals, awayGoals] = f.score ?? [0, 0];
  for (const [side, other, count] of [
    ['home', 'away', homeGoals],
    ['away', 'home', awayGoals],
  ] as const) {
    const mine = squads[side];
    const theirs = squads[other];
    const minutes = Array.from({ length: count }, () => between(rand, 1, 90)).sort((a, b) => a - b);
    for (const minute of minutes) {
      for (const s of theirs) if (onPitchAt(s, minute)) s.conceded++;
      if (rand() < 0.04) {
        const og = pickWeighted(
          rand,
          theirs.filter((s) => onPitchAt(s, minute)),
          (s) => OWN_GOAL_W[s.p.poste],
        );
        if (og) {
          og.ownGoals++;
          sheet[side].goals.push({ type: 'own', side, minute, playerId: pid(og.p) });
          continue;
        }
      }
      const onPitch = mine.filter((s) => onPitchAt(s, minute));
      const scorer = pickWeighted(rand, onPitch, (s) => SCORER_W[s.p.poste]);
      if (!scorer) continue;
      scorer.goals++;
      const penalty = rand() < 0.1;
      const assist =
        !penalty && rand() < 0.7
          ? pickWeighted(
              rand,
              onPitch.filter((s) => s !== scorer),
              (s) => ASSIST_W[s.p.poste],
            )
          : undefined;
      if (assist) assist.assists++;
      sheet[side].goals.push({
        type: penalty ? 'penalty' : 'goal',
        side,
        minute,
        playerId: pid(scorer.p),
        ...(assist ? { assistId: pid(assist.p) } : {}),
      });
    }
    if (rand() < 0.04) {
      const minute = between(rand, 10, 88);
      const taker = pickWeighted(
        rand,
        mine.filter((s) => onPitchAt(s, minute)),
        (s) => SCORER_W[s.p.poste],
      );
      const keeper = theirs.find((s) => s.p.poste === 'GB' && onPitchAt(s, minute));
      if (taker && keeper) {
        keeper.penaltySaves++;
        keeper.saves++;
        sheet[side].missed.push({ type: 'penaltyMissed', side, minute, playerId: pid(taker.p) });
      }
    }
  }
  for (const side of ['home', 'away'] as const) {
    for (const s of squads[side]) if (s.p.poste === 'GB' && s.on !== null) s.saves += Math.round((between(rand, 0, 6) * minutesOf(s)) / 90);
  }
  return sheet;
}
