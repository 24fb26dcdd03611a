import { ACTS_MSG, chatCalls, type Endpoint, isAdmin, LIGUES_MSG, liguesCalls, ROLE, SRV } from '@poolfoot/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Q } from '../db/client.js';
import { accountActs, leagueMembers, users } from '../db/schema.js';
import { poolerName } from '../db/pooler-name.js';
import { AppError, conflict, notFound } from './errors.js';
import type { SessionUser } from './session.js';

/**
 * Who may act on whose account (RULES.md "Accounts"), decided here and nowhere else. An account's power, whatever the
 * league: the super admin's, above an instance admin's, above an admin of any league's, above none. Everyone acts on
 * himself; otherwise the caller must have more power than the person he acts on has anywhere, that person being an
 * active member of the league the caller acts in (someone of another league answers as a missing one). A password link
 * also needs the member to belong to no other league unless an instance admin makes it: a league admin never opens an
 * account that plays elsewhere.
 */
const POWER = { none: 0, leagueAdmin: 1, instanceAdmin: 2, superAdmin: 3 } as const;

const instancePower = (role: number) =>
  role >= ROLE.superAdmin ? POWER.superAdmin : role >= ROLE.admin ? POWER.instanceAdmin : POWER.none;

/** The caller's power where he acts: his instance role's, or a league admin's in the session's league. */
export const powerOf = (me: SessionUser) =>
  Math.max(instancePower(me.instanceRole), me.league && isAdmin(me.league.role) ? POWER.leagueAdmin : POWER.none);

/** The people acted on, as members of the league (none for one who is not) with what gives each power anywhere. */
async function membersOf(db: Q, leagueId: number, userIds: number[]) {
  const adminAnywhere = sql<boolean>`exists (select 1 from ${leagueMembers} m where m.user_id = ${users.id} and m.active and m.role >= ${ROLE.admin})`;
  const elsewhere = sql<boolean>`exists (select 1 from ${leagueMembers} m where m.user_id = ${users.id} and m.league_id <> ${leagueId})`;
  const rows = await db
    .select({ id: users.id, name: poolerName(), active: leagueMembers.active, role: users.role, adminAnywhere, elsewhere })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(and(eq(leagueMembers.leagueId, leagueId), inArray(leagueMembers.userId, userIds)));
  return new Map(rows.map((r) => [r.id, r]));
}
type Target = NonNullable<ReturnType<Awaited<ReturnType<typeof membersOf>>['get']>>;

/** The rule itself: why `me` may not make `call` act on this member (the refusal), or null. */
function refusal(me: SessionUser, call: Endpoint, target: Target): AppError | null {
  const mine = powerOf(me);
  const theirs = Math.max(instancePower(target.role), target.adminAnywhere ? POWER.leagueAdmin : POWER.none);
  if (theirs >= mine) return new AppError('forbidden', ACTS_MSG.above(target.name));
  // A removed member keeps his messages in the room: his league's admin may still delete one.
  if (!target.active && call !== chatCalls.delete) return conflict(ACTS_MSG.inactive(target.name));
  if (call === liguesCalls.resetLink && mine < POWER.instanceAdmin && target.elsewhere) {
    return new AppError('forbidden', ACTS_MSG.sharedAccount(target.name));
  }
  return null;
}

/** Throws unless `me`, acting in `leagueId`, may make `call` act on `targetId` (see above). */
export async function mayActOn(db: Q, me: SessionUser, leagueId: number, call: Endpoint, targetId: number) {
  if (targetId === me.id) return;
  // A pooler acts for nobody else: said before anything is looked up, so it tells nothing about the id.
  if (powerOf(me) === POWER.none) throw new AppError('forbidden', SRV.forbiddenOther);
  const target = (await membersOf(db, leagueId, [targetId])).get(targetId);
  if (!target) throw notFound(LIGUES_MSG.memberNotFound);
  const refused = refusal(me, call, target);
  if (refused) throw refused;
}

/**
 * For a page that offers the acts (the members page): for each member, why `me` may not make `call` act on him (the
 * same refusal's message), or null when he may.
 */
export async function refusalsFor(db: Q, me: SessionUser, leagueId: number, call: Endpoint, userIds: number[]) {
  const targets = userIds.length && powerOf(me) > POWER.none ? await membersOf(db, leagueId, userIds) : new Map<number, Target>();
  return new Map(
    userIds.map((id) => {
      const target = targets.get(id);
      if (id === me.id) return [id, null];
      return [id, target ? (refusal(me, call, target)?.message ?? null) : SRV.forbiddenOther];
    }),
  );
}

/**
 * The people one request acts on: each is checked by the policy when named (`check`, in the caller's transaction when
 * it holds one), and once the call has succeeded the acts on others are recorded (`record`).
 */
export function actsOf(me: SessionUser | null, leagueId: number | null, call: Endpoint) {
  const targets = new Set<number>();
  return {
    async check(db: Q, targetId: number) {
      if (!me || leagueId === null) throw notFound(LIGUES_MSG.memberNotFound);
      await mayActOn(db, me, leagueId, call, targetId);
      if (targetId !== me.id) targets.add(targetId);
    },
    async record(db: Q, at: Date) {
      if (!me || !targets.size) return;
      const path = call.path;
      await db.insert(accountActs).values([...targets].map((targetId) => ({ at, actorId: me.id, targetId, leagueId, call: path })));
    },
  };
}
export type Acts = ReturnType<typeof actsOf>;
