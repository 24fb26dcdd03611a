import { ACTS_MSG, ALL_CALLS, type Endpoint, LIGUES_MSG, liguesCalls, mercatoCalls, ROLE, SRV, urlOf } from '@poolfoot/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.js';
import { accountActs, knownDevices, leagueMembers, leagues, rateLimits, sessions } from '../src/db/schema.js';
import { tablesInOrder } from '../src/features/backup/index.js';
import { type TestApp, testApp } from './app.js';
import { ROWS_DIGEST } from './crafted-values.js';
import { cookieOf, createUser, type LoggedIn, testLeague } from './factories/index.js';

/**
 * Who may act on whom (RULES.md "Accounts", http/policy.ts), walked by itself over every call whose contract names the
 * person it acts on (`actsOn`) × each caller (a pooler, a league admin, an instance admin, the super admin, and an
 * admin of another league) × each kind of person acted on (the same, below, equal, above, inactive, in another league,
 * sharing an account with another league). The expected answer is stated here, apart from the policy's code: a refusal
 * is the policy's, with its status and message, and changes nothing; a call let through is never refused by it.
 */

/** A valid request of each call, acting on `target` through `field` (`other`: a second pooler where one is needed). */
const PAYLOADS: Record<string, (target: number, field: string, other: number) => object> = {
  'leagues/set_role.php': (user_id) => ({ user_id, role: ROLE.pooler }),
  'leagues/remove_member.php': (user_id) => ({ user_id }),
  'leagues/reset_link.php': (user_id) => ({ user_id }),
  'compos/saveCompo.php': (user_id) => ({ user_id, journee_id: 1, formation: '4231', capitaine_lfp_id: null, joueurs: [] }),
  'draft/pick.php': (userId) => ({ userId, playerId: 1 }),
  'draft/editChoix.php': (userId) => ({ tour: 1, rang: 1, userId, playerId: 1 }),
  'mercato/pass.php': (user_id) => ({ user_id }),
  'mercato/priority.php': (user_id) => ({ user_id }),
  'mercato/pick.php': (user_id) => ({ user_id, old_joueur_id: 1, new_joueur_id: 2 }),
  'mercato/update_move.php': (user_id) => ({
    move_index: 1,
    user_id,
    prev_old_joueur_id: 1,
    prev_new_joueur_id: 2,
    old_joueur_id: 3,
    new_joueur_id: 4,
    journee: 5,
  }),
  'mercato/echange.php': (target, field, other) => ({
    user1_id: field === 'user1_id' ? target : other,
    user2_id: field === 'user1_id' ? other : target,
    pairs: [{ u1_joueur_id: 1, u2_joueur_id: 2 }],
  }),
  'mercato/remplacement.php': (user_id) => ({ user_id, journee: 5, joueur_out_id: 1, joueur_in_id: 2 }),
};

type Membership = { role: number; active?: boolean };
type Person = { instance: number; a?: Membership; b?: Membership };
/** The people of the two leagues A and B (instance role; role and state in each league). */
const PEOPLE = {
  superAdmin: { instance: ROLE.superAdmin, a: { role: ROLE.admin } },
  instanceAdmin: { instance: ROLE.admin, a: { role: ROLE.admin } },
  adminA: { instance: ROLE.pooler, a: { role: ROLE.admin } },
  coAdminA: { instance: ROLE.pooler, a: { role: ROLE.admin } },
  poolerA: { instance: ROLE.pooler, a: { role: ROLE.pooler } },
  secondPoolerA: { instance: ROLE.pooler, a: { role: ROLE.pooler } },
  adminOfB: { instance: ROLE.pooler, a: { role: ROLE.pooler }, b: { role: ROLE.admin } },
  sharedAB: { instance: ROLE.pooler, a: { role: ROLE.pooler }, b: { role: ROLE.pooler } },
  inactiveA: { instance: ROLE.pooler, a: { role: ROLE.pooler, active: false } },
  poolerB: { instance: ROLE.pooler, b: { role: ROLE.pooler } },
} satisfies Record<string, Person>;
type Name = keyof typeof PEOPLE;
/** Who calls, and in which league his session acts. */
const CALLERS: [Name, 'a' | 'b'][] = [
  ['poolerA', 'a'],
  ['adminA', 'a'],
  ['instanceAdmin', 'a'],
  ['superAdmin', 'a'],
  ['adminOfB', 'b'],
];

/** An account's power anywhere: the super admin 3, an instance admin 2, an active admin of any league 1, else 0. */
const power = (p: Person) =>
  p.instance >= ROLE.superAdmin
    ? 3
    : p.instance >= ROLE.admin
      ? 2
      : [p.a, p.b].some((m) => m && m.active !== false && m.role >= ROLE.admin)
        ? 1
        : 0;

/** What the policy answers `caller` (acting in `league`) making `call` act on `target`: let through, or its refusal. */
function expected(caller: Name, league: 'a' | 'b', target: Name, call: string): { status: number; message: string } | 'through' {
  if (caller === target) return 'through';
  const me: Person = PEOPLE[caller];
  const them: Person = PEOPLE[target];
  const mine = Math.max(power({ instance: me.instance }), me[league]?.role === ROLE.admin ? 1 : 0);
  if (mine === 0) return { status: 403, message: SRV.forbiddenOther };
  const membership = them[league];
  if (!membership) return { status: 404, message: LIGUES_MSG.memberNotFound };
  const name = names.get(target) ?? '';
  if (power(them) >= mine) return { status: 403, message: ACTS_MSG.above(name) };
  if (membership.active === false) return { status: 409, message: ACTS_MSG.inactive(name) };
  const elsewhere = league === 'a' ? them.b : them.a;
  if (call === liguesCalls.resetLink.path && mine < 2 && elsewhere) return { status: 403, message: ACTS_MSG.sharedAccount(name) };
  return 'through';
}

let t: TestApp;
const leagueIds = { a: 0, b: 0 };
const ids = new Map<Name, number>();
const names = new Map<Name, string>();
const callers = new Map<Name, LoggedIn>();
let members: (typeof leagueMembers.$inferSelect)[];

beforeAll(async () => {
  t = await testApp({ LOGIN_MAX_PER_IP: '100000', LOGIN_MAX_PER_ACCOUNT: '100000' });
  leagueIds.a = await testLeague(t.db);
  const [b] = await t.db.insert(leagues).values({ nom: 'Ligue B' }).returning({ id: leagues.id });
  leagueIds.b = b?.id ?? 0;
  for (const [name, p] of Object.entries(PEOPLE) as [Name, Person][]) {
    const user = await createUser(t.db, { role: p.instance, league: null, username: name });
    ids.set(name, user.id);
    names.set(name, user.nickname);
    for (const l of ['a', 'b'] as const) {
      const m = p[l];
      if (m) await t.db.insert(leagueMembers).values({ leagueId: leagueIds[l], userId: user.id, role: m.role, active: m.active ?? true });
    }
    const calling = CALLERS.find(([c]) => c === name);
    if (calling) {
      callers.set(name, { ...user, cookie: await cookieOf(t.app, user) });
      await t.db.update(sessions).set({ leagueId: leagueIds[calling[1]] }).where(eq(sessions.userId, user.id));
    }
  }
  members = await t.db.select().from(leagueMembers);
});
afterAll(() => t.close());

/** Puts the memberships and the callers' sessions back as they were (a call let through may change them). */
async function restore() {
  await t.db.delete(leagueMembers);
  await t.db.insert(leagueMembers).values(members);
  for (const [name, l] of CALLERS) {
    await t.db
      .update(sessions)
      .set({ leagueId: leagueIds[l] })
      .where(eq(sessions.userId, ids.get(name) ?? 0));
  }
}

/** Everything a refused call could have changed: a digest of every table but the sign-ins' counters, in one statement. */
const digest = sql.join(
  tablesInOrder()
    .filter((table) => !([sessions, knownDevices, rateLimits] as PgTable[]).includes(table))
    .map((table) => sql`(select ${sql.raw(ROWS_DIGEST)} from ${table} x)`),
  sql` || '|' || `,
);
async function snapshot() {
  const [row] = rowsOf<{ d: string }>(await t.db.execute(sql`select ${digest} as d`));
  return row?.d;
}

const actsOnOthers = ALL_CALLS.filter((e) => e.actsOn.length > 0);

describe('who may act on whom, over every call that names the person it acts on', () => {
  it('every such call has a request here and a label in the record, and no other call does', () => {
    expect(Object.keys(PAYLOADS).sort()).toEqual(actsOnOthers.map((e) => e.path).sort());
    expect(actsOnOthers.filter((e) => !ACTS_MSG.callLabels[e.path]).map((e) => e.path)).toEqual([]);
  });

  it('each caller × each person × each call: the policy’s answer, nothing changed by a refusal, a record of each act let through', async () => {
    const failures: string[] = [];
    const walk = actsOnOthers.flatMap((e: Endpoint) => e.actsOn.map((field) => [e, field] as const));
    // The database's digest as it stands, read again after a call that succeeded; the refusals since it was read must
    // have left it as it is (checked before the next call let through, and at the end).
    let current = await snapshot();
    let refused: string[] = [];
    const checkRefusals = async () => {
      if (refused.length && (await snapshot()) !== current) failures.push(`refusés, mais la base a changé : ${refused.join(' ; ')}`);
      refused = [];
    };
    for (const [e, field] of walk) {
      for (const [caller, league] of CALLERS) {
        const me = ids.get(caller) ?? 0;
        for (const target of Object.keys(PEOPLE) as Name[]) {
          const targetId = ids.get(target) ?? 0;
          const seconds: Name[] = league === 'a' ? ['secondPoolerA', 'poolerA'] : ['poolerB', 'sharedAB'];
          const other = ids.get(seconds.find((o) => o !== target) ?? target) ?? 0;
          const want = expected(caller, league, target, e.path);
          if (want === 'through') await checkRefusals();
          const [acts] = await t.db.select({ n: count() }).from(accountActs);
          const res = await t.as(callers.get(caller) ?? null).post(urlOf(e), PAYLOADS[e.path]?.(targetId, field, other) ?? {});
          const body = res.json();
          const label = `${e.path} ${field} : ${caller} sur ${target}`;
          if (want === 'through') {
            const refusedByPolicy = [403, 404, 409].includes(res.statusCode) && isPolicyMessage(body.message);
            if (refusedByPolicy || res.statusCode >= 500) failures.push(`${label} : ${res.statusCode} ${body.message}`);
            const [after] = await t.db.select({ n: count() }).from(accountActs);
            const actedOn = new Set(e === mercatoCalls.echange ? [targetId, other] : [targetId]);
            actedOn.delete(me);
            const expectedActs = res.statusCode === 200 ? actedOn.size : 0;
            if ((after?.n ?? 0) - (acts?.n ?? 0) !== expectedActs) failures.push(`${label} : actes enregistrés, ${expectedActs} attendus`);
          } else {
            const accessRefusal = caller === 'poolerA' && res.statusCode === 403 && body.message === SRV.forbiddenRole;
            if (!accessRefusal && (res.statusCode !== want.status || body.message !== want.message)) {
              failures.push(`${label} : ${res.statusCode} ${body.message} (attendu ${want.status} ${want.message})`);
            }
            refused.push(label);
          }
          if (res.statusCode === 200) {
            await restore();
            current = await snapshot();
          }
        }
      }
    }
    await checkRefusals();
    expect(failures).toEqual([]);
  }, 120_000);
});

/** Whether a message is one of the policy's refusals. */
function isPolicyMessage(message: unknown) {
  if (message === SRV.forbiddenOther || message === LIGUES_MSG.memberNotFound) return true;
  return [...names.values()].some(
    (n) => message === ACTS_MSG.above(n) || message === ACTS_MSG.inactive(n) || message === ACTS_MSG.sharedAccount(n),
  );
}
