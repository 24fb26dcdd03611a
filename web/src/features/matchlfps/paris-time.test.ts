import { describe, expect, it } from 'vitest';
import { parisDateHeure } from './paris-time';

describe('parisDateHeure', () => {
  it.each([
    ['2026-10-24T19:05:00.000Z', '2026-10-24', '21:05'], // summer time, UTC+2
    ['2026-10-25T20:05:00.000Z', '2026-10-25', '21:05'], // winter time, UTC+1
    ['2026-03-29T00:30:00.000Z', '2026-03-29', '01:30'], // just before the spring change
    ['2026-03-29T01:30:00.000Z', '2026-03-29', '03:30'], // just after it
    ['2026-12-31T23:30:00.000Z', '2027-01-01', '00:30'], // the Paris day is already the next one
  ])('%s is %s %s in Paris', (iso, date, heure) => {
    expect(parisDateHeure(iso)).toEqual({ date, heure });
  });
});
