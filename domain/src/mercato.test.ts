import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterAction, type MercatoState, type MercatoTurn, mercatoOrder, openMercato, pass, priority } from './mercato.js';

const state = (overrides: Partial<MercatoTurn> = {}): MercatoTurn => ({
  order: [4, 2, 8, 6],
  standby: [],
  cursor: 4,
  round: 1,
  status: 'en cours',
  ...overrides,
});

describe('mercato order and opening', () => {
  it('is the reverse of the general ranking', () => {
    expect(mercatoOrder([1, 2, 3])).toEqual([3, 2, 1]);
  });

  it('opens at round 1 with the last of the ranking active', () => {
    expect(openMercato([6, 8, 2, 4])).toEqual({
      order: [4, 2, 8, 6],
      standby: [],
      cursor: 4,
      round: 1,
      status: 'en cours',
    });
    expect(openMercato([])).toMatchObject({ cursor: null, status: 'terminé' });
  });
});

describe('afterAction', () => {
  it('moves to the next pooler in the order', () => {
    expect(afterAction(state())).toMatchObject({ cursor: 2, round: 1, status: 'en cours' });
  });

  it('skips poolers on standby', () => {
    expect(afterAction(state({ standby: new Set([2, 8]) }))).toMatchObject({ cursor: 6, round: 1, standby: [2, 8] });
  });

  it('starts a new round after the last pooler', () => {
    expect(afterAction(state({ cursor: 6 }))).toMatchObject({ cursor: 4, round: 2 });
    expect(afterAction(state({ cursor: 8, standby: [6, 4] }))).toMatchObject({ cursor: 2, round: 2 });
  });

  it('gives the turn back to the only pooler not on standby, in a new round', () => {
    expect(afterAction(state({ cursor: 2, standby: [4, 8, 6] }))).toMatchObject({ cursor: 2, round: 2 });
  });

  it('ends the mercato when everybody is on standby', () => {
    expect(afterAction(state({ standby: [4, 2, 8, 6] }))).toEqual({
      order: [4, 2, 8, 6],
      standby: [4, 2, 8, 6],
      cursor: null,
      round: 1,
      status: 'terminé',
    });
  });
});

describe('pass and priority', () => {
  it('puts the active pooler on standby and moves the turn on', () => {
    expect(pass(state(), 4)).toMatchObject({ cursor: 2, standby: [4], round: 1 });
  });

  it('ends the mercato when the last active pooler passes', () => {
    expect(pass(state({ cursor: 6, standby: [4, 2, 8] }), 6)).toMatchObject({ cursor: null, status: 'terminé' });
  });

  it('puts a pooler who is not active on standby without moving the turn', () => {
    expect(pass(state(), 8)).toMatchObject({ cursor: 4, standby: [8], round: 1 });
  });

  it('brings a pooler back into the turn order at their place', () => {
    const back = priority(state({ cursor: 4, standby: [2, 8] }), 8);
    expect(back).toMatchObject({ cursor: 4, standby: [2] });
    expect(afterAction(back)).toMatchObject({ cursor: 8, round: 1 });
  });

  it('gives the turn to the returning pooler when nobody was active', () => {
    expect(priority(state({ cursor: null, standby: [4, 2, 8, 6] }), 8)).toMatchObject({
      cursor: 8,
      standby: [4, 2, 6],
    });
  });
});

/** Any mercato in progress: 1..8 poolers, some on standby, the active one not on standby. */
const running = fc
  .uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 8 })
  .chain((order) =>
    fc.record({
      order: fc.constant(order),
      standby: fc.subarray(order),
      cursor: fc.constantFrom(...order),
      round: fc.integer({ min: 1, max: 10 }),
    }),
  )
  .filter(({ standby, cursor }) => !standby.includes(cursor))
  .map((turn): MercatoState => ({ ...turn, status: 'en cours' }));

type Action = { kind: 'pick' } | { kind: 'pass' } | { kind: 'priority'; who: number };
const actions = fc.array(
  fc.oneof(
    fc.constant<Action>({ kind: 'pick' }),
    fc.constant<Action>({ kind: 'pass' }),
    fc.nat().map((who): Action => ({ kind: 'priority', who })),
  ),
  { maxLength: 30 },
);

function apply(current: MercatoState, action: Action): MercatoState {
  if (action.kind === 'pick') return afterAction(current);
  if (action.kind === 'pass') return pass(current, current.cursor ?? -1);
  const who = current.standby[action.who % Math.max(1, current.standby.length)];
  return who === undefined ? current : priority(current, who);
}

describe('mercato properties', () => {
  it('moves the cursor to the next pooler not on standby, counting rounds as it wraps', () => {
    fc.assert(
      fc.property(running, (turn) => {
        const next = afterAction(turn);
        const n = turn.order.length;
        const from = turn.order.indexOf(turn.cursor ?? -1);
        let to = from + 1;
        while (turn.standby.includes(turn.order[to % n] ?? -1)) to += 1;
        expect(next.cursor).toBe(turn.order[to % n]);
        expect(next.round).toBe(turn.round + (to >= n ? 1 : 0));
        expect(next.status).toBe('en cours');
        expect(next.standby).toEqual(turn.standby);
      }),
    );
  });

  it('keeps the active pooler off standby, rounds never decreasing, and ends exactly when everybody waits', () => {
    fc.assert(
      fc.property(running, actions, (turn, steps) => {
        let current = turn;
        for (const action of steps) {
          if (current.status === 'terminé') break;
          const next = apply(current, action);
          expect(next.round).toBeGreaterThanOrEqual(current.round);
          expect(next.order).toEqual(current.order);
          if (next.status === 'terminé') {
            expect(next.cursor).toBeNull();
            expect(new Set(next.standby)).toEqual(new Set(next.order));
          } else {
            expect(next.cursor).not.toBeNull();
            expect(next.standby).not.toContain(next.cursor);
            expect(next.order).toContain(next.cursor);
          }
          current = next;
        }
      }),
    );
  });
});
