import type { Poste } from '@poolfoot/domain';
import { DEMO_SEED, type DemoPlayer, mulberry32 } from '../seed/players.js';
import { type DemoFixture, demoSquad } from './world.js';

/**
 * A plausible, deterministic match for a played demo fixture, consistent with its real final score: 11 starters
 * and 9 substitutes per side from the club's seeded players, then the events at their minute (3 to 5 substitutions,
 * cards, goals by players on the pitch, now and then an own goal, a penalty goal or a saved penalty). `linesAt`
 * tells each player's figures after a number of match minutes, so a live match shows only what already happened.
 */

type Rand = () => number;
export type SideKey = 'home' | 'away';
const SIDES: readonly SideKey[] = ['home', 'away'];
const other = (s: SideKey): SideKey => (s === 'home' ? 'away' : 'home');

export type SheetEvent =
  | { kind: 'goal'; side: SideKey; minute: number; scorer: DemoPlayer; assist: DemoPlayer | null; penalty: boolean }
  /** Credited to `side`; the scorer plays for the other side. */
  | { kind: 'ownGoal'; side: SideKey; minute: number; scorer: DemoPlayer }
  | { kind: 'yellow'; side: SideKey; minute: number; player: DemoPlayer }
  | { kind: 'secondYellow'; side: SideKey; minute: number; player: DemoPlayer }
  | { kind: 'red'; side: SideKey; minute: number; player: DemoPlayer }
  | { kind: 'sub'; side: SideKey; minute: number; off: DemoPlayer; on: DemoPlayer }
  | { kind: 'penaltySaved'; side: SideKey; minute: number; taker: DemoPlayer; keeper: DemoPlayer };

export type Sheet = {
  sides: Record<SideKey, { starters: DemoPlayer[]; bench: DemoPlayer[]; captain: DemoPlayer | undefined }>;
  /** In minute order. */
  events: SheetEvent[];
  /** A player's whole-match saves and won dribbles, revealed as his minutes go by. */
  totals: Map<DemoPlayer, { saves: number; dribbles: number }>;
};

/** 4-4-2: the starters by position, with their `formationPlace`. */
const STARTERS: readonly [Poste, number[]][] = [
  ['GB', [1]],
  ['DL', [2, 3]],
  ['DC', [5, 6]],
  ['MC', [4, 8]],
  ['MO', [7, 11]],
  ['AT', [9, 10]],
];
const SCORER_W: Record<Poste, number> = { GB: 0, DC: 1.2, DL: 0.8, MC: 2, MO: 4, AT: 6 };
const ASSIST_W: Record<Poste, number> = { GB: 0.1, DC: 1, DL: 3, MC: 3, MO: 4, AT: 3 };
const OWN_GOAL_W: Record<Poste, number> = { GB: 0.2, DC: 3, DL: 2, MC: 1, MO: 0.5, AT: 0.3 };
const SUB_OFF_W: Record<Poste, number> = { GB: 0, DC: 1, DL: 1, MC: 2, MO: 3, AT: 3 };

const between = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const oneOf = <T>(rand: Rand, items: readonly T[]): T | undefined => items[Math.floor(rand() * items.length)];

function pickWeighted<T>(rand: Rand, items: readonly T[], weight: (t: T) => number): T | undefined {
  const total = items.reduce((s, t) => s + weight(t), 0);
  if (total <= 0) return oneOf(rand, items);
  let r = rand() * total;
  for (const t of items) {
    r -= weight(t);
    if (r < 0) return t;
  }
  return items.at(-1);
}

/** On the pitch during the minutes (on, off]. */
type Stint = { on: number | null; off: number };
const onPitchAt = (s: Stint | undefined, minute: number) => !!s && s.on !== null && s.on < minute && minute <= s.off;

/** 11 starters (mostly the regulars) and 9 substitutes (the second goalkeeper and 8 others). */
function matchdaySquad(rand: Rand, squad: readonly DemoPlayer[]) {
  const starters: DemoPlayer[] = [];
  for (const [poste, places] of STARTERS) {
    const list = squad.filter((p) => p.poste === poste);
    for (let i = 0; i < places.length; i++) {
      const regular = list[i];
      const free = list.filter((p) => !starters.includes(p));
      const pick = regular && !starters.includes(regular) && rand() < (poste === 'GB' ? 0.95 : 0.8) ? regular : oneOf(rand, free);
      if (pick) starters.push(pick);
    }
  }
  const rest = squad.filter((p) => !starters.includes(p));
  const keeper = rest.find((p) => p.poste === 'GB');
  const outfield = rest.filter((p) => p.poste !== 'GB');
  const bench: DemoPlayer[] = keeper ? [keeper] : [];
  while (bench.length < 9 && outfield.length) bench.push(...outfield.splice(Math.floor(rand() * outfield.length), 1));
  return { starters, bench, captain: starters.find((p) => p.poste === 'MC') };
}

/** The sheet of a played fixture. */
export function demoMatchSheet(f: DemoFixture): Sheet {
  const rand = mulberry32((DEMO_SEED ^ Math.imul(f.index, 2654435761)) >>> 0);
  const sides = { home: matchdaySquad(rand, demoSquad(f.homeClub.club_id)), away: matchdaySquad(rand, demoSquad(f.awayClub.club_id)) };
  const stint = new Map<DemoPlayer, Stint>();
  for (const side of SIDES) {
    for (const p of sides[side].starters) stint.set(p, { on: 0, off: 90 });
    for (const p of sides[side].bench) stint.set(p, { on: null, off: 0 });
  }
  const all = (side: SideKey) => [...sides[side].starters, ...sides[side].bench];
  const stays = (p: DemoPlayer) => stint.get(p)?.off === 90;
  const events: SheetEvent[] = [];

  for (const side of SIDES) {
    const minutes = Array.from({ length: between(rand, 3, 5) }, () => between(rand, 46, 88)).sort((a, b) => a - b);
    for (const minute of minutes) {
      const off = pickWeighted(
        rand,
        sides[side].starters.filter((p) => stays(p) && p.poste !== 'GB'),
        (p) => SUB_OFF_W[p.poste],
      );
      const unused = sides[side].bench.filter((p) => stint.get(p)?.on === null && p.poste !== 'GB');
      const same = unused.filter((p) => off && p.poste === off.poste);
      const on = oneOf(rand, same.length ? same : unused);
      if (!off || !on) break;
      stint.set(off, { on: 0, off: minute });
      stint.set(on, { on: minute, off: 90 });
      events.push({ kind: 'sub', side, minute, off, on });
    }
  }

  for (const side of SIDES) {
    // Sent off only among players not replaced later (nobody is substituted after a red card).
    const stayers = (minute: number) => all(side).filter((p) => p.poste !== 'GB' && stays(p) && onPitchAt(stint.get(p), minute));
    const sendOff = (p: DemoPlayer, minute: number) => stint.set(p, { on: stint.get(p)?.on ?? 0, off: minute });
    if (rand() < 0.05) {
      const minute = between(rand, 20, 89);
      const p = oneOf(rand, stayers(minute));
      if (p) {
        sendOff(p, minute);
        events.push({ kind: 'red', side, minute, player: p });
      }
    }
    if (rand() < 0.05) {
      const second = between(rand, 40, 89);
      const first = between(rand, 10, second - 5);
      const p = stayers(second).find((x) => onPitchAt(stint.get(x), first));
      if (p) {
        sendOff(p, second);
        events.push({ kind: 'yellow', side, minute: first, player: p }, { kind: 'secondYellow', side, minute: second, player: p });
      }
    }
    const booked = new Set(events.flatMap((e) => (e.kind === 'yellow' || e.kind === 'red' ? [e.player] : [])));
    for (let i = Math.floor(rand() * 5); i > 0; i--) {
      const minute = between(rand, 5, 90);
      const p = oneOf(
        rand,
        all(side).filter((x) => x.poste !== 'GB' && onPitchAt(stint.get(x), minute) && !booked.has(x)),
      );
      if (!p) continue;
      booked.add(p);
      events.push({ kind: 'yellow', side, minute, player: p });
    }
  }

  const [homeGoals, awayGoals] = f.score ?? [0, 0];
  for (const [side, count] of [
    ['home', homeGoals],
    ['away', awayGoals],
  ] as const) {
    const onPitch = (s: SideKey, minute: number) => all(s).filter((p) => onPitchAt(stint.get(p), minute));
    for (const minute of Array.from({ length: count }, () => between(rand, 1, 90))) {
      if (rand() < 0.04) {
        const og = pickWeighted(rand, onPitch(other(side), minute), (p) => OWN_GOAL_W[p.poste]);
        if (og) {
          events.push({ kind: 'ownGoal', side, minute, scorer: og });
          continue;
        }
      }
      const mine = onPitch(side, minute);
      const scorer = pickWeighted(rand, mine, (p) => SCORER_W[p.poste]);
      if (!scorer) continue;
      const penalty = rand() < 0.1;
      const assist =
        !penalty && rand() < 0.7
          ? pickWeighted(
              rand,
              mine.filter((p) => p !== scorer),
              (p) => ASSIST_W[p.poste],
            )
          : undefined;
      events.push({ kind: 'goal', side, minute, scorer, assist: assist ?? null, penalty });
    }
    if (rand() < 0.04) {
      const minute = between(rand, 10, 88);
      const taker = pickWeighted(rand, onPitch(side, minute), (p) => SCORER_W[p.poste]);
      const keeper = onPitch(other(side), minute).find((p) => p.poste === 'GB');
      if (taker && keeper) events.push({ kind: 'penaltySaved', side, minute, taker, keeper });
    }
  }

  const totals = new Map<DemoPlayer, { saves: number; dribbles: number }>();
  for (const side of SIDES) {
    for (const p of all(side)) {
      const s = stint.get(p);
      if (!s || s.on === null) continue;
      const share = (s.off - s.on) / 90;
      const saves = p.poste === 'GB' ? Math.round(between(rand, 0, 6) * share) : 0;
      const dribbles = p.poste === 'GB' ? 0 : Math.round(between(rand, 0, p.poste === 'MO' || p.poste === 'AT' ? 4 : 1) * share);
      totals.set(p, { saves, dribbles });
    }
  }
  return { sides, events: events.sort((a, b) => a.minute - b.minute), totals };
}

/** A player's figures after some match minutes. */
export type Line = {
  p: DemoPlayer;
  started: boolean;
  formationPlace: number;
  /** The minute he came on (0 for a starter), null while he has not. */
  on: number | null;
  /** The minute he left (replaced or sent off), null while he has not. */
  off: number | null;
  goals: number;
  penaltyGoals: number;
  assists: number;
  ownGoals: number;
  yellow: boolean;
  secondYellow: boolean;
  red: boolean;
  conceded: number;
  penaltiesConceded: number;
  saves: number;
  penaltySaves: number;
  dribbles: number;
  captain: boolean;
};

const PLACES = new Map(STARTERS.map(([poste, places]) => [poste, places]));

/** Each player's line and the score after `minute` match minutes (0 to 90, fractions allowed): what is public then. */
export function linesAt(sheet: Sheet, minute: number) {
  const visible = sheet.events.filter((e) => e.minute - 0.5 <= minute);
  const lines = {} as Record<SideKey, Line[]>;
  for (const side of SIDES) {
    const { starters, bench, captain } = sheet.sides[side];
    const taken = new Map<Poste, number>();
    const place = (p: DemoPlayer) => {
      const n = taken.get(p.poste) ?? 0;
      taken.set(p.poste, n + 1);
      return PLACES.get(p.poste)?.[n] ?? 0;
    };
    lines[side] = [...starters.map((p) => blank(p, true, place(p), p === captain)), ...bench.map((p) => blank(p, false, 0, false))];
  }
  const line = (side: SideKey, p: DemoPlayer) => lines[side].find((l) => l.p === p);
  const onAt = (l: Line, m: number) => l.on !== null && l.on < m && (l.off === null || m <= l.off);
  const score: [number, number] = [0, 0];
  for (const e of visible) {
    if (e.kind === 'sub') {
      const off = line(e.side, e.off);
      const on = line(e.side, e.on);
      if (off) off.off = e.minute;
      if (on) on.on = e.minute;
    } else if (e.kind === 'red' || e.kind === 'secondYellow') {
      const l = line(e.side, e.player);
      if (l) {
        l.off = e.minute;
        l.red = true;
        l.secondYellow = e.kind === 'secondYellow';
      }
    } else if (e.kind === 'yellow') {
      const l = line(e.side, e.player);
      if (l) l.yellow = true;
    } else if (e.kind === 'penaltySaved') {
      const keeper = line(other(e.side), e.keeper);
      if (keeper) keeper.penaltySaves++;
    } else {
      score[e.side === 'home' ? 0 : 1]++;
      const penalty = e.kind === 'goal' && e.penalty;
      for (const l of lines[other(e.side)]) {
        if (!onAt(l, e.minute)) continue;
        l.conceded++;
        if (penalty) l.penaltiesConceded++;
      }
      if (e.kind === 'ownGoal') {
        const l = line(other(e.side), e.scorer);
        if (l) l.ownGoals++;
        continue;
      }
      const scorer = line(e.side, e.scorer);
      if (scorer) {
        scorer.goals++;
        if (penalty) scorer.penaltyGoals++;
      }
      const assist = e.assist && line(e.side, e.assist);
      if (assist) assist.assists++;
    }
  }
  for (const side of SIDES) {
    for (const l of lines[side]) {
      const total = sheet.totals.get(l.p);
      if (!total || l.on === null || minute <= l.on) continue;
      const share = (Math.min(minute, l.off ?? 90) - l.on) / ((l.off ?? 90) - l.on || 1);
      l.saves = Math.floor(total.saves * Math.min(1, share)) + l.penaltySaves;
      l.dribbles = Math.floor(total.dribbles * Math.min(1, share));
    }
  }
  return { lines, score, visible };
}

function blank(p: DemoPlayer, started: boolean, formationPlace: number, captain: boolean): Line {
  return {
    p,
    started,
    formationPlace,
    on: started ? 0 : null,
    off: null,
    goals: 0,
    penaltyGoals: 0,
    assists: 0,
    ownGoals: 0,
    yellow: false,
    secondYellow: false,
    red: false,
    conceded: 0,
    penaltiesConceded: 0,
    saves: 0,
    penaltySaves: 0,
    dribbles: 0,
    captain,
  };
}

/** The minutes a player was on the pitch, once the match is over. */
export const minutesPlayed = (l: Line) => (l.on === null ? 0 : (l.off ?? 90) - l.on);
