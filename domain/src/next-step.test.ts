import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRAFT_STATUSES } from './api/draft.js';
import { type LeagueFacts, nextStep } from './next-step.js';

/** A league just made on a new instance: nothing set up, nothing ordered. */
const fresh: LeagueFacts = {
  finished: false,
  playedBefore: false,
  players: false,
  matchday: false,
  draft: 'non débuté',
  ordered: false,
  teams: false,
};

describe('nextStep', () => {
  it('walks a new league through its first evening: set-up, order, start, draft, then nothing', () => {
    expect(nextStep(fresh)).toBe('season_setup');
    // The order can be set while the season waits for its players: the set-up still comes first.
    expect(nextStep({ ...fresh, ordered: true })).toBe('season_setup');
    const setUp = { ...fresh, players: true, matchday: true };
    expect(nextStep(setUp)).toBe('draft_order');
    expect(nextStep({ ...setUp, ordered: true })).toBe('draft_start');
    expect(nextStep({ ...setUp, ordered: true, draft: 'en cours' })).toBe('draft');
    expect(nextStep({ ...setUp, ordered: true, draft: 'en pause' })).toBe('draft');
    expect(nextStep({ ...setUp, ordered: true, draft: 'terminé', teams: true })).toBeNull();
  });

  it('asks for the set-up again when the teams are made but no matchday is there', () => {
    expect(nextStep({ ...fresh, players: true, ordered: true, draft: 'terminé', teams: true })).toBe('season_setup');
  });

  it('waits for the league to start a new season once it played one, until it orders its draft', () => {
    const next = { ...fresh, playedBefore: true, players: true, matchday: true };
    expect(nextStep(next)).toBe('season_start');
    expect(nextStep({ ...next, ordered: true })).toBe('draft_start');
  });

  it('waits for nothing once the season is over, whatever else is true', () => {
    fc.assert(
      fc.property(
        fc.record({
          playedBefore: fc.boolean(),
          players: fc.boolean(),
          matchday: fc.boolean(),
          draft: fc.constantFrom(...DRAFT_STATUSES),
          ordered: fc.boolean(),
          teams: fc.boolean(),
        }),
        (f) => {
          expect(nextStep({ ...f, finished: true })).toBeNull();
        },
      ),
    );
  });
});
