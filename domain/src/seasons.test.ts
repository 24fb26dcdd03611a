import { describe, expect, it } from 'vitest';
import { MSG } from './messages/index.js';
import { seasonName } from './seasons.js';

describe('seasonName', () => {
  it('names a season by the years it spans, as SPEC.md labels the demo season', () => {
    expect(seasonName(2026)).toBe(MSG.seasonLabel);
    expect(seasonName(2027)).toBe('Saison 2026/2027');
  });
});
