import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idSchema, numeric } from './common.js';

describe('numbers in the contracts (numeric): a number or a text of digits, nothing else', () => {
  it('takes a JSON number and the same number written as a query string or form text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (n) => {
        expect(idSchema.parse(n)).toBe(n);
        expect(idSchema.parse(String(n))).toBe(n);
        expect(idSchema.parse(` ${n} `)).toBe(n);
      }),
    );
  });

  it.each([
    ['true', true],
    ['false', false],
    ['an empty list', []],
    ['a list of one id', [3]],
    ['null', null],
    ['an object', { id: 3 }],
    ['a word', 'abc'],
    ['an empty text', ''],
    ['zero', 0],
    ['a decimal', 1.5],
    ['more than an integer column holds', 2_147_483_648],
  ])('refuses %s with the French message', (_label, value) => {
    const res = idSchema.safeParse(value);
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe('Identifiant invalide.');
  });

  it('reads an empty text as absent: an optional number stays unset, a required one is refused', () => {
    const optional = numeric(z.number().int().optional());
    expect(optional.parse('')).toBeUndefined();
    expect(optional.parse('  ')).toBeUndefined();
    expect(optional.parse('7')).toBe(7);
    expect(idSchema.safeParse('').success).toBe(false);
  });
});
