import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMATION_SLOTS, FORMATIONS, type Formation, SLOT_COUNT, slotsPerPoste } from './formations.js';
import {
  carryOverLineup,
  fillFromBench,
  LINEUP_ERRORS,
  type LineupCheck,
  type PitchLineup,
  type PlayerRef,
  replaceForFormation,
  type SavedLineup,
  validateLineup,
} from './lineup.js';
import { MSG } from './messages/spec.js';
import { POSTES, type Poste } from './positions.js';

/** A full lineup of `formation` whose slot i holds player 100 + i. */
function fullLineup(formation: Formation, captainId: number | null = null): PitchLineup {
  const slots = FORMATION_SLOTS[formation].map((poste, slot) => ({ id: 100 + slot, poste }));
  return { slots, formation, captainId };
}

const ids = (slots: readonly (PlayerRef | null)[]) => slots.map((player) => player?.id ?? null);

describe('replaceForFormation', () => {
  it('keeps players whose slot still fits and drops those left without a slot', () => {
    const result = replaceForFormation(fullLineup('4231'), '433', new Set());
    expect(result).toEqual({
      ok: true,
      slots: [...fullLineup('4231').slots.slice(0, 8), null, null, { id: 110, poste: 'AT' }],
      captainId: null,
    });
  });

  it('moves players to the first free slot of their position in their previous order', () => {
    const result = replaceForFormation(fullLineup('433'), '4231', new Set());
    // 433 slots 8, 9, 10 are AT; 4231 has one AT slot (10): player 110 keeps it, 108 and 109 are dropped.
    expect(result.ok && ids(result.slots)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, null, null, 110]);
  });

  it('leaves empty the slots that no player of their position can fill', () => {
    const current = {
      ...fullLineup('4231'),
      slots: fullLineup('4231').slots.map((p, slot) => (slot === 10 ? null : p)),
    };
    const result = replaceForFormation(current, '442', new Set());
    // 442 slot 8 is MO (kept by 108), slot 9 (AT) and 10 (AT) have no forward; MO 109 is dropped.
    expect(result.ok && ids(result.slots)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, null, null]);
  });

  it('places locked players first: a locked player takes a slot before an unlocked one', () => {
    // In 433 the only MO slot is 7. The locked MO of slot 9 gets it; the unlocked MO of slot 7 is dropped.
    const result = replaceForFormation(fullLineup('4231'), '433', new Set([109]));
    expect(result.ok && ids(result.slots)).toEqual([100, 101, 102, 103, 104, 105, 106, 109, null, null, 110]);
  });

  it('lets a locked player keep his slot even when another locked player must move first in slot order', () => {
    // 4231 -> 352: DL 101 loses slot 1 (DC in 352); DL 104 keeps slot 4; 101 goes to the other DL slot, 5.
    // Then the unlocked: 102, 103, 106, 108, 110 keep their slots; MC 105 takes MC slot 7; MO 107, 109 are dropped.
    const result = replaceForFormation(fullLineup('4231'), '352', new Set([101, 104]));
    expect(result.ok && ids(result.slots)).toEqual([100, null, 102, 103, 104, 101, 106, 105, 108, null, 110]);
  });

  it('keeps the captain while he is on the pitch and clears him otherwise', () => {
    const kept = replaceForFormation(fullLineup('4231', 110), '433', new Set());
    expect(kept.ok && kept.captainId).toBe(110);
    const dropped = replaceForFormation(fullLineup('4231', 108), '433', new Set());
    expect(dropped.ok && dropped.captainId).toBeNull();
  });

  it('refuses when the locked players of a position outnumber its slots', () => {
    const result = replaceForFormation(fullLineup('4231'), '433', new Set([107, 108, 109]));
    expect(result).toEqual({ ok: false, message: MSG.formationLocked(3, 'MO', 1, '433') });
    expect(result.ok || result.message).toBe(
      'Changement impossible : 3 joueur(s) verrouillé(s) au poste MO, mais seulement 1 slot(s) dans 433.',
    );
  });

  it('ignores locked players who are not on the pitch', () => {
    const result = replaceForFormation(fullLineup('4231'), '433', new Set([999, 998, 997]));
    expect(result.ok).toBe(true);
  });
});

/** Any valid pitch lineup: each slot empty or holding a player of its position, ids distinct. */
const pitchLineup = fc
  .record({
    formation: fc.constantFrom(...FORMATIONS),
    filled: fc.array(fc.boolean(), { minLength: SLOT_COUNT, maxLength: SLOT_COUNT }),
    locked: fc.array(fc.boolean(), { minLength: SLOT_COUNT, maxLength: SLOT_COUNT }),
    captainSlot: fc.option(fc.integer({ min: 0, max: SLOT_COUNT - 1 })),
  })
  .map(({ formation, filled, locked, captainSlot }) => {
    const slots = FORMATION_SLOTS[formation].map((poste, slot) => (filled[slot] ? { id: 100 + slot, poste } : null));
    const lockedIds = new Set(slots.flatMap((player, slot) => (player && locked[slot] ? [player.id] : [])));
    const captainId = captainSlot === null ? null : (slots[captainSlot]?.id ?? null);
    return { lineup: { slots, formation, captainId } satisfies PitchLineup, lockedIds };
  });

const onPitch = (slots: readonly (PlayerRef | null)[]) => slots.flatMap((player) => (player ? [player] : []));
const countBy = (players: readonly PlayerRef[], poste: Poste) => players.filter((p) => p.poste === poste).length;

describe('replaceForFormation properties', () => {
  it('re-places by position, never moves a locked player whose slot fits, and keeps every locked player', () => {
    fc.assert(
      fc.property(pitchLineup, fc.constantFrom(...FORMATIONS), ({ lineup, lockedIds }, target) => {
        const before = onPitch(lineup.slots);
        const locked = before.filter((p) => lockedIds.has(p.id));
        const capacity = slotsPerPoste(target);
        const overflow = POSTES.find((poste) => countBy(locked, poste) > capacity[poste]);
        const result = replaceForFormation(lineup, target, lockedIds);
        if (overflow) {
          const n = countBy(locked, overflow);
          expect(result).toEqual({ ok: false, message: MSG.formationLocked(n, overflow, capacity[overflow], target) });
          return;
        }
        if (!result.ok) throw new Error(result.message);
        expect(result.slots).toHaveLength(SLOT_COUNT);
        const after = onPitch(result.slots);
        result.slots.forEach((player, slot) => {
          if (player) expect(player.poste).toBe(FORMATION_SLOTS[target][slot]);
        });
        expect(new Set(after.map((p) => p.id)).size).toBe(after.length);
        for (const player of after) expect(before).toContainEqual(player);
        for (const player of locked) expect(after).toContainEqual(player);
        lineup.slots.forEach((player, slot) => {
          if (player && lockedIds.has(player.id) && FORMATION_SLOTS[target][slot] === player.poste) {
            expect(result.slots[slot]).toEqual(player);
          }
        });
        for (const poste of POSTES) {
          expect(countBy(after, poste)).toBe(Math.min(capacity[poste], countBy(before, poste)));
        }
        const captainKept = after.some((p) => p.id === lineup.captainId);
        expect(result.captainId).toBe(captainKept ? lineup.captainId : null);
      }),
    );
  });

  it('changes nothing when the formation stays the same', () => {
    fc.assert(
      fc.property(pitchLineup, ({ lineup, lockedIds }) => {
        expect(replaceForFormation(lineup, lineup.formation, lockedIds)).toEqual({
          ok: true,
          slots: lineup.slots,
          captainId: lineup.captainId,
        });
      }),
    );
  });
});

/** Spare players 300.. of a position, none of them on the pitch. */
const benchOf = (poste: Poste, n: number): PlayerRef[] =>
  Array.from({ length: n }, (_, k) => ({ id: 300 + 10 * POSTES.indexOf(poste) + k, poste }));

describe('replaceForFormation with a bench (the squad fills what it can)', () => {
  it('4-2-3-1 -> 4-3-3 fills the two new forward slots from the bench and keeps everyone who fits', () => {
    const bench = [...benchOf('MO', 2), ...benchOf('AT', 2)];
    const result = replaceForFormation(fullLineup('4231', 110), '433', new Set(), bench);
    expect(result.ok && ids(result.slots)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 350, 351, 110]);
    expect(result.ok && result.captainId).toBe(110);
  });

  it('takes the bench in its order: the caller puts first whom it prefers (the players just dropped)', () => {
    const to433 = replaceForFormation(fullLineup('4231'), '433', new Set(), benchOf('AT', 2));
    if (!to433.ok) throw new Error(to433.message);
    const dropped: PlayerRef[] = [
      { id: 108, poste: 'MO' },
      { id: 109, poste: 'MO' },
    ];
    const back = replaceForFormation({ formation: '433', slots: to433.slots, captainId: null }, '4231', new Set(), [
      ...dropped,
      ...benchOf('MO', 2),
    ]);
    expect(back.ok && ids(back.slots)).toEqual(ids(fullLineup('4231').slots));
  });

  it('never brings in a locked bench player, nor one already on the pitch, and leaves a slot empty when nobody fits', () => {
    const bench = [{ id: 107, poste: 'MO' as const }, ...benchOf('AT', 2)];
    const result = replaceForFormation(fullLineup('4231'), '433', new Set([350]), bench);
    expect(result.ok && ids(result.slots)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 351, null, 110]);
  });
});

describe('fillFromBench', () => {
  it('fills only the empty slots, in slot order, each with the first free player of its position', () => {
    const slots = fullLineup('442').slots.map((p, slot) => (slot === 1 || slot === 4 || slot === 9 ? null : p));
    const bench = [...benchOf('DL', 1), ...benchOf('AT', 3)];
    expect(ids(fillFromBench(slots, '442', bench, new Set()))).toEqual([100, 320, 102, 103, null, 105, 106, 107, 108, 350, 110]);
  });

  it('fills as many slots of each position as the free, unlocked bench allows, and moves nobody', () => {
    fc.assert(
      fc.property(
        pitchLineup,
        fc.array(fc.constantFrom(...POSTES), { maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        ({ lineup }, postes, lockedFlags) => {
          const bench = postes.map((poste, k) => ({ id: 500 + k, poste }));
          const lockedIds = new Set(bench.filter((_, k) => lockedFlags[k]).map((p) => p.id));
          const filled = fillFromBench(lineup.slots, lineup.formation, bench, lockedIds);
          lineup.slots.forEach((player, slot) => {
            if (player) expect(filled[slot]).toBe(player);
            else if (filled[slot]) expect(filled[slot]?.poste).toBe(FORMATION_SLOTS[lineup.formation][slot]);
          });
          const after = onPitch(filled);
          expect(new Set(after.map((p) => p.id)).size).toBe(after.length);
          for (const poste of POSTES) {
            const empty = lineup.slots.filter((p, slot) => !p && FORMATION_SLOTS[lineup.formation][slot] === poste).length;
            const free = bench.filter((p) => p.poste === poste && !lockedIds.has(p.id)).length;
            expect(countBy(after, poste) - countBy(onPitch(lineup.slots), poste)).toBe(Math.min(empty, free));
          }
        },
      ),
    );
  });

  it('with a whole squad on the bench, a formation change leaves no slot empty', () => {
    const everyone = [...squad.entries()].map(([id, poste]) => ({ id, poste }));
    fc.assert(
      fc.property(fc.constantFrom(...FORMATIONS), fc.constantFrom(...FORMATIONS), (from, to) => {
        const start = replaceForFormation(fullLineup('4231'), from, new Set(), everyone);
        if (!start.ok) throw new Error(start.message);
        const result = replaceForFormation({ formation: from, slots: start.slots, captainId: null }, to, new Set(), everyone);
        expect(result.ok && result.slots.every((p) => p !== null)).toBe(true);
      }),
    );
  });
});

/** The owned squad of the tests: players 100..110 of the 4231 slots, plus spare players 200.. of each position. */
const squad = new Map<number, Poste>([
  ...FORMATION_SLOTS['4231'].map((poste, slot) => [100 + slot, poste] as const),
  ...POSTES.flatMap((poste, i) => [0, 1, 2].map((k) => [200 + 10 * i + k, poste] as const)),
]);
const spare = (poste: Poste, k = 0) => 200 + 10 * POSTES.indexOf(poste) + k;

const saved = (lineup: PitchLineup): SavedLineup => ({ ...lineup, slots: ids(lineup.slots) });

function check(overrides: Partial<LineupCheck>): LineupCheck {
  return { ...saved(fullLineup('4231', 110)), owned: squad, lockedIds: new Set(), previous: null, ...overrides };
}

const withSlot = (slots: readonly (number | null)[], slot: number, id: number | null) =>
  slots.map((current, i) => (i === slot ? id : current));
const base = saved(fullLineup('4231', 110)).slots;

describe('validateLineup', () => {
  it('accepts a full lineup of owned players in their positions', () => {
    expect(validateLineup(check({}))).toEqual([]);
    expect(validateLineup(check({ captainId: null }))).toEqual([]);
  });

  it('requires all 11 slots', () => {
    expect(validateLineup(check({ slots: withSlot(base, 3, null) }))).toEqual([LINEUP_ERRORS.incomplete]);
    expect(validateLineup(check({ slots: base.slice(0, 10), captainId: null }))).toEqual([LINEUP_ERRORS.incomplete]);
    expect(LINEUP_ERRORS.incomplete).toBe('La composition doit compter 11 joueurs.');
  });

  it('refuses a player the pooler does not own', () => {
    expect(validateLineup(check({ slots: withSlot(base, 3, 999) }))).toEqual([LINEUP_ERRORS.notOwned(999)]);
  });

  it("refuses a player outside his slot's position", () => {
    expect(validateLineup(check({ slots: withSlot(base, 3, spare('AT')) }))).toEqual([LINEUP_ERRORS.wrongPoste(spare('AT'), 3, 'DC')]);
  });

  it('refuses a player twice', () => {
    expect(validateLineup(check({ slots: withSlot(base, 3, 102) }))).toEqual([LINEUP_ERRORS.duplicate(102)]);
  });

  it('requires the captain among the 11', () => {
    expect(validateLineup(check({ captainId: spare('AT') }))).toEqual([LINEUP_ERRORS.captainOffPitch]);
  });

  const previous = saved(fullLineup('4231', 110));

  it('refuses to move a locked player to another slot', () => {
    const slots = withSlot(withSlot(base, 2, 103), 3, 102);
    expect(validateLineup(check({ slots, previous, lockedIds: new Set([102]) }))).toEqual([LINEUP_ERRORS.lockedMoved(102)]);
  });

  it('refuses to remove a locked player', () => {
    const slots = withSlot(base, 2, spare('DC'));
    expect(validateLineup(check({ slots, previous, lockedIds: new Set([102]) }))).toEqual([LINEUP_ERRORS.lockedRemoved(102)]);
  });

  it('refuses to add a locked player', () => {
    const slots = withSlot(base, 2, spare('DC'));
    expect(validateLineup(check({ slots, previous, lockedIds: new Set([spare('DC')]) }))).toEqual([LINEUP_ERRORS.lockedAdded(spare('DC'))]);
    expect(validateLineup(check({ previous: null, lockedIds: new Set([105]) }))).toEqual([LINEUP_ERRORS.lockedAdded(105)]);
  });

  it('lets unlocked players change while others are locked', () => {
    const slots = withSlot(withSlot(base, 5, spare('MC')), 2, spare('DC'));
    expect(validateLineup(check({ slots, captainId: 101, previous, lockedIds: new Set([103, 110]) }))).toEqual([
      LINEUP_ERRORS.lockedCaptainChanged,
    ]);
    expect(validateLineup(check({ slots, previous, lockedIds: new Set([103, 110]) }))).toEqual([]);
  });

  it('refuses to make a locked player captain', () => {
    expect(validateLineup(check({ captainId: 105, previous, lockedIds: new Set([105]) }))).toEqual([LINEUP_ERRORS.lockedMadeCaptain(105)]);
  });

  it('refuses to change or remove a locked captain', () => {
    const lockedIds = new Set([110]);
    expect(validateLineup(check({ captainId: 105, previous, lockedIds }))).toEqual([LINEUP_ERRORS.lockedCaptainChanged]);
    expect(validateLineup(check({ captainId: null, previous, lockedIds }))).toEqual([LINEUP_ERRORS.lockedCaptainChanged]);
    expect(validateLineup(check({ previous, lockedIds }))).toEqual([]);
  });

  it('accepts a formation change that re-places a locked player whose slot changed position', () => {
    const moved = replaceForFormation(fullLineup('4231', 110), '352', new Set([101, 104]));
    if (!moved.ok) throw new Error(moved.message);
    const slots = ids(moved.slots).map((id, slot) => id ?? spare(FORMATION_SLOTS['352'][slot] ?? 'GB'));
    const lineup = { formation: '352' as const, slots, captainId: 110, previous, lockedIds: new Set([101, 104]) };
    expect(validateLineup(check(lineup))).toEqual([]);
    const swapped = withSlot(withSlot(slots, 4, 101), 5, 104);
    expect(validateLineup(check({ ...lineup, slots: swapped }))).toEqual([LINEUP_ERRORS.lockedMoved(104)]);
  });
});

describe('validateLineup properties', () => {
  /** Fills the empty slots of a re-placed lineup with spare players of the slot's position. */
  const fillWithSpares = (formation: Formation, slots: readonly (number | null)[]) => {
    const used = new Map<Poste, number>();
    return slots.map((id, slot) => {
      if (id !== null) return id;
      const poste = FORMATION_SLOTS[formation][slot] ?? 'GB';
      const k = used.get(poste) ?? 0;
      used.set(poste, k + 1);
      return spare(poste, k);
    });
  };

  it('accepts the unchanged previous lineup whatever is locked', () => {
    fc.assert(
      fc.property(fc.subarray([...squad.keys()]), (locked) => {
        expect(validateLineup(check({ previous: saved(fullLineup('4231', 110)), lockedIds: new Set(locked) }))).toEqual([]);
      }),
    );
  });

  it('accepts any accepted formation change once its holes are filled with unlocked players', () => {
    fc.assert(
      fc.property(fc.subarray(FORMATION_SLOTS['4231'].map((_, slot) => 100 + slot)), fc.constantFrom(...FORMATIONS), (locked, target) => {
        const lockedIds = new Set(locked);
        const previous = saved(fullLineup('4231', 110));
        const moved = replaceForFormation(fullLineup('4231', 110), target, lockedIds);
        fc.pre(moved.ok);
        if (!moved.ok) return;
        const slots = fillWithSpares(target, ids(moved.slots));
        const lineup = { formation: target, slots, captainId: moved.captainId };
        expect(validateLineup(check({ ...lineup, previous, lockedIds }))).toEqual([]);
      }),
    );
  });
});

describe('carryOverLineup', () => {
  const last = saved(fullLineup('4231', 110));

  it('keeps the whole lineup while every player is still owned in his position', () => {
    expect(carryOverLineup(last, squad)).toEqual(last);
  });

  it('empties the slots of players no longer owned or no longer of the slot position, and clears the captain', () => {
    const owned = new Map(squad);
    owned.delete(110);
    owned.set(102, 'MC');
    expect(carryOverLineup(last, owned)).toEqual({
      formation: '4231',
      slots: withSlot(withSlot(base, 10, null), 2, null),
      captainId: null,
    });
  });

  it('keeps only owned players in a slot of their position, and the captain only on the pitch', () => {
    fc.assert(
      fc.property(pitchLineup, fc.subarray([...squad.keys()]), ({ lineup }, ownedIds) => {
        const owned = new Map(ownedIds.map((id) => [id, squad.get(id) ?? 'GB'] as const));
        const result = carryOverLineup(saved(lineup), owned);
        expect(result.formation).toBe(lineup.formation);
        result.slots.forEach((id, slot) => {
          const before = lineup.slots[slot] ?? null;
          const stays = before !== null && owned.get(before.id) === FORMATION_SLOTS[lineup.formation][slot];
          expect(id).toBe(stays ? before.id : null);
        });
        expect(result.captainId === null || result.slots.includes(result.captainId)).toBe(true);
        if (lineup.captainId !== null && result.slots.includes(lineup.captainId)) {
          expect(result.captainId).toBe(lineup.captainId);
        }
      }),
    );
  });
});
