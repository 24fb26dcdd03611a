import { expect, it } from 'vitest';
import { Generation, GenerationCache } from './generation.js';

/** A cache whose entries weigh their text's length, within 10. */
function cacheOf10() {
  const generation = new Generation();
  return { generation, cache: new GenerationCache<string>(generation, 10, (value) => value.length) };
}

it('keeps entries within its budget, the least recently used out first', () => {
  const { cache } = cacheOf10();
  cache.set('a', 'aaa', 0);
  cache.set('b', 'bbb', 0);
  cache.set('c', 'ccc', 0);
  expect(cache.get('a')).toBe('aaa'); // now the most recently used: b is the oldest
  cache.set('d', 'dddd', 0);
  expect([cache.get('b'), cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([undefined, 'aaa', 'ccc', 'dddd']);
  expect(cache.weight).toBe(10);

  // A new value for a kept key replaces its weight, never counts twice.
  cache.set('d', 'd', 0);
  expect({ weight: cache.weight, size: cache.size }).toEqual({ weight: 7, size: 3 });
  // A value heavier than the whole budget is not kept, and pushes nothing out.
  cache.set('e', 'e'.repeat(11), 0);
  expect([cache.get('e'), cache.weight]).toEqual([undefined, 7]);
  // However many entries come, the budget holds.
  for (let n = 0; n < 1_000; n++) {
    cache.set(`k${n}`, 'x'.repeat(1 + (n % 4)), 0);
    expect(cache.weight).toBeLessThanOrEqual(10);
  }
});

it('forgets everything at a write, and keeps nothing read before it', () => {
  const { generation, cache } = cacheOf10();
  cache.set('a', 'aaa', 0);
  generation.bump();
  expect([cache.get('a'), cache.weight, cache.size]).toEqual([undefined, 0, 0]);
  cache.set('b', 'bbb', 0);
  expect(cache.get('b')).toBeUndefined();
  cache.set('b', 'bbb', 1);
  expect(cache.get('b')).toBe('bbb');
});
