import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_RECORDED, RECORDED } from './provenance.js';
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

  it('says why each sample left out has no fixture here, and none of them has one', () => {
    const samples = new Set(RECORDED.map((r) => r.sample));
    for (const n of NOT_RECORDED) {
      expect(n.why).not.toBe('');
      expect(samples.has(n.sample), n.sample).toBe(false);
      expect(files, n.sample).not.toContain(n.sample);
    }
  });

  it('is valid JSON as recorded', () => {
    for (const f of files) expect(() => JSON.parse(recorded(f))).not.toThrow();
  });
});
