import { INVITES_MSG, invitesCalls } from '@poolfoot/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { type LoggedIn, loggedIn, testLeague } from '../../../test/factories/index.js';
import { invites, leagueMembers, users } from '../../db/schema.js';

/**
 * Accepts of one invite racing (invites.ts useInvite: the invite's row is read locked): on PostgreSQL the requests run
 * at once on several connections, and a one-use invite still lets exactly one person in. Rounds of signed-in users (no
 * password to hash: their transactions start together) so that a race is run, not only hoped for.
 */
const ROUNDS = 5;
const RACERS = 3;

let t: TestApp;
let admin: LoggedIn;
let racers: LoggedIn[];
beforeAll(async () => {
  t = await testApp();
  await testLeague(t.db);
  admin = await loggedIn(t, { role: 4 });
  racers = [];
  for (let i = 0; i < ROUNDS * RACERS; i++) racers.push(await loggedIn(t, { league: null }));
}, 60_000);
afterAll(() => t.close());

describe('a one-use invite accepted by several at once', () => {
  it('lets exactly one in, the others told it is used up; its uses stay at one', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { token, invite } = (await t.as(admin).call(invitesCalls.create, { max_uses: 1 })).json();
      const these = racers.slice(round * RACERS, (round + 1) * RACERS);
      const answers = await Promise.all(these.map((r) => t.as(r).call(invitesCalls.accept, { token })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(RACERS - 1).fill(409)]);
      for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toBe(INVITES_MSG.closed.used_up);
      const [row] = await t.db.select({ uses: invites.uses }).from(invites).where(eq(invites.id, invite.id));
      expect(row?.uses).toBe(1);
    }
    const joined = await t.db.select().from(leagueMembers);
    expect(joined.filter((m) => racers.some((r) => r.id === m.userId))).toHaveLength(ROUNDS);
  });
});

describe('one new account sent twice at once through an invite (a double tap, two phones)', () => {
  it('is made once, the others told its email is taken: never a server error', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { token } = (await t.as(admin).call(invitesCalls.create, { max_uses: 10 })).json();
      const account = { username: `Jumeau${round}`, email: `jumeau${round}@exemple.fr`, password: 'un-mot-de-passe' };
      const answers = await Promise.all(Array.from({ length: RACERS }, () => t.anonymous.call(invitesCalls.accept, { token, ...account })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(RACERS - 1).fill(409)]);
      for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toBe(INVITES_MSG.emailTaken);
    }
    expect(await t.db.$count(users, like(users.email, 'jumeau%'))).toBe(ROUNDS);
  });
});
