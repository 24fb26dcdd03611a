import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysYmd, parisLocalToUtc, utcToParisLocal } from './paris-time.js';

describe('paris-time', () => {
  it.each([
    ['2026-10-24T19:05:00.000Z', '2026-10-24', '21:05'], // summer time, UTC+2
    ['2026-10-25T20:05:00.000Z', '2026-10-25', '21:05'], // winter time, UTC+1
    ['2026-03-29T00:30:00.000Z', '2026-03-29', '01:30'], // just before the spring change
    ['2026-03-29T01:30:00.000Z', '2026-03-29', '03:30'], // just after it
    ['2026-12-31T23:30:00.000Z', '2027-01-01', '00:30'], // the Paris day is already the next one
  ])('%s is %s %s in Paris', (iso, date, heure) => {
    expect(utcToParisLocal(new Date(iso))).toEqual({ date, heure });
  });

  it('converts winter (+01:00) and summer (+02:00) wall-clock times', () => {
    expect(parisLocalToUtc('2026-01-16', '20:45').toISOString()).toBe('2026-01-16T19:45:00.000Z');
    expect(parisLocalToUtc('2025-08-15', '20:45').toISOString()).toBe('2025-08-15T18:45:00.000Z');
    expect(utcToParisLocal(new Date('2026-01-16T19:45:00Z'))).toEqual({ date: '2026-01-16', heure: '20:45' });
    expect(utcToParisLocal(new Date('2025-08-15T18:45:00Z'))).toEqual({ date: '2025-08-15', heure: '20:45' });
  });

  it('keeps the wall-clock time across the spring DST change (2026-03-29)', () => {
    const before = parisLocalToUtc('2026-03-28', '20:45');
    const after = parisLocalToUtc('2026-03-29', '20:45');
    expect(before.toISOString()).toBe('2026-03-28T19:45:00.000Z');
    expect(after.toISOString()).toBe('2026-03-29T18:45:00.000Z');
    expect(after.getTime() - before.getTime()).toBe(23 * 3_600_000);
    expect(utcToParisLocal(after)).toEqual({ date: '2026-03-29', heure: '20:45' });
    // Just around the switch at 01:00 UTC.
    expect(utcToParisLocal(new Date('2026-03-29T00:59:00Z'))).toEqual({ date: '2026-03-29', heure: '01:59' });
    expect(utcToParisLocal(new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', heure: '03:00' });
    // A non-existent time moves forward by the gap.
    expect(parisLocalToUtc('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('keeps the wall-clock time across the autumn DST change (2025-10-26)', () => {
    const before = parisLocalToUtc('2025-10-25', '17:00');
    const after = parisLocalToUtc('2025-10-26', '17:00');
    expect(before.toISOString()).toBe('2025-10-25T15:00:00.000Z');
    expect(after.toISOString()).toBe('2025-10-26T16:00:00.000Z');
    expect(utcToParisLocal(after)).toEqual({ date: '2025-10-26', heure: '17:00' });
    // An ambiguous time takes the earlier instant (summer time).
    expect(parisLocalToUtc('2025-10-26', '02:30').toISOString()).toBe('2025-10-26T00:30:00.000Z');
    expect(utcToParisLocal(new Date('2025-10-26T01:30:00Z'))).toEqual({ date: '2025-10-26', heure: '02:30' });
  });

  it('round-trips every quarter hour of a DST week', () => {
    for (let t = Date.parse('2026-03-25T00:00:00Z'); t < Date.parse('2026-04-01T00:00:00Z'); t += 15 * 60_000) {
      const local = utcToParisLocal(new Date(t));
      expect(parisLocalToUtc(local.date, local.heure).getTime()).toBe(t);
    }
  });

  it('says the same wall clock as Intl for any instant of 1970-2100, to the minute', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const instants = fc.integer({ min: 0, max: Date.parse('2100-01-01T00:00:00Z') });
    fc.assert(
      fc.property(instants, (t) => {
        const { date, heure } = utcToParisLocal(new Date(t));
        expect(`${date} ${heure}`).toBe(intl.format(new Date(t)));
      }),
      { numRuns: 2000 },
    );
  });

  it('adds calendar days and rejects malformed input', () => {
    expect(addDaysYmd('2025-12-29', 7)).toBe('2026-01-05');
    expect(addDaysYmd('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => parisLocalToUtc('2026-02-30', '20:00')).toThrow();
    expect(() => parisLocalToUtc('2026-02-03', '24:00')).toThrow();
    expect(() => parisLocalToUtc('2026-2-3', '20:00')).toThrow();
  });
});
