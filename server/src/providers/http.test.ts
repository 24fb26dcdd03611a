import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHAMPIONNAT_MSG } from '@poolfoot/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backoffDelay, type FetchPolicy, fetchParsed, parseJsonText, retryAfterOf, SourceError } from './http.js';

let hits = 0;
const server = createServer((req, res) => {
  hits++;
  if (req.url === '/flaky' && hits < 3) {
    res.writeHead(503);
    res.end();
    return;
  }
  if (req.url === '/waf') {
    res.writeHead(405, { 'x-amzn-waf-action': 'captcha' });
    res.end('<html>captcha</html>');
    return;
  }
  if (req.url === '/empty202') {
    res.writeHead(202);
    res.end();
    return;
  }
  if (req.url === '/moved') {
    res.writeHead(301, { location: '/json' });
    res.end();
    return;
  }
  if (req.url === '/elsewhere') {
    // The same server under another name: another host for the client.
    res.writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/json` });
    res.end();
    return;
  }
  if (req.url === '/busy') {
    res.writeHead(429, { 'retry-after': '120' });
    res.end();
    return;
  }
  if (req.url === '/loop') {
    res.writeHead(302, { location: '/loop' });
    res.end();
    return;
  }
  if (req.url === '/missing') {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"ok":true}');
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const policy = (waits: number[]): FetchPolicy => ({ tries: 3, timeoutMs: 5_000, backoff: async (n) => void waits.push(n) });

describe('fetchParsed', () => {
  it('a 429 with Retry-After is not asked again in the same call, and carries the wait asked', async () => {
    const before = hits;
    const waits: number[] = [];
    const err = await fetchParsed(`${base}/busy`, parseJsonText, policy(waits)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SourceError);
    expect((err as SourceError).message).toBe(CHAMPIONNAT_MSG.afterTries(CHAMPIONNAT_MSG.sourceWait(429, 120), 1));
    expect((err as SourceError).retryAfterMs).toBe(120_000);
    expect(hits - before).toBe(1);
    expect(waits).toEqual([]);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-09-12T20:00:00Z');
    expect(retryAfterOf('30', now)).toBe(30_000);
    expect(retryAfterOf('Sat, 12 Sep 2026 20:02:00 GMT', now)).toBe(120_000);
    expect(retryAfterOf('Sat, 12 Sep 2026 19:00:00 GMT', now)).toBe(0);
    expect(retryAfterOf(null, now)).toBeUndefined();
    expect(retryAfterOf('bientôt', now)).toBeUndefined();
  });

  it('follows a redirect on the source’s own host only, and not forever', async () => {
    expect(await fetchParsed(`${base}/moved`, parseJsonText, policy([]))).toEqual({ ok: true });
    const before = hits;
    await expect(fetchParsed(`${base}/elsewhere`, parseJsonText, policy([]))).rejects.toThrow(
      CHAMPIONNAT_MSG.afterTries(CHAMPIONNAT_MSG.sourceRedirected(`localhost:${new URL(base).port}`), 1),
    );
    // The other host was never asked: only the redirecting request reached the server.
    expect(hits - before).toBe(1);
    await expect(fetchParsed(`${base}/loop`, parseJsonText, policy([]))).rejects.toThrow(CHAMPIONNAT_MSG.sourceRedirectLoop);
  });

  it('tries again after a failure, waiting the backoff of each failed try', async () => {
    hits = 0;
    const waits: number[] = [];
    expect(await fetchParsed(`${base}/flaky`, parseJsonText, policy(waits))).toEqual({ ok: true });
    expect(hits).toBe(3);
    expect(waits).toEqual([1, 2]);
  });

  it('does not try again a 404, and says why and after how many tries', async () => {
    const waits: number[] = [];
    await expect(fetchParsed(`${base}/missing`, parseJsonText, policy(waits))).rejects.toThrow('réponse HTTP 404 (1 essai)');
    expect(waits).toEqual([]);
  });

  it('guess, not recorded by us: an empty 202 or an AWS WAF header is a bot refusal, said plainly and never tried again', async () => {
    // As felipeall/transfermarkt-api issue #117 reports Transfermarkt's answers to scrapers (FINDINGS.md §10).
    const waits: number[] = [];
    hits = 0;
    for (const path of ['/empty202', '/waf']) {
      await expect(fetchParsed(`${base}${path}`, parseJsonText, policy(waits), { refused: CHAMPIONNAT_MSG.tmRefused })).rejects.toThrow(
        CHAMPIONNAT_MSG.afterTries(CHAMPIONNAT_MSG.tmRefused, 1),
      );
    }
    await expect(fetchParsed(`${base}/waf`, parseJsonText, policy(waits))).rejects.toThrow(CHAMPIONNAT_MSG.sourceRefused);
    expect([hits, waits]).toEqual([3, []]);
  });

  it('gives up after 3 tries of an answer it cannot read', async () => {
    const waits: number[] = [];
    const never = () => {
      throw new (class extends Error {})('x');
    };
    await expect(fetchParsed(`${base}/ok`, never, policy(waits))).rejects.toThrow('x');
    await expect(fetchParsed(`${base}/ok`, () => parseJsonText('<'), policy(waits))).rejects.toThrow(
      'réponse illisible (JSON invalide) (3 essais)',
    );
    expect(waits).toEqual([1, 2]);
  });
});

it('backoffDelay: 500, 600 or 700 ms times the try number (SPEC.md §9)', () => {
  expect(backoffDelay(1, () => 0)).toBe(500);
  expect(backoffDelay(1, () => 0.5)).toBe(600);
  expect(backoffDelay(2, () => 0.99)).toBe(1400);
  expect(backoffDelay(3, () => 0.4)).toBe(1800);
});
