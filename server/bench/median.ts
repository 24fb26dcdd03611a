/** The benches' median: the middle of the sorted figures (the upper one of an even count), 0 for none. */
export const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
