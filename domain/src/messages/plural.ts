/**
 * A count and its noun, agreed the French way: singular up to one (0 pt, 1 pt, -1 pt), plural from two
 * (2 pts, -3 pts). `many` defaults to the noun with an s.
 */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${Math.abs(n) < 2 ? one : many}`;

/** A number of points as the screens abbreviate it: '1 pt', '12 pts'. */
export const pts = (n: number) => plural(n, 'pt');

/**
 * A place written the French way: 1er, 2e, 3e… (never « 1ème »). Every rank the screens write goes through it: the
 * home's badge, the podium, the rank before the last matchday.
 */
export const ordinal = (n: number) => (n === 1 ? '1er' : `${n}e`);
