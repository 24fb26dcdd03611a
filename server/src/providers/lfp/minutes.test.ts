import { describe, expect, it } from 'vitest';
import { deriveMinutes, minuteOf, playLength } from './minutes.js';

describe('minutes worked out from a sheet without them', () => {
  it('reads event times as the league writes them', () => {
    expect(["76'", "90' +3", "45' +1", "5'"].map(minuteOf)).toEqual([76, 90, 45, 5]);
    expect([undefined, '', 'mi-temps', 12].map(minuteOf)).toEqual([null, null, null, null]);
  });

  it('knows how long play lasted: 90 at fullTime, the clock while in progress, 120 after extra time (a guess: never recorded)', () => {
    expect(playLength('fullTime', { secondHalfEndedAt: 'x' }, "90' +4")).toBe(90);
    expect(playLength('halfTime', {}, "45' +1")).toBe(45);
    expect(playLength('secondHalf', {}, "52'")).toBe(52);
    expect(playLength('firstHalf', {}, undefined)).toBe(0);
    expect(playLength('fullTime', { extraSecondHalfEndedAt: 'x' }, "120' +1")).toBe(120);
    expect(playLength('fullTimePens', {}, "120'")).toBe(120);
  });

  it('counts from the start or the minute on, to the minute off, sent off or the end; a minute at least for whoever played', () => {
    const players = [
      { id: 'a', started: true, played: true },
      { id: 'b', started: false, played: true },
      { id: 'c', started: true, played: true },
      { id: 'd', started: false, played: false },
      { id: 'e', started: false, played: true },
    ];
    const subs = [
      { on: 'b', off: 'a', minute: 64 },
      { on: 'e', off: 'b', minute: 90 },
    ];
    expect(Object.fromEntries(deriveMinutes(players, subs, [{ id: 'c', minute: 30 }], 90))).toEqual({ a: 64, b: 26, c: 30, d: 0, e: 1 });
  });
});
