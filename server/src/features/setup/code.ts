import { randomInt, timingSafeEqual } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Q } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { getSetting, setSetting } from '../../db/settings.js';
import { sha256 } from '../../http/session.js';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Whether the instance still needs its first account: it has none. */
export async function needsSetup(db: Q): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return !row?.n;
}

/** A code as typed: its characters, whatever the case, the spaces or the dashes around them. */
const normalise = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/**
 * At a start with no account: a new one-time code (12 characters, shown as ABCD-EFGH-JKMN), its hash kept for every
 * server process; the previous start's code no longer counts. Null when the instance has its first account.
 */
export async function newSetupCode(db: Q): Promise<string | null> {
  if (!(await needsSetup(db))) return null;
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  await setSetting(db, 'setup_code', sha256(chars));
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

/** Whether `code` is the current one-time code (compared in constant time). */
export async function isSetupCode(db: Q, code: string): Promise<boolean> {
  const kept = await getSetting(db, 'setup_code');
  if (!kept) return false;
  const given = Buffer.from(sha256(normalise(code)));
  return given.length === kept.length && timingSafeEqual(given, Buffer.from(kept));
}
