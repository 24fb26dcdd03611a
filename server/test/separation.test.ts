import {
  accountCalls,
  pushCalls,
  ALL_CALLS,
  authCalls,
  autopilotCalls,
  chatCalls,
  clubsCalls,
  composCalls,
  draftCalls,
  type Endpoint,
  gameCalls,
  godCalls,
  invitesCalls,
  joueursCalls,
  journeesCalls,
  championnatCalls,
  liguesCalls,
  LIVE_TOPICS,
  liveCalls,
  matchlfpsCalls,
  mercatoCalls,
  type Poste,
  type RequestOf,
  ROLE,
  rencontresCalls,
  resultatsCalls,
  statsCalls,
  saisonsCalls,
  teamsCalls,
  tradesCalls,
  urlOf,
  usersCalls,
} from '@poolfoot/domain';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.js';
import {
  chatMessages,
  chatReactions,
  chatReads,
  compoSlots,
  compos,
  draftOrder,
  draftAutopick,
  draftPicks,
  draftQueue,
  draftState,
  invites,
  leagueMembers,
  leagues,
  mercatoMoves,
  mercatoOrder,
  mercatoState,
  rencontres,
  resultats,
  sessions,
  teamPlayers,
  tradePlayers,
  trades,
} from '../src/db/schema.js';
import { publish } from '../src/features/live/index.js';
import { type TestApp, testApp } from './app.js';
import type { InputArgs, Who } from './caller.js';
import {
  autoLineup,
  compoPayload,
  cookieOf,
  createClub,
  createCompo,
  createJoueur,
  createJournees,
  createMatch,
  createRencontre,
  createStat,
  createUser,
  give,
  type LoggedIn,
  testLeague,
  type TestPlayer,
  testSeason,
  type TestUser,
} from './factories/index.js';

/**
 * docs/ligues.md "La preuve", séparation: two leagues A and B filled (draft, teams, lineups, mercato, pairings, results,
 * invites) in one database. A member of A (its league admin, one of its poolers) never reads nor changes anything of B
 * through any call: every route taking an id, asked from A with an id of B, answers exactly as with an id that does not
 * exist, and leaves B's rows as they were; no answer read from A holds a name or an id of B; no live event of A comes
 * from B. B's rows are numbered from 880001 (its league, members, lineups, pairings, moves, invites…), so that any id of
 * B in a text answer of A is seen (no route takes a lineup's, a pairing's or a result's id: their ids are looked for in
 * the reads). A route of a league added to the API must be added to one of the tables below (the first test says which).
 */

const NOW = '2026-09-10T08:30:00.000Z';
/** An id nothing has. */
const MISSING = 999_999;
/** Where B's ids start, and how one is seen in a text answer. */
const B_IDS_FROM = 880_000;
const B_ID = /\b88\d{4}\b/g;

/** A full squad's positions: the player of index i has the same position and club in every squad. */
const SQUAD = Object.entries({ GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 3 }).flatMap(([poste, n]) => Array<Poste>(n).fill(poste as Poste));

type Member = LoggedIn & { squad: TestPlayer[] };
type Room = { admin: number; pooler: number };
type League = {
  id: number;
  nom: string;
  admin: Member;
  members: Member[];
  move: typeof mercatoMoves.$inferSelect;
  invite: number;
  /** B's trade (accepted, waiting for its admin's review). */
  trade?: number;
  room: Room;
};

let t: TestApp;
let base: string;
let clubIds: number[];
let journee: Map<number, number>;
/** The players drafted: B's draft takes the first four, A's the first two (free in A though B has them). */
let pool: TestPlayer[];
let A: League;
let B: League;
/** The id of B's admin's session (numbered as B's ids are). */
let bSession: number;
/** Two poolers in A and in B. */
let shared: TestUser[];

const j = (n: number) => journee.get(n) ?? 0;
const must = async (res: Promise<LightMyRequestResponse>) => {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json();
};

/** A member of a league with a 20-player squad (its players made beforehand); its league role 4 for an admin, its instance role 1. */
async function member(league: number, name: string, squad: TestPlayer[], role: number = ROLE.pooler): Promise<Member> {
  const user = await createUser(t.db, { league, username: name, nickname: `${name} le surnom`, email: `${name.toLowerCase()}@exemple.fr` });
  await t.db
    .update(leagueMembers)
    .set({ role })
    .where(and(eq(leagueMembers.leagueId, league), eq(leagueMembers.userId, user.id)));
  await give(t.db, user.id, squad, 1, null, league);
  return { ...user, cookie: await cookieOf(t.app, user), squad };
}

/** A league's rows: its admin and two poolers, their squads, their lineups of matchday 2, the pairings, matchday 1's results. */
async function fillLeague(id: number, nom: string, names: string[], squads: TestPlayer[][]) {
  const members: Member[] = [];
  for (const [i, name] of names.entries()) members.push(await member(id, name, squads[i] ?? [], i === 0 ? ROLE.admin : ROLE.pooler));
  const [admin, p1, p2] = members as [Member, Member, Member];
  for (const m of members) {
    const players = autoLineup(m.squad, '4231');
    await createCompo(t.db, m.id, j(2), players, players[10] ?? null, '4231', id);
  }
  for (const n of [1, 2]) {
    await createRencontre(t.db, j(n), 1, admin.id, p1.id, id);
    await createRencontre(t.db, j(n), 2, p2.id, null, id);
  }
  // The ranking after matchday 1, best first: the admin, then p1, then p2 (who opens the mercato).
  await t.db
    .insert(resultats)
    .values(members.map((m, i) => ({ leagueId: id, journeeId: j(1), userId: m.id, matchPoints: 3 - i, totalPoints: 40 - i })));
  return { id, nom, admin, members };
}

/** The league's draft under way through the real calls: its order, then these picks, each by the pooler whose turn it is. */
async function draftOf(l: Pick<League, 'admin' | 'members'>, picks: TestPlayer[]) {
  const admin = t.as(l.admin);
  await must(admin.call(draftCalls.init, { ordre: l.members.map((m) => m.id) }));
  await must(admin.call(draftCalls.changeStatus, { status: 'en cours' }));
  for (const p of picks) {
    const { gestion } = await must(admin.call(draftCalls.get));
    await must(admin.call(draftCalls.pick, { userId: gestion.prochain_pooler_id, playerId: p.id }));
  }
}

/** The league's mercato opened, its first pooler dropping their player of index `index` for `incoming`; answers the move. */
async function mercatoOf(l: Pick<League, 'id' | 'admin' | 'members'>, index: number, incoming: TestPlayer) {
  await must(t.as(l.admin).call(mercatoCalls.open));
  const { meta } = await must(t.as(l.admin).call(mercatoCalls.get));
  const first = l.members.find((m) => m.id === meta.cursor.user_id);
  const out = first?.squad[index];
  if (!first || !out) throw new Error('no mercato turn');
  await must(t.as(first).call(mercatoCalls.pick, { old_joueur_id: out.id, new_joueur_id: incoming.id }));
  const [move] = await t.db.select().from(mercatoMoves).where(eq(mercatoMoves.leagueId, l.id));
  if (!move) throw new Error('no move');
  return move;
}

/** The league's room: its admin's welcome, a pooler's answer mentioning him, a reaction, and the admin's read mark. */
async function roomOf(l: Pick<League, 'admin' | 'members'>): Promise<Room> {
  const p1 = l.members[1] as Member;
  const welcome = (await must(t.as(l.admin).call(chatCalls.post, { text: `Bienvenue, ${p1.username} !` }))).chat_message.id;
  const answer = await must(t.as(p1).call(chatCalls.post, { text: `Merci @${l.admin.username}`, reply_to: welcome }));
  await must(t.as(l.members[2] as Member).call(chatCalls.react, { id: welcome, emoji: '👍' }));
  await must(t.as(l.admin).call(chatCalls.read, { last_id: welcome }));
  return { admin: welcome, pooler: answer.chat_message.id };
}

/** Runs `make` with every id counter of the database from `from`, then puts the counters back. */
async function numberedFrom<T>(from: number, make: () => Promise<T>): Promise<T> {
  const counters = rowsOf<{ name: string; last: string | number | null }>(
    await t.db.execute(sql`select sequencename as name, last_value as last from pg_sequences where schemaname = 'public'`),
  );
  for (const c of counters) await t.db.execute(sql`select setval(${c.name}::regclass, ${from})`);
  try {
    return await make();
  } finally {
    for (const c of counters) await t.db.execute(sql`select setval(${c.name}::regclass, ${Number(c.last ?? 1)}, ${c.last !== null})`);
  }
}

beforeAll(async () => {
  t = await testApp({ LOGIN_MAX_PER_IP: '100000' });
  t.setNow(NOW);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // The instance's rows, shared: clubs, players (six squads and a draft pool), matchdays (1 over, moves take effect at 2).
  clubIds = [];
  for (let c = 0; c < 8; c++) clubIds.push((await createClub(t.db)).id);
  const player = (poste: Poste, i: number) => createJoueur(t.db, clubIds[i % clubIds.length] ?? 0, poste);
  const squads: TestPlayer[][] = [];
  for (let s = 0; s < 6; s++) squads.push(await Promise.all(SQUAD.map(player)));
  pool = await Promise.all((['GB', 'DC', 'DL', 'MC', 'MO', 'AT'] as Poste[]).map(player));
  journee = await createJournees(t.db, 4, 1);
  const m1 = await createMatch(t.db, j(1), clubIds[0] ?? 0, clubIds[1] ?? 0, { kickoffAt: '2026-09-05T19:00:00Z', period: 'fullTime' });
  for (const squad of squads) await createStat(t.db, m1.id, squad[0] as TestPlayer, { minutes: 90, goals: 1 });

  const a = await fillLeague(await testLeague(t.db), 'Ligue A', ['Arsene', 'Agathe', 'Achille'], squads.slice(0, 3));
  await t.db.update(leagues).set({ nom: a.nom }).where(eq(leagues.id, a.id));
  B = await numberedFrom(B_IDS_FROM, async () => {
    const [row] = await t.db.insert(leagues).values({ nom: 'Les Voisins du Boulevard' }).returning();
    if (!row) throw new Error('no league');
    const b = await fillLeague(row.id, row.nom, ['Bastien', 'Berenice', 'Boris'], squads.slice(3));
    await draftOf(b, pool.slice(0, 4));
    // B's mercato takes a player A owns: free in B.
    const move = await mercatoOf(b, 0, a.admin.squad[0] as TestPlayer);
    const invite = (await must(t.as(b.admin).call(invitesCalls.create, {}))).invite.id;
    // A trade between B's poolers, accepted, waiting for B's admin (its review far ahead: the clock never settles it).
    const [p1, p2] = [b.members[1] as Member, b.members[2] as Member];
    const [trade] = await t.db
      .insert(trades)
      .values({
        leagueId: b.id,
        saisonId: (await testSeason(t.db)).saisonId,
        fromUserId: p1.id,
        toUserId: p2.id,
        status: 'accepted',
        createdAt: new Date(NOW),
        expiresAt: new Date('2026-09-12T08:30:00Z'),
        acceptedAt: new Date(NOW),
        reviewDeadline: new Date('2027-01-01T00:00:00Z'),
      })
      .returning({ id: trades.id });
    if (!trade) throw new Error('no trade');
    await t.db.insert(tradePlayers).values([
      { tradeId: trade.id, joueurId: p1.squad[12]?.id ?? 0, side: 'give' },
      { tradeId: trade.id, joueurId: p2.squad[12]?.id ?? 0, side: 'take' },
    ]);
    return { ...b, move, invite, trade: trade.id, room: await roomOf(b) };
  });
  // A's draft takes two players B drafted, its mercato a player B owns: free in A.
  await draftOf(a, pool.slice(0, 2));
  const move = await mercatoOf(a, 1, B.admin.squad[1] as TestPlayer);
  const invite = (await must(t.as(a.admin).call(invitesCalls.create, {}))).invite.id;
  A = { ...a, move, invite, room: await roomOf(a) };
  // Two poolers of both leagues, numbered as A's: what A's admin does to them in A leaves them as they are in B.
  shared = [];
  for (const name of ['Amandine', 'Anatole']) {
    const user = await createUser(t.db, { league: A.id, username: name, nickname: `${name} des deux ligues`, email: `${name}@exemple.fr` });
    await t.db.insert(leagueMembers).values({ leagueId: B.id, userId: user.id });
    shared.push(user);
  }
  const [session] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, B.admin.id));
  bSession = session?.id ?? 0;
});
afterAll(() => t.close());

/** Every row of a league (its tables, its lineups' slots, its members, its settings), in a stable order. */
async function rowsOfLeague(id: number) {
  const tables = await Promise.all([
    t.db.select().from(leagues).where(eq(leagues.id, id)),
    t.db.select().from(leagueMembers).where(eq(leagueMembers.leagueId, id)),
    t.db.select().from(invites).where(eq(invites.leagueId, id)),
    t.db.select().from(draftState).where(eq(draftState.leagueId, id)),
    t.db.select().from(draftOrder).where(eq(draftOrder.leagueId, id)),
    t.db.select().from(draftPicks).where(eq(draftPicks.leagueId, id)),
    t.db.select().from(draftQueue).where(eq(draftQueue.leagueId, id)),
    t.db.select().from(draftAutopick).where(eq(draftAutopick.leagueId, id)),
    t.db.select().from(teamPlayers).where(eq(teamPlayers.leagueId, id)),
    t.db.select().from(compos).where(eq(compos.leagueId, id)),
    t.db.select({ slot: compoSlots }).from(compoSlots).innerJoin(compos, eq(compos.id, compoSlots.compoId)).where(eq(compos.leagueId, id)),
    t.db.select().from(rencontres).where(eq(rencontres.leagueId, id)),
    t.db.select().from(resultats).where(eq(resultats.leagueId, id)),
    t.db.select().from(mercatoState).where(eq(mercatoState.leagueId, id)),
    t.db.select().from(mercatoOrder).where(eq(mercatoOrder.leagueId, id)),
    t.db.select().from(mercatoMoves).where(eq(mercatoMoves.leagueId, id)),
    t.db.select().from(trades).where(eq(trades.leagueId, id)),
    t.db
      .select({ player: tradePlayers })
      .from(tradePlayers)
      .innerJoin(trades, eq(trades.id, tradePlayers.tradeId))
      .where(eq(trades.leagueId, id)),
    t.db.select().from(chatMessages).where(eq(chatMessages.leagueId, id)),
    t.db.select().from(chatReactions).where(eq(chatReactions.leagueId, id)),
    t.db.select().from(chatReads).where(eq(chatReads.leagueId, id)),
  ]);
  return JSON.stringify(tables.map((rows) => rows.map((r) => JSON.stringify(r)).sort()));
}

/** What of B a text answer holds: its name, its members' names and emails, its ids. */
function leaksOfB(body: string): string[] {
  const names = [B.nom, ...B.members.flatMap((m) => [m.username, m.nickname, m.email])];
  return [...names.filter((n) => body.includes(n)), ...(body.match(B_ID) ?? [])];
}

/** An answer as compared: its status and its body, the id asked written '<id>' (a message may name it). */
const answerOf = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.body.replace(B_ID, '<id>').replaceAll(String(MISSING), '<id>'),
});

type IdCase = {
  label: string;
  route: Endpoint;
  b: number;
  missing: number;
  ask: (who: Who, id: number) => Promise<LightMyRequestResponse>;
};
/** A route asked with an id of B in `field`, to answer as with `missing` (an id nothing has, unless given). */
const idCase = <E extends Endpoint>(
  route: E,
  field: string,
  b: number,
  input: (id: number) => RequestOf<E>,
  missing = MISSING,
): IdCase => ({
  label: `${route.path} ${field}`,
  route,
  b,
  missing,
  ask: (who, id) => t.as(who).call(route, ...([input(id)] as InputArgs<E>)),
});

/** Every route taking an id that may be B's, one line each. */
const idCases = (): IdCase[] => {
  const [bAdmin, bPooler] = [B.admin, B.members[2] as Member];
  const [aPooler, free] = [A.members[1] as Member, pool[5] as TestPlayer];
  const bMove = B.move;
  return [
    idCase(gameCalls.context, 'userId', bPooler.id, (id) => ({ userId: id })),
    idCase(draftCalls.init, 'ordre', bPooler.id, (id) => ({ ordre: [...A.members.map((m) => m.id), id] })),
    idCase(draftCalls.pick, 'userId', bPooler.id, (id) => ({ userId: id, playerId: free.id })),
    idCase(draftCalls.editChoix, 'userId', bAdmin.id, (id) => ({ tour: 1, rang: 1, userId: id, playerId: free.id })),
    // B made a pick at round 2, A none: deleting it from A answers as deleting one nobody made.
    idCase(draftCalls.deleteChoix, 'tour (un choix de B)', 2, (tour) => ({ tour, rang: 1 }), 3),
    idCase(composCalls.getCompo, 'user_id', bPooler.id, (id) => ({ user_id: id })),
    idCase(composCalls.getByJourneeUser, 'user_id', bAdmin.id, (id) => ({ journee_id: j(2), user_id: id })),
    idCase(composCalls.saveCompo, 'user_id', bAdmin.id, (id) => {
      const players = autoLineup(bAdmin.squad, '4231');
      return compoPayload(id, { id: j(2), numjournee: 2 }, '4231', players, players[10] ?? null);
    }),
    idCase(teamsCalls.getByUser, 'user_id', bPooler.id, (id) => ({ user_id: id })),
    idCase(statsCalls.players, 'owner', bPooler.id, (id) => ({ owner: id })),
    idCase(mercatoCalls.pass, 'user_id', bPooler.id, (id) => ({ user_id: id })),
    idCase(mercatoCalls.priority, 'user_id', bPooler.id, (id) => ({ user_id: id })),
    idCase(mercatoCalls.pick, 'user_id', bPooler.id, (id) => ({
      user_id: id,
      old_joueur_id: bPooler.squad[3]?.id ?? 0,
      new_joueur_id: free.id,
    })),
    idCase(mercatoCalls.updateMove, 'move_index', bMove.id, (id) => ({
      move_index: id,
      user_id: bMove.userId,
      prev_old_joueur_id: bMove.oldJoueurId,
      prev_new_joueur_id: bMove.newJoueurId,
      old_joueur_id: bMove.newJoueurId,
      new_joueur_id: pool[0]?.id ?? 0,
      journee: 3,
    })),
    idCase(mercatoCalls.updateMove, 'user_id', bMove.userId, (id) => ({
      move_index: A.move.id,
      user_id: id,
      prev_old_joueur_id: A.move.oldJoueurId,
      prev_new_joueur_id: A.move.newJoueurId,
      old_joueur_id: A.move.newJoueurId,
      new_joueur_id: pool[0]?.id ?? 0,
      journee: 3,
    })),
    idCase(mercatoCalls.echange, 'user2_id', bAdmin.id, (id) => ({
      user1_id: aPooler.id,
      user2_id: id,
      pairs: [{ u1_joueur_id: aPooler.squad[3]?.id ?? 0, u2_joueur_id: bAdmin.squad[4]?.id ?? 0 }],
    })),
    idCase(mercatoCalls.remplacement, 'user_id', bPooler.id, (id) => ({
      user_id: id,
      journee: 3,
      joueur_out_id: bPooler.squad[3]?.id ?? 0,
      joueur_in_id: pool[1]?.id ?? 0,
    })),
    idCase(invitesCalls.revoke, 'id', B.invite, (id) => ({ id })),
    idCase(liguesCalls.switch, 'league_id', B.id, (league_id) => ({ league_id })),
    idCase(liguesCalls.setRole, 'user_id', bPooler.id, (user_id) => ({ user_id, role: 4 as const })),
    idCase(liguesCalls.removeMember, 'user_id', bPooler.id, (user_id) => ({ user_id })),
    idCase(liguesCalls.resetLink, 'user_id', bPooler.id, (user_id) => ({ user_id })),
    // Another user's session (B's admin's) answers as one that does not exist.
    idCase(accountCalls.endSessions, 'id (une session de B)', bSession, (id) => ({ id })),
    // B, a league A's members are not in, answers as a league that does not exist.
    idCase(accountCalls.leave, 'league_id', B.id, (league_id) => ({ league_id })),
    // B's trade, and B's poolers: A's members neither answer, withdraw, review nor counter it, nor propose to them.
    idCase(tradesCalls.respond, 'id', B.trade ?? 0, (id) => ({ id, action: 'accept' as const })),
    idCase(tradesCalls.respond, 'id (refus)', B.trade ?? 0, (id) => ({ id, action: 'refuse' as const })),
    idCase(tradesCalls.withdraw, 'id', B.trade ?? 0, (id) => ({ id })),
    idCase(tradesCalls.review, 'id', B.trade ?? 0, (id) => ({ id, action: 'approve' as const })),
    idCase(tradesCalls.review, 'id (veto)', B.trade ?? 0, (id) => ({ id, action: 'veto' as const })),
    idCase(tradesCalls.propose, 'to_user_id', bPooler.id, (id) => ({
      to_user_id: id,
      give: [A.admin.squad[13]?.id ?? 0],
      take: [bPooler.squad[13]?.id ?? 0],
    })),
    idCase(tradesCalls.propose, 'counter_of', B.trade ?? 0, (id) => ({
      to_user_id: (A.members[2] as Member).id,
      give: [aPooler.squad[13]?.id ?? 0],
      take: [(A.members[2] as Member).squad[13]?.id ?? 0],
      counter_of: id,
    })),
    // B's room: its messages answer as missing ones.
    idCase(chatCalls.list, 'before_id', B.room.admin, (before_id) => ({ before_id })),
    idCase(chatCalls.post, 'reply_to', B.room.admin, (reply_to) => ({ text: 'Et chez vous ?', reply_to })),
    idCase(chatCalls.edit, 'id', B.room.admin, (id) => ({ id, text: 'Réécrit depuis A' })),
    idCase(chatCalls.delete, 'id', B.room.pooler, (id) => ({ id })),
    idCase(chatCalls.react, 'id', B.room.admin, (id) => ({ id, emoji: '😂' as const })),
    idCase(chatCalls.read, 'last_id', B.room.pooler, (last_id) => ({ last_id })),
  ];
};

type Call = { label: string; route: Endpoint; ask: (who: Who) => Promise<LightMyRequestResponse> };
const call = <E extends Endpoint>(route: E, ...input: InputArgs<E>): Call => ({
  label: `${route.path} ${JSON.stringify(input[0] ?? {})}`,
  route,
  ask: (who) => t.as(who).call(route, ...input),
});

/** What A's members read of their league's game. */
const reads = (): Call[] => [
  call(usersCalls.list),
  call(authCalls.me),
  call(liguesCalls.mine),
  call(accountCalls.me),
  call(accountCalls.sessions),
  call(accountCalls.actsOnMe, {}),
  call(gameCalls.home),
  call(gameCalls.context, {}),
  call(teamsCalls.getAll, {}),
  call(teamsCalls.getByUser, {}),
  call(teamsCalls.getTakenPlayers, {}),
  call(teamsCalls.getTakenPlayers, { journee: 3 }),
  call(composCalls.listActive),
  call(composCalls.getCompo, {}),
  call(composCalls.getByJourneeUser, { journee_id: j(2), user_id: A.admin.id }),
  call(draftCalls.get),
  call(draftCalls.queue),
  call(mercatoCalls.get),
  call(tradesCalls.list),
  call(rencontresCalls.getByJournee, {}),
  call(rencontresCalls.getByJournee, { journee_id: j(1) }),
  call(resultatsCalls.getGeneral, {}),
  call(resultatsCalls.getHistory, {}),
  call(resultatsCalls.palmares),
  call(resultatsCalls.getByJournee, { journee_id: j(1) }),
  call(statsCalls.players, {}),
  call(statsCalls.players, { owner: 'pris' }),
  call(statsCalls.topPlayers, {}),
  call(autopilotCalls.live, {}),
  call(autopilotCalls.live, { journee_id: j(1) }),
  call(invitesCalls.list),
  call(invitesCalls.address),
  call(liguesCalls.get),
  call(liguesCalls.members),
  call(saisonsCalls.list),
  call(saisonsCalls.records, {}),
  call(chatCalls.list, {}),
];

/** What A's admin and poolers change in their own league: B's rows stay as they were after each. */
const writes = (): Call[] => {
  const [p1, p2] = [A.members[1] as Member, A.members[2] as Member];
  const lineup = autoLineup(A.admin.squad, '4231');
  return [
    call(chatCalls.post, { text: 'Salut @Agathe', reply_to: A.room.pooler }),
    call(chatCalls.edit, { id: A.room.admin, text: 'Bienvenue à tous !' }),
    call(chatCalls.react, { id: A.room.pooler, emoji: '🔥' }),
    call(chatCalls.read, { last_id: A.room.pooler }),
    call(chatCalls.delete, { id: A.room.pooler }),
    call(composCalls.saveCompo, compoPayload(A.admin.id, { id: j(2), numjournee: 2 }, '4231', lineup, lineup[10])),
    call(draftCalls.pick, { userId: p2.id, playerId: pool[2]?.id ?? 0 }),
    call(draftCalls.editChoix, { tour: 1, rang: 1, playerId: pool[3]?.id ?? 0 }),
    call(draftCalls.deleteChoix, { tour: 1, rang: 2 }),
    call(draftCalls.simulate),
    call(draftCalls.queueSet, { joueur_ids: [pool[4]?.id ?? 0, pool[5]?.id ?? 0] }),
    call(draftCalls.autopick, { on: false }),
    call(draftCalls.setClock, { minutes: 0 }),
    call(draftCalls.changeStatus, { status: 'en pause' }),
    call(draftCalls.initDraft),
    call(mercatoCalls.remplacement, {
      user_id: p1.id,
      journee: 3,
      joueur_out_id: p1.squad[2]?.id ?? 0,
      joueur_in_id: B.admin.squad[2]?.id ?? 0,
    }),
    call(mercatoCalls.echange, {
      user1_id: p1.id,
      user2_id: A.admin.id,
      pairs: [{ u1_joueur_id: p1.squad[6]?.id ?? 0, u2_joueur_id: A.admin.squad[6]?.id ?? 0 }],
    }),
    {
      label: 'mercato/pass.php (le pooler dont c’est le tour)',
      route: mercatoCalls.pass,
      ask: async (who) => {
        const { meta } = await must(t.as(who).call(mercatoCalls.get));
        return t.as(who).call(mercatoCalls.pass, { user_id: meta.cursor.user_id });
      },
    },
    call(mercatoCalls.close),
    call(rencontresCalls.generate),
    call(resultatsCalls.calcJournee, { journee_id: j(1) }),
    call(gameCalls.setPhase, { phase: 'normal' }),
    call(invitesCalls.create, {}),
    call(invitesCalls.revoke, { id: A.invite }),
    call(liguesCalls.update, { max_poolers: 20 }),
    // Members of both leagues, one made admin of A, the other removed from it (deactivated: A's draft started): each
    // an active pooler in B still.
    call(liguesCalls.setRole, { user_id: shared[0]?.id ?? 0, role: ROLE.admin }),
    call(liguesCalls.removeMember, { user_id: shared[1]?.id ?? 0 }),
    call(draftCalls.init, { ordre: [p2.id, p1.id, A.admin.id] }),
    // One's own account: the name, the password (this session kept), the other sessions.
    call(accountCalls.updateMe, { nickname: 'Arsène' }),
    call(accountCalls.changePassword, { current_password: A.admin.password, new_password: 'un-nouveau-secret' }),
    call(accountCalls.endSessions, {}),
    call(accountCalls.actsSeen),
    {
      // A's draft has started: A's admin leaves another league of his, one whose draft has not.
      label: 'leagues/leave.php (une autre ligue de l’admin de A, avant sa draft)',
      route: accountCalls.leave,
      ask: async (who) => {
        const [d] = await t.db.insert(leagues).values({ nom: 'Ligue D' }).returning({ id: leagues.id });
        await createUser(t.db, { league: d?.id ?? 0, leagueRole: ROLE.admin });
        await t.db.insert(leagueMembers).values({ leagueId: d?.id ?? 0, userId: A.admin.id });
        return t.as(who).call(accountCalls.leave, { league_id: d?.id ?? 0 });
      },
    },
    {
      // A, its season begun, cannot start it again: a third league, new this season, starts it beside B.
      label: 'saisons/start.php (une ligue qui n’a pas commencé la saison)',
      route: saisonsCalls.start,
      ask: async () => {
        const [c] = await t.db.insert(leagues).values({ nom: 'Ligue C' }).returning({ id: leagues.id });
        const admin = await createUser(t.db, { role: 4, league: c?.id ?? 0 });
        return t.as({ ...admin, cookie: await cookieOf(t.app, admin) }).call(saisonsCalls.start, { ordre: 'reverse' });
      },
    },
    // Trades, once A trades again (its draft reset, its mercato closed, its phase normal: the writes above).
    call(tradesCalls.propose, { to_user_id: p1.id, give: [A.admin.squad[14]?.id ?? 0], take: [p1.squad[14]?.id ?? 0] }),
    {
      label: 'trades/respond.php (une proposition d’un pooler de A à son admin)',
      route: tradesCalls.respond,
      ask: async (who) => {
        const made = await must(
          t.as(p2).call(tradesCalls.propose, { to_user_id: A.admin.id, give: [p2.squad[15]?.id ?? 0], take: [A.admin.squad[15]?.id ?? 0] }),
        );
        return t.as(who).call(tradesCalls.respond, { id: made.trade.id, action: 'accept' });
      },
    },
    {
      label: 'trades/withdraw.php (une proposition de l’admin de A)',
      route: tradesCalls.withdraw,
      ask: async (who) => {
        const made = await must(
          t.as(who).call(tradesCalls.propose, { to_user_id: p2.id, give: [A.admin.squad[16]?.id ?? 0], take: [p2.squad[16]?.id ?? 0] }),
        );
        return t.as(who).call(tradesCalls.withdraw, { id: made.trade.id });
      },
    },
    {
      label: 'trades/review.php (un échange entre deux poolers de A, accepté)',
      route: tradesCalls.review,
      ask: async (who) => {
        await must(t.as(who).call(liguesCalls.update, { trade_review: 'admin' }));
        const made = await must(
          t.as(p1).call(tradesCalls.propose, { to_user_id: p2.id, give: [p1.squad[17]?.id ?? 0], take: [p2.squad[17]?.id ?? 0] }),
        );
        await must(t.as(p2).call(tradesCalls.respond, { id: made.trade.id, action: 'accept' }));
        return t.as(who).call(tradesCalls.review, { id: made.trade.id, action: 'approve' });
      },
    },
  ];
};

/** The routes with no row of a league: the instance's reference data, imports, points and autopilot, and one's own settings. */
const INSTANCE_ROUTES: Endpoint[] = [
  ...Object.values(clubsCalls),
  ...Object.values(joueursCalls),
  ...Object.values(journeesCalls),
  ...Object.values(matchlfpsCalls),
  ...Object.values(championnatCalls),
  statsCalls.computePlayerTotal,
  statsCalls.computeJournee,
  statsCalls.job,
  statsCalls.cancelJob,
  statsCalls.playerPoints,
  statsCalls.scoringGrid,
  statsCalls.saveScoringGrid,
  autopilotCalls.pipeline,
  autopilotCalls.set,
  autopilotCalls.reminders,
  autopilotCalls.setReminders,
  // One's own devices for push notifications (another account's endpoint answers as a missing one: push.test.ts).
  ...Object.values(pushCalls),
  godCalls.backup,
  // The instance's record of the acts on others' accounts, for its admins.
  accountCalls.acts,
  // A new league, made by an instance admin: it reads no other league's row.
  liguesCalls.create,
];

/** Who asks from A: its league admin (instance role 1), one of its poolers. */
const callersOfA = () =>
  [
    ['admin de A', A.admin],
    ['pooler de A', A.members[1] as Member],
  ] as const;

describe('separation of leagues: nothing of B from A (docs/ligues.md "La preuve")', () => {
  it('every route a member may call is in a table here (ids, reads, writes, the live stream) or reads no league row', () => {
    const covered = new Set<Endpoint>([
      ...idCases().map((c) => c.route),
      ...reads().map((r) => r.route),
      ...writes().map((w) => w.route),
      liveCalls.stream,
      mercatoCalls.open,
      ...INSTANCE_ROUTES,
    ]);
    const missing = ALL_CALLS.filter((e) => e.access !== 'public' && !covered.has(e)).map((e) => e.path);
    expect(missing, 'routes à ajouter à test/separation.test.ts').toEqual([]);
  });

  it('an id of B asked from A answers exactly as an id that does not exist, and changes nothing of B', async () => {
    const failures: string[] = [];
    for (const c of idCases()) {
      for (const [who, caller] of callersOfA()) {
        const before = await rowsOfLeague(B.id);
        const ofB = answerOf(await c.ask(caller, c.b));
        const missing = answerOf(await c.ask(caller, c.missing));
        if (ofB.status !== missing.status || ofB.body !== missing.body) {
          failures.push(`${c.label} en ${who} : id de B ${ofB.status} ${ofB.body} ; id inexistant ${missing.status} ${missing.body}`);
        }
        if ((await rowsOfLeague(B.id)) !== before) failures.push(`${c.label} en ${who} : B a changé`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('no answer read from A holds a name or an id of B, nor B’s drafted or owned players', async () => {
    const failures: string[] = [];
    for (const r of reads()) {
      for (const [who, caller] of callersOfA()) {
        const res = await r.ask(caller);
        const refused = r.route.access === 'admin' && caller !== A.admin;
        if (res.statusCode !== (refused ? 403 : 200)) failures.push(`${r.label} en ${who} : ${res.statusCode} ${res.body}`);
        const leaks = leaksOfB(res.body);
        if (leaks.length) failures.push(`${r.label} en ${who} : ${leaks.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    // The check sees B where B is: B's own answers, B's ids (A's are below them).
    const seenInB = leaksOfB((await t.as(B.admin).call(usersCalls.list)).body);
    expect(seenInB).toEqual(expect.arrayContaining(B.members.flatMap((m) => [m.username, String(m.id)])));
    for (const id of [B.id, B.move.id, B.invite, bSession]) expect(id).toBeGreaterThan(B_IDS_FROM);
    for (const id of [A.id, A.move.id, A.invite]) expect(id).toBeLessThan(B_IDS_FROM);

    // B drafted four players, A two of them: A's draft shows A's only.
    const draft = await must(t.as(A.members[1] as Member).call(draftCalls.get));
    expect(new Set(draft.drafted_playerIds)).toEqual(new Set(pool.slice(0, 2).map((p) => p.id)));
    expect(draft.ordre).toEqual(A.members.map((m) => m.id));
    // B's players are free in A (but the one A's mercato took): none is taken, none has an owner.
    const bPlayers = new Set(B.members.flatMap((m) => m.squad.map((p) => p.id)).filter((id) => id !== A.move.newJoueurId));
    const taken: number[] = (await must(t.as(A.admin).call(teamsCalls.getTakenPlayers, {}))).joueur_ids;
    expect(taken.filter((id) => bPlayers.has(id))).toEqual([]);
    const stats = await must(t.as(A.admin).call(statsCalls.players, { limit: 500 }));
    const ownedOfB = stats.rows.filter(
      (row: { joueur_id: number; owner_id: number | null }) => bPlayers.has(row.joueur_id) && row.owner_id !== null,
    );
    expect(ownedOfB).toEqual([]);
    // A's mercato shows A's move only, its order A's members only.
    const mercato = await must(t.as(A.admin).call(mercatoCalls.get));
    expect(mercato.moves.map((m: { id: number }) => m.id)).toEqual([A.move.id]);
    expect(mercato.order.list.map((o: { user_id: number }) => o.user_id).sort()).toEqual(A.members.map((m) => m.id).sort());
  });

  it('what A changes in its own league (draft, lineups, mercato, pairings, results, phase, invites) leaves B as it was', async () => {
    const failures: string[] = [];
    for (const w of writes()) {
      const before = await rowsOfLeague(B.id);
      const res = await w.ask(A.admin);
      if (res.statusCode !== 200) failures.push(`${w.label} : ${res.statusCode} ${res.body}`);
      if ((await rowsOfLeague(B.id)) !== before) failures.push(`${w.label} : B a changé`);
    }
    expect(failures).toEqual([]);
  });

  it('a live stream of A hears nothing of B’s draft, lineups, mercato and room; B’s own stream hears them', async () => {
    const ofA = await openStream(A.members[1] as Member);
    const ofB = await openStream(B.members[1] as Member);
    try {
      const bAdmin = t.as(B.admin);
      const { gestion } = await must(bAdmin.call(draftCalls.get));
      await must(bAdmin.call(draftCalls.pick, { userId: gestion.prochain_pooler_id, playerId: pool[4]?.id ?? 0 }));
      const lineup = autoLineup(B.admin.squad, '4231');
      await must(bAdmin.call(composCalls.saveCompo, compoPayload(B.admin.id, { id: j(2), numjournee: 2 }, '4231', lineup, lineup[9])));
      const { meta } = await must(bAdmin.call(mercatoCalls.get));
      await must(bAdmin.call(mercatoCalls.pass, { user_id: meta.cursor.user_id }));
      await must(bAdmin.call(chatCalls.post, { text: 'Rien pour A' }));
      // Then a change of A's own: once A's stream has it, anything of B would have come before.
      await publish(t.app.ctx, 'resultats', { leagueId: A.id });
      expect(await ofA.changesUntil((topics) => topics.includes('resultats'))).toEqual(['resultats']);
      expect((await ofB.changesUntil((topics) => topics.length >= 4)).sort()).toEqual(['chat', 'compos', 'draft', 'mercato']);
    } finally {
      await ofA.close();
      await ofB.close();
    }
  });
});

/** A live stream of every topic opened by a member (its 'ready' read): the topics of the changes it hears, read until `enough`. */
async function openStream(who: Member) {
  const res = await fetch(`${base}${urlOf(liveCalls.stream)}?topics=${LIVE_TOPICS.join(',')}`, { headers: { cookie: who.cookie } });
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  let text = '';
  const topics = () => [...text.matchAll(/event: change\ndata: (.*)\n/g)].map((m) => (JSON.parse(m[1] ?? '{}') as { topic: string }).topic);
  let pending: ReturnType<typeof reader.read> | null = null;
  const readUntil = async (enough: () => boolean) => {
    const deadline = Date.now() + 5_000;
    while (!enough()) {
      pending ??= reader.read();
      const next = await Promise.race([
        pending,
        new Promise<'late'>((r) => setTimeout(() => r('late'), Math.max(0, deadline - Date.now()))),
      ]);
      if (next === 'late') throw new Error(`flux de ${who.username} : rien de plus après ${text}`);
      pending = null;
      if (next.done) break;
      text += decoder.decode(next.value, { stream: true });
    }
  };
  await readUntil(() => text.includes('event: ready'));
  return {
    changesUntil: async (enough: (topics: string[]) => boolean) => {
      await readUntil(() => enough(topics()));
      return topics();
    },
    close: () => reader.cancel(),
  };
}
