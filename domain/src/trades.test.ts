import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_PAR_POSTE } from './draft.js';
import { POSTES, type Poste } from './positions.js';
import { applyTrade, type TradeLimits, type TradePlayer, tradeLimitBreach, tradeShapeRefusal } from './trades.js';

const LIMITS: TradeLimits = { maxParPoste: DEFAULT_MAX_PAR_POSTE, maxParClub: 3 };
let next = 1;
const player = (poste: Poste, clubId: number): TradePlayer => ({ id: next++, poste, clubId });

describe('the shape of a trade', () => {
  it('takes 1 to 3 players a side, each once', () => {
    expect(tradeShapeRefusal([1], [2])).toBeNull();
    expect(tradeShapeRefusal([1, 2, 3], [4, 5, 6])).toBeNull();
    expect(tradeShapeRefusal([], [2])).toBe('size');
    expect(tradeShapeRefusal([1], [])).toBe('size');
    expect(tradeShapeRefusal([1, 2, 3, 4], [5])).toBe('size');
    expect(tradeShapeRefusal([1, 1], [2])).toBe('twice');
    expect(tradeShapeRefusal([1, 2], [2])).toBe('twice');
  });
});

describe('squad limits after a trade', () => {
  const full = (clubOf: (i: number) => number) =>
    POSTES.flatMap((poste) => Array.from({ length: DEFAULT_MAX_PAR_POSTE[poste] }, (_, i) => player(poste, clubOf(i))));

  it('lets two full squads swap players of the same position', () => {
    const [from, to] = [full((i) => i + 1), full((i) => i + 11)];
    const give = [from.find((p) => p.poste === 'DC') as TradePlayer];
    const take = [to.find((p) => p.poste === 'DC') as TradePlayer];
    expect(tradeLimitBreach({ from, to }, give, take, LIMITS)).toBeNull();
  });

  it('refuses a trade that gives a full position one more player, naming the team and the position', () => {
    const [from, to] = [full((i) => i + 1), full((i) => i + 11)];
    const give = from.filter((p) => p.poste === 'DC').slice(0, 2);
    const take = [to.find((p) => p.poste === 'AT') as TradePlayer];
    // The author's team takes a fourth AT (max 3) first.
    expect(tradeLimitBreach({ from, to }, give, take, LIMITS)).toEqual({ side: 'from', kind: 'poste', poste: 'AT', max: 3 });
    // With room for the striker, the receiver's fifth DC is refused.
    const lighter = from.filter((p) => p.poste !== 'AT');
    expect(tradeLimitBreach({ from: lighter, to }, give, take, LIMITS)).toEqual({ side: 'to', kind: 'poste', poste: 'DC', max: 4 });
  });

  it('refuses a fourth player of one club, on either side', () => {
    const from = [player('GB', 1), player('DC', 7), player('DC', 7), player('DC', 7)];
    const to = [player('GB', 7), player('DC', 2)];
    const breach = tradeLimitBreach({ from, to }, [from[0] as TradePlayer], [to[0] as TradePlayer], LIMITS);
    expect(breach).toEqual({ side: 'from', kind: 'club', clubId: 7, max: 3 });
    expect(tradeLimitBreach({ from: to, to: from }, [to[0] as TradePlayer], [from[0] as TradePlayer], LIMITS)).toMatchObject({
      side: 'to',
    });
  });

  it('lets a team already over a limit trade when the trade adds nothing to it', () => {
    const from = [player('DC', 7), player('DC', 7), player('DC', 7), player('DC', 7), player('GB', 1)];
    const to = [player('GB', 2)];
    expect(tradeLimitBreach({ from, to }, [from[4] as TradePlayer], [to[0] as TradePlayer], LIMITS)).toBeNull();
    expect(tradeLimitBreach({ from, to }, [from[0] as TradePlayer], [player('DC', 7)], LIMITS)).toBeNull();
  });
});

/** A squad within the limits: players drawn at random, kept while they fit. */
const squadArb = fc
  .array(fc.record({ poste: fc.constantFrom(...POSTES), clubId: fc.integer({ min: 1, max: 6 }) }), { minLength: 1, maxLength: 30 })
  .map((drawn) => {
    const squad: TradePlayer[] = [];
    for (const d of drawn) {
      const fits =
        squad.filter((p) => p.poste === d.poste).length < LIMITS.maxParPoste[d.poste] &&
        squad.filter((p) => p.clubId === d.clubId).length < LIMITS.maxParClub;
      if (fits) squad.push(player(d.poste, d.clubId));
    }
    return squad;
  });

/** Two squads and a trade between them: 1 to 3 players of each. */
const tradeArb = fc
  .tuple(squadArb, squadArb, fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), fc.array(fc.nat(), { minLength: 1, maxLength: 3 }))
  .map(([from, to, gi, ti]) => ({
    from,
    to,
    give: [...new Set(gi.map((i) => from[i % from.length] as TradePlayer))],
    take: [...new Set(ti.map((i) => to[i % to.length] as TradePlayer))],
  }));

const within = (squad: readonly TradePlayer[]) =>
  POSTES.every((poste) => squad.filter((p) => p.poste === poste).length <= LIMITS.maxParPoste[poste]) &&
  squad.every((p) => squad.filter((q) => q.clubId === p.clubId).length <= LIMITS.maxParClub);
const ids = (squad: readonly TradePlayer[]) => squad.map((p) => p.id).sort((a, b) => a - b);

describe('trades, whatever the squads (property)', () => {
  it('leaves both squads within the limits whenever the rules accept it', () => {
    fc.assert(
      fc.property(tradeArb, ({ from, to, give, take }) => {
        if (tradeLimitBreach({ from, to }, give, take, LIMITS)) return;
        const after = applyTrade({ from, to }, give, take);
        expect(within(after.from) && within(after.to)).toBe(true);
      }),
    );
  });

  it('is refused only when a team would break a limit', () => {
    fc.assert(
      fc.property(tradeArb, ({ from, to, give, take }) => {
        const breach = tradeLimitBreach({ from, to }, give, take, LIMITS);
        const after = applyTrade({ from, to }, give, take);
        expect(breach !== null).toBe(!within(after.from) || !within(after.to));
      }),
    );
  });

  it('gives back both teams when the trade is applied then its reverse', () => {
    fc.assert(
      fc.property(tradeArb, ({ from, to, give, take }) => {
        const after = applyTrade({ from, to }, give, take);
        const back = applyTrade(after, take, give);
        expect([ids(back.from), ids(back.to)]).toEqual([ids(from), ids(to)]);
        expect(ids([...after.from, ...after.to])).toEqual(ids([...from, ...to]));
      }),
    );
  });
});
