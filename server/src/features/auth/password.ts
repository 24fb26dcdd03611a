import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { SRV } from '@poolfoot/domain';
import { passwordStrength } from '@poolfoot/domain/password-strength';
import { AppError } from '../../http/errors.js';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEYLEN = 32;

/** A slow salted hash: `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEYLEN, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified against on unknown emails so timing does not reveal accounts. */
export const DUMMY_HASH = await hashPassword(randomBytes(12).toString('hex'));

/**
 * A new password's hash, once it is strong enough (the domain's estimator: the rule the pages show as one types), or a
 * 400 that says why beside the request's field `field`. `ownWords`: the account's name, email, league.
 */
export async function newPasswordHash(password: string, ownWords: readonly string[], field = 'password'): Promise<string> {
  const strength = passwordStrength(password, ownWords);
  if (!strength.ok) {
    const message = SRV.passwordWeak(strength.advice);
    throw new AppError('bad_request', message, { fields: { [field]: message } });
  }
  return hashPassword(password);
}
