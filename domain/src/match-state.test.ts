import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countsAsPostponed, matchdayEnd, matchdayMatchesFinished, matchState, periodBehind } from './match-state.js';

describe('matchState: the league period as not started, in progress or finished', () => {
  it('reads the recorded periods (FINDINGS.md §1)', () => {
    expect(matchState('preMatch')).toEqual({ state: 'avenir', known: true });
    // Line-ups out, not kicked off: the sheet lists the squad, nothing is played yet.
    expect(matchState('preMatchWithPlayers')).toEqual({ state: 'avenir', known: true });
    for (const p of ['firstHalf', 'halfTime', 'secondHalf']) expect(matchState(p)).toEqual({ state: 'en_cours', known: true });
    expect(matchState('fullTime')).toEqual({ state: 'termine', known: true });
  });

  it('reads the cup-only values of the league enum, never recorded (a guess from OpenScore’s README)', () => {
    for (const p of ['extraFirstHalf', 'extraHalfTime', 'extraSecondHalf', 'ShootOut']) expect(matchState(p).state).toBe('en_cours');
    for (const p of ['fullTime90', 'fullTimePens', 'FULLTIME']) expect(matchState(p)).toEqual({ state: 'termine', known: true });
  });

  it('takes an unknown value as not started, and says it is unknown', () => {
    expect(matchState('abandoned')).toEqual({ state: 'avenir', known: false });
    expect(matchState('')).toEqual({ state: 'avenir', known: false });
  });
});

describe('a postponed match and the matchday-finished rule', () => {
  const start = new Date('2026-09-11T18:45:00Z');
  const next = new Date('2026-09-18T18:45:00Z');
  it('counts as postponed when marked, when the league says so, or when its kickoff is after the next matchday’s start', () => {
    const end = matchdayEnd(start, next);
    const base = { postponed: false, period: 'preMatch', kickoffAt: new Date('2026-09-13T18:45:00Z') };
    expect(countsAsPostponed(base, end)).toBe(false);
    expect(countsAsPostponed({ ...base, postponed: true }, end)).toBe(true);
    expect(countsAsPostponed({ ...base, period: 'postponed' }, end)).toBe(true);
    expect(countsAsPostponed({ ...base, kickoffAt: new Date('2026-09-18T18:46:00Z') }, end)).toBe(true);
    expect(countsAsPostponed({ ...base, kickoffAt: next }, end)).toBe(false);
  });

  it('ends the last matchday a week after its start', () => {
    expect(matchdayEnd(start, null)).toEqual(new Date('2026-09-18T18:45:00Z'));
  });

  it('finishes a matchday when each match is finished or postponed, one at least played', () => {
    const done = { period: 'fullTime', postponed: false };
    expect(matchdayMatchesFinished([done, { period: 'fullTimePens', postponed: false }])).toBe(true);
    expect(matchdayMatchesFinished([done, { period: 'preMatch', postponed: true }])).toBe(true);
    expect(matchdayMatchesFinished([done, { period: 'secondHalf', postponed: false }])).toBe(false);
    expect(matchdayMatchesFinished([{ period: 'preMatch', postponed: true }])).toBe(false);
    expect(matchdayMatchesFinished([])).toBe(false);
  });
});

describe('periodBehind (an older sheet is never taken for the truth)', () => {
  it('orders the periods of a match, a finished one last, and never lets a finished match go back', () => {
    const order = [
      'preMatch',
      'firstHalf',
      'halfTime',
      'secondHalf',
      'extraFirstHalf',
      'extraHalfTime',
      'extraSecondHalf',
      'ShootOut',
      'fullTime',
    ];
    for (const [i, earlier] of order.entries()) {
      for (const later of order.slice(i + 1)) {
        expect(periodBehind(later, earlier), `${earlier} after ${later}`).toBe(true);
        expect(periodBehind(earlier, later), `${later} after ${earlier}`).toBe(false);
      }
      expect(periodBehind(earlier, earlier)).toBe(false);
    }
    // A skeleton with no period (read as not started), and the unknown, are behind a started match.
    expect(periodBehind('secondHalf', '')).toBe(true);
    expect(periodBehind('fullTime', 'somethingNew')).toBe(true);
    // Every fullTime variant is as far as the others.
    expect(periodBehind('fullTimePens', 'fullTime')).toBe(false);
    expect(periodBehind('preMatchWithPlayers', 'preMatch')).toBe(false);
  });

  it('property: of two periods, at most one is behind the other', () => {
    const periods = fc.constantFrom(
      'preMatch',
      'preMatchWithPlayers',
      'firstHalf',
      'halfTime',
      'secondHalf',
      'fullTime',
      'fullTime90',
      '',
      'x',
    );
    fc.assert(fc.property(periods, periods, (a, b) => !(periodBehind(a, b) && periodBehind(b, a))));
  });
});
