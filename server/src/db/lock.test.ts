import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { lockDataDir } from './lock.js';

it('refuses a second holder of a data directory with a clear message, and frees it on release', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pf-lock-'));
  const release = lockDataDir(dir);
  // Another live process holds it: simulate by writing our parent's pid (alive) into the lock file.
  writeFileSync(join(dir, 'poolfoot.lock'), String(process.ppid));
  expect(() => lockDataDir(dir)).toThrow(/déjà utilisé par le processus/);
  release();
  const again = lockDataDir(dir);
  again();
});

it('takes over a stale lock left by a dead process: the lock is then ours, and refuses the next holder', () => {
  // This test asserted nothing; a lock that ignored the stale file, or kept the dead pid, passed it.
  const dir = mkdtempSync(join(tmpdir(), 'pf-lock-'));
  const file = join(dir, 'poolfoot.lock');
  const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
  writeFileSync(file, String(dead));
  const release = lockDataDir(dir);
  expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
  release();
  expect(existsSync(file)).toBe(false);
});
