import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RECORDED } from './provenance.js';
import { recorded } from './read.js';

describe('recorded answers of the league API', () => {
  const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.json'));

  it('each has its provenance (sample, request, capture time), and each provenance its file', () => {
    expect(RECORDED.map((r) => r.file).sort()).toEqual([...files].sort());
    for (const r of RECORDED) {
      expect(r.url).toMatch(/^https:\/\/ma-api\.ligue1\.fr\//);
      expect(r.capturedAt).toMatch(/20\d\d-\d\d-\d\d/);
      expect(r.sample).not.toBe('');
    }
  });

  it('is valid JSON as recorded', () => {
    for (const f of files) expect(() => JSON.parse(recorded(f))).not.toThrow();
  });
});
