import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist, type TestApp, testApp } from '../../test/app.js';

// The installable app's files (docs/app.md) as the server sends them: their type, and how long a browser keeps them.
let t: TestApp;
beforeAll(async () => {
  const dist = fakeWebDist();
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Poolfoot"}');
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'export {};');
  t = await testApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the built web app’s files', () => {
  it('answer /sw.js with the worker’s script, never kept without asking the server again', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('addEventListener');
  });

  it('answer /manifest.webmanifest as a web manifest, checked again at each use', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'Poolfoot' });
  });

  it('answer an icon as a PNG checked again at each use, and a hashed asset kept a year', async () => {
    const icon = await get('/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/index-Ab12Cd34.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answer a page’s address with the app’s page, and a missing file of the app too (not a 404)', async () => {
    for (const url of ['/home', '/icons/missing.png']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});
