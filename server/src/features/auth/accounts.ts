import { ACCOUNT_MSG, INVITES_MSG, type PublicUser } from '@poolfoot/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { Db, Q, Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { newPasswordHash } from './password.js';

/** A new account as its caller took it in (an invite's form, the first start's, `npm run user`'s arguments). */
export type NewAccount = { email: string; username: string; nickname?: string; role: number; password: string };

/** What the refusal of a taken name says, in the words of the caller's page or command. */
export type TakenWords = Record<'email' | 'username', string>;

/**
 * Accounts are made one at a time, across server processes: the names check waits on this advisory lock for the account
 * being made, and then sees it (two taps of one form would else both find the name free, the second breaking on the
 * unique index: a 500 for a 409).
 */
const ACCOUNTS_LOCK_KEY = 730_209;

const TAKEN: TakenWords = { email: ACCOUNT_MSG.emailTaken, username: INVITES_MSG.usernameTaken };

/**
 * Which of a new account's names is already another account's: its email (stored lower-cased, as every call reads it),
 * or its username whatever its case (`Bruno` and `BRUNO` would be two people nobody tells apart). The database's unique
 * index on lower(username) holds the same rule; this check says which name, in French, before it.
 */
async function takenName(db: Q, email: string, username: string): Promise<'email' | 'username' | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(or(eq(users.email, email), eq(sql`lower(${users.username})`, sql`lower(${username})`)))
    .limit(1);
  if (!row) return null;
  return row.email === email ? 'email' : 'username';
}

/**
 * The one way an account is made (an invite's new member, the first start's super admin, `npm run user`). Its password
 * must be strong enough against its own words (its names, and `ownWords`: the first league's name) and is hashed before
 * the transaction: scrypt is slow, and PGlite's one connection would wait on it. Then, in one transaction: `before` (a
 * lock, a check that refuses first), its names checked free under the accounts' lock (a 409 in `taken`'s words), its
 * row (its display name its username unless given), and `after` with it (what comes with the account: its league, its
 * invite), so that a refusal anywhere leaves no account behind. Answers what `after` answers.
 */
export async function createAccount<T>(
  db: Db,
  account: NewAccount,
  steps: {
    ownWords?: readonly string[];
    taken?: TakenWords;
    before?: (tx: Tx) => Promise<void>;
    after: (tx: Tx, made: PublicUser) => Promise<T>;
  },
): Promise<T> {
  const { email, username, role } = account;
  const passwordHash = await newPasswordHash(account.password, [username, email, ...(steps.ownWords ?? [])]);
  return db.transaction(async (tx) => {
    await steps.before?.(tx);
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK_KEY})`);
    const taken = await takenName(tx, email, username);
    if (taken) throw conflict((steps.taken ?? TAKEN)[taken]);
    const [made] = await tx
      .insert(users)
      .values({ email, username, nickname: account.nickname ?? username, role, passwordHash })
      .returning({ id: users.id, username: users.username, nickname: users.nickname, role: users.role });
    if (!made) throw new Error('compte non créé');
    return steps.after(tx, made);
  });
}
