/** A small seeded random generator (mulberry32): the same seed replays the same choices and kill times. */
export type Rng = {
  seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  /** A shuffled copy. */
  shuffle<T>(list: readonly T[]): T[];
};

export function makeRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    seed,
    next,
    int,
    pick<T>(list: readonly T[]): T {
      const item = list[int(0, list.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
    shuffle<T>(list: readonly T[]): T[] {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}

/** The seed of a run: SEED from the environment to replay one, else a fresh one. */
export function seedFromEnv(): number {
  const fromEnv = Number(process.env.SEED);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : Math.floor(Math.random() * 2_147_483_647) + 1;
}
