import { ACTS_MSG, CHAT_MSG, CHAT_UNREAD_MAX, type ChatMessage, chatCalls, LIGUES_MSG, liguesCalls, ROLE } from '@poolfoot/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { type LoggedIn, loggedIn, testLeague } from '../../../test/factories/index.js';
import { accountActs, chatMessages, leagueMembers, leagues, pushOutbox, pushSubscriptions, rateLimits, sessions } from '../../db/schema.js';

/**
 * The league's room (RULES.md "Vestiaire"): each call's happy path, each refusal and each role, on the session's league
 * only; a message of another league answers as a missing one.
 */
let t: TestApp;
let league: number;
let admin: LoggedIn;
let coAdmin: LoggedIn;
let lea: LoggedIn;
let hugo: LoggedIn;
let outsider: LoggedIn;
const START = new Date('2026-09-01T10:00:00Z');
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

beforeAll(async () => {
  t = await testApp({ CHAT_MESSAGES_PER_MINUTE: '5' });
  league = await testLeague(t.db);
  admin = await loggedIn(t, { username: 'Arsene', nickname: 'Le Boss', leagueRole: ROLE.admin });
  coAdmin = await loggedIn(t, { username: 'Camille', leagueRole: ROLE.admin });
  lea = await loggedIn(t, { username: 'Léa', nickname: '' });
  hugo = await loggedIn(t, { username: 'Hugo', nickname: 'Hugo Coup' });
  const [other] = await t.db.insert(leagues).values({ nom: 'Ligue voisine' }).returning({ id: leagues.id });
  outsider = await loggedIn(t, { username: 'Voisin', league: other?.id ?? 0 });
});
afterAll(() => t.close());
beforeEach(async () => {
  t.setNow(START);
  await t.db.delete(rateLimits);
});

const post = async (who: LoggedIn, text: string, reply_to?: number): Promise<ChatMessage> => {
  const res = await t.as(who).call(chatCalls.post, { text, ...(reply_to ? { reply_to } : {}) });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().chat_message;
};
const list = async (who: LoggedIn, input: { before_id?: number; limit?: number } = {}) =>
  (await t.as(who).call(chatCalls.list, input)).json();

describe('chat/post.php and chat/list.php', () => {
  it('posts a member’s message, seen by every member of the league, newest at the end', async () => {
    const res = await t.as(lea).call(chatCalls.post, { text: '  Salut la ligue ! 👋  ' });
    expect(res.json()).toMatchObject({
      success: true,
      message: CHAT_MSG.posted,
      chat_message: { text: 'Salut la ligue ! 👋', author: { id: lea.id, username: 'Léa', name: 'Léa' }, event: null, deleted: null },
    });
    const mine = res.json().chat_message as ChatMessage;
    expect(mine.editable_until).toBe(minutes(5).toISOString());
    const seen = await list(hugo);
    expect(seen.messages.at(-1)).toMatchObject({ id: mine.id, text: 'Salut la ligue ! 👋', editable_until: null, admin_delete: false });
    expect(seen.members.map((m: { username: string }) => m.username)).toEqual(expect.arrayContaining(['Léa', 'Hugo', 'Arsene']));
    expect(seen.members.map((m: { username: string }) => m.username)).not.toContain('Voisin');
  });

  it('refuses an empty text, one over 1,000 characters, and a visitor', async () => {
    const empty = await t.as(lea).call(chatCalls.post, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.text).toBe(CHAT_MSG.textRequired);
    const long = await t.as(lea).call(chatCalls.post, { text: 'a'.repeat(1001) });
    expect(long.json().fields.text).toBe(CHAT_MSG.textTooLong(1000));
    expect((await t.as(lea).call(chatCalls.post, { text: 'a'.repeat(1000) })).statusCode).toBe(200);
    for (const call of Object.values(chatCalls)) {
      const res = call.methods.includes('POST')
        ? await t.anonymous.post(call, { id: 1, text: 'x', emoji: '👍', last_id: 1 })
        : await t.anonymous.get(call);
      expect(res.statusCode).toBe(401);
    }
  });

  it('pages the room: the newest first page, then older ones before an id, and says when older ones are left', async () => {
    const posted = [];
    for (const n of [1, 2, 3]) posted.push(await post(hugo, `page ${n}`));
    const last = await list(lea, { limit: 2 });
    expect(last.messages.map((m: ChatMessage) => m.text)).toEqual(['page 2', 'page 3']);
    expect(last.more).toBe(true);
    const before = await list(lea, { limit: 2, before_id: posted[1]?.id });
    expect(before.messages.map((m: ChatMessage) => m.id)).toEqual([expect.any(Number), posted[0]?.id]);
    const unknown = await t.as(lea).call(chatCalls.list, { before_id: 999_999 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, CHAT_MSG.notFound]);
    const bad = await t.as(lea).call(chatCalls.list, { limit: 101 });
    expect(bad.json().fields.limit).toBe(CHAT_MSG.limitInvalid);
  });

  it('answers a message; a message of another league, or a deleted one, answers as a missing one', async () => {
    const first = await post(hugo, 'Qui a vu le match ?');
    const reply = await post(lea, 'Moi !', first.id);
    expect(reply.reply_to).toEqual({ id: first.id, author: 'Hugo Coup', text: 'Qui a vu le match ?', deleted: false });
    const elsewhere = await post(outsider, 'Chez les voisins');
    const ofOther = await t.as(lea).call(chatCalls.post, { text: 'Hein ?', reply_to: elsewhere.id });
    const missing = await t.as(lea).call(chatCalls.post, { text: 'Hein ?', reply_to: 999_999 });
    expect([ofOther.statusCode, ofOther.json().message]).toEqual([404, CHAT_MSG.replyNotFound]);
    expect(missing.body).toBe(ofOther.body);
    // Nothing of the other league is read from this one, nor the other way.
    expect(JSON.stringify(await list(lea))).not.toContain('Chez les voisins');
    expect((await list(outsider)).messages.map((m: ChatMessage) => m.text)).toEqual(['Chez les voisins']);
  });

  it('limits a pooler to his messages per minute, with a clear refusal, and lets him again the next minute', async () => {
    for (let n = 0; n < 5; n++) await post(hugo, `vite ${n}`);
    const refused = await t.as(hugo).call(chatCalls.post, { text: 'encore' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many', message: CHAT_MSG.tooMany(5) });
    // The others still speak.
    expect((await t.as(lea).call(chatCalls.post, { text: 'Calme-toi' })).statusCode).toBe(200);
    t.setNow(minutes(1));
    expect((await t.as(hugo).call(chatCalls.post, { text: 'encore' })).statusCode).toBe(200);
  });
});

describe('mentions and their push', () => {
  it('tells by push the members mentioned and the author answered, never the author himself', async () => {
    for (const who of [lea, hugo, admin]) {
      const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, who.id));
      await t.db.insert(pushSubscriptions).values({
        userId: who.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/chat-${who.id}`,
        p256dh: 'k',
        auth: 'a',
        types: ['chat'],
        sessionHash: session?.tokenHash ?? '',
      });
    }
    const question = await post(hugo, 'Qui prend Mbappé ?');
    const answer = await post(lea, 'Pas moi, demande à @arsene et à @Léa', question.id);
    expect(answer.mentions).toEqual([admin.id]);
    const told = await t.db.select().from(pushOutbox);
    const about = told.filter((r) => r.key.startsWith(`chat:${answer.id}:`));
    expect(about.map((r) => [r.userId, r.type, (r.payload as { title: string }).title]).sort()).toEqual(
      [
        [admin.id, 'chat', CHAT_MSG.pushTitle],
        [hugo.id, 'chat', CHAT_MSG.pushTitle],
      ].sort(),
    );
    expect(about.find((r) => r.userId === hugo.id)?.payload).toMatchObject({
      body: CHAT_MSG.pushReply('Léa', 'Ligue de test', 'Pas moi, demande à @arsene et à @Léa'),
      url: `/vestiaire?ligue=${league}`,
    });
    expect(about.find((r) => r.userId === admin.id)?.payload).toMatchObject({
      body: CHAT_MSG.pushMention('Léa', 'Ligue de test', 'Pas moi, demande à @arsene et à @Léa'),
    });
    // An edit tells only whom it newly mentions.
    await t.as(lea).call(chatCalls.edit, { id: answer.id, text: 'Demande à @Arsene ou @Hugo' });
    const after = (await t.db.select().from(pushOutbox)).filter((r) => r.key.startsWith(`chat:${answer.id}:`));
    expect(after).toHaveLength(2);
    // Answering oneself tells nobody.
    const own = await post(hugo, 'Et moi ?', question.id);
    expect((await t.db.select().from(pushOutbox)).filter((r) => r.key.startsWith(`chat:${own.id}:`))).toEqual([]);
  });
});

describe('chat/edit.php', () => {
  it('lets the author edit within 5 minutes, marked edited; not after, not another’s, not the game’s', async () => {
    const mine = await post(lea, 'Je gagne ce week-end');
    t.setNow(minutes(4));
    const edited = await t.as(lea).call(chatCalls.edit, { id: mine.id, text: 'Je gagne ce week-end, promis' });
    expect(edited.json()).toMatchObject({
      message: CHAT_MSG.edited,
      chat_message: { text: 'Je gagne ce week-end, promis', edited_at: minutes(4).toISOString() },
    });
    const byOther = await t.as(admin).call(chatCalls.edit, { id: mine.id, text: 'Non' });
    expect([byOther.statusCode, byOther.json().message]).toEqual([403, CHAT_MSG.notYours]);
    t.setNow(minutes(6));
    const late = await t.as(lea).call(chatCalls.edit, { id: mine.id, text: 'trop tard' });
    expect([late.statusCode, late.json().message]).toEqual([409, CHAT_MSG.tooLate(5)]);
    const [game] = await t.db
      .insert(chatMessages)
      .values({ leagueId: league, event: 'draft', link: '/draft', text: 'La draft commence', createdAt: minutes(6) })
      .returning();
    const gameEdit = await t.as(admin).call(chatCalls.edit, { id: game?.id ?? 0, text: 'Non' });
    expect([gameEdit.statusCode, gameEdit.json().message]).toEqual([403, CHAT_MSG.gameMessage]);
  });

  it('answers a message of another league as a missing one, and changes nothing there', async () => {
    const elsewhere = await post(outsider, 'Notre secret');
    const ofOther = await t.as(lea).call(chatCalls.edit, { id: elsewhere.id, text: 'Piraté' });
    const missing = await t.as(lea).call(chatCalls.edit, { id: 999_999, text: 'Piraté' });
    expect([ofOther.statusCode, ofOther.body]).toEqual([404, missing.body]);
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, elsewhere.id));
    expect(row?.text).toBe('Notre secret');
  });
});

describe('chat/delete.php', () => {
  it('lets the author delete within 5 minutes: the message keeps its place, its text and reactions gone', async () => {
    const mine = await post(hugo, 'Oups, pas ici');
    await t.as(lea).call(chatCalls.react, { id: mine.id, emoji: '😂' });
    const res = await t.as(hugo).call(chatCalls.delete, { id: mine.id });
    expect(res.json()).toMatchObject({
      message: CHAT_MSG.deleted,
      chat_message: { text: '', deleted: 'author', reactions: [], editable_until: null },
    });
    const again = await t.as(hugo).call(chatCalls.delete, { id: mine.id });
    expect([again.statusCode, again.json().message]).toEqual([409, CHAT_MSG.alreadyDeleted]);
    const react = await t.as(lea).call(chatCalls.react, { id: mine.id, emoji: '😂' });
    expect(react.statusCode).toBe(409);
    const answer = await t.as(lea).call(chatCalls.post, { text: 'Quoi ?', reply_to: mine.id });
    expect(answer.statusCode).toBe(404);
  });

  it('refuses a pooler another’s message, and his own after 5 minutes', async () => {
    const hers = await post(lea, 'À moi');
    const byPooler = await t.as(hugo).call(chatCalls.delete, { id: hers.id });
    expect([byPooler.statusCode, byPooler.json().message]).toEqual([403, CHAT_MSG.notYoursToDelete]);
    t.setNow(minutes(6));
    const late = await t.as(lea).call(chatCalls.delete, { id: hers.id });
    expect([late.statusCode, late.json().message]).toEqual([409, CHAT_MSG.tooLate(5)]);
  });

  it('lets a league admin delete a pooler’s message at any time, « par un admin », recorded as an act on him', async () => {
    const hers = await post(lea, 'Un mot de trop');
    expect((await list(admin)).messages.find((m: ChatMessage) => m.id === hers.id)).toMatchObject({ admin_delete: true });
    t.setNow(minutes(60));
    const res = await t.as(admin).call(chatCalls.delete, { id: hers.id });
    expect(res.json().chat_message).toMatchObject({ deleted: 'admin', text: '', admin_delete: false });
    const acts = await t.db
      .select()
      .from(accountActs)
      .where(and(eq(accountActs.targetId, lea.id), eq(accountActs.call, 'chat/delete.php')));
    expect(acts).toHaveLength(1);
    expect(ACTS_MSG.callLabels['chat/delete.php']).toBeTruthy();
    expect((await list(lea)).messages.find((m: ChatMessage) => m.id === hers.id)).toMatchObject({ deleted: 'admin', text: '' });
  });

  it('refuses a league admin the message of another admin (the policy), and answers another league’s as a missing one', async () => {
    const theirs = await post(coAdmin, 'Entre admins');
    expect((await list(admin)).messages.find((m: ChatMessage) => m.id === theirs.id)).toMatchObject({ admin_delete: false });
    const res = await t.as(admin).call(chatCalls.delete, { id: theirs.id });
    expect([res.statusCode, res.json().message]).toEqual([403, ACTS_MSG.above('Camille-nick')]);
    const elsewhere = await post(outsider, 'À côté');
    const ofOther = await t.as(admin).call(chatCalls.delete, { id: elsewhere.id });
    const missing = await t.as(admin).call(chatCalls.delete, { id: 999_999 });
    expect([ofOther.statusCode, ofOther.body]).toEqual([404, missing.body]);
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, elsewhere.id));
    expect(row?.deleted).toBeNull();
  });

  it('lets a league admin delete the game’s message', async () => {
    const [game] = await t.db
      .insert(chatMessages)
      .values({ leagueId: league, event: 'results', link: '/resultats', text: 'J1 : les résultats', createdAt: START })
      .returning();
    const byPooler = await t.as(lea).call(chatCalls.delete, { id: game?.id ?? 0 });
    expect(byPooler.statusCode).toBe(403);
    const res = await t.as(admin).call(chatCalls.delete, { id: game?.id ?? 0 });
    expect(res.json().chat_message).toMatchObject({ deleted: 'admin', author: null, event: 'results' });
  });
});

describe('chat/react.php', () => {
  it('puts my reaction, names who put each, and takes mine back when asked again; refuses an unknown one', async () => {
    const msg = await post(hugo, 'But de Hugo !');
    await t.as(lea).call(chatCalls.react, { id: msg.id, emoji: '🔥' });
    t.setNow(minutes(1));
    const res = await t.as(admin).call(chatCalls.react, { id: msg.id, emoji: '🔥' });
    expect(res.json().chat_message.reactions).toEqual([{ emoji: '🔥', names: ['Léa', 'Le Boss'], mine: true }]);
    const back = await t.as(admin).call(chatCalls.react, { id: msg.id, emoji: '🔥' });
    expect(back.json().chat_message.reactions).toEqual([{ emoji: '🔥', names: ['Léa'], mine: false }]);
    const unknown = await t.as(lea).call(chatCalls.react, { id: msg.id, emoji: '💩' as '👍' });
    expect([unknown.statusCode, unknown.json().fields.emoji]).toEqual([400, CHAT_MSG.emojiInvalid]);
    const elsewhere = await post(outsider, 'Réagis');
    const ofOther = await t.as(lea).call(chatCalls.react, { id: elsewhere.id, emoji: '👍' });
    const missing = await t.as(lea).call(chatCalls.react, { id: 999_999, emoji: '👍' });
    expect([ofOther.statusCode, ofOther.body]).toEqual([404, missing.body]);
  });
});

describe('chat/read.php and the unread count', () => {
  it('counts the others’ messages after my mark, never goes back, and knows no message of another league', async () => {
    const start = await list(admin);
    const last = start.messages.at(-1)?.id ?? 0;
    await t.as(admin).call(chatCalls.read, { last_id: last });
    await post(hugo, 'Un');
    const two = await post(lea, 'Deux');
    await post(admin, 'Le mien ne compte pas');
    expect(await list(admin)).toMatchObject({ last_read_id: last, unread: 2 });
    const read = await t.as(admin).call(chatCalls.read, { last_id: two.id });
    expect(read.json()).toMatchObject({ last_read_id: two.id, unread: 0 });
    expect((await t.as(admin).call(chatCalls.read, { last_id: last })).json().last_read_id).toBe(two.id);
    const elsewhere = await post(outsider, 'Lu ?');
    const ofOther = await t.as(admin).call(chatCalls.read, { last_id: elsewhere.id });
    const missing = await t.as(admin).call(chatCalls.read, { last_id: 999_999 });
    expect([ofOther.statusCode, ofOther.body]).toEqual([404, missing.body]);
  });
});

describe('the unread count in a big room', () => {
  it('counts up to 100, whatever the room holds after my mark', async () => {
    const last = (await list(lea)).messages.at(-1)?.id ?? 0;
    await t.as(lea).call(chatCalls.read, { last_id: last });
    await t.db
      .insert(chatMessages)
      .values(Array.from({ length: 150 }, (_, i) => ({ leagueId: league, userId: hugo.id, text: `Flot ${i}`, createdAt: START })));
    expect(await list(lea, { limit: 1 })).toMatchObject({ last_read_id: last, unread: CHAT_UNREAD_MAX });
  });
});

describe('a member removed from the league', () => {
  it('reads nothing of its room any more, and his messages stay', async () => {
    const gone = await loggedIn(t, { username: 'Partant' });
    const his = await post(gone, 'Je reste un peu');
    const removed = await t.as(admin).call(liguesCalls.removeMember, { user_id: gone.id });
    expect(removed.statusCode).toBe(200);
    for (const res of [await t.as(gone).call(chatCalls.list, {}), await t.as(gone).call(chatCalls.post, { text: 'Coucou ?' })]) {
      expect([res.statusCode, res.json().message]).toEqual([403, LIGUES_MSG.noLeague]);
    }
    const [member] = await t.db
      .select()
      .from(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, league), eq(leagueMembers.userId, gone.id)));
    expect(member?.active).toBe(false);
    expect((await list(lea)).messages.find((m: ChatMessage) => m.id === his.id)?.text).toBe('Je reste un peu');
    expect((await list(lea)).members.map((m: { id: number }) => m.id)).not.toContain(gone.id);
    // His league's admin may still delete one of them.
    expect((await list(admin)).messages.find((m: ChatMessage) => m.id === his.id)).toMatchObject({ admin_delete: true });
    const deleted = await t.as(admin).call(chatCalls.delete, { id: his.id });
    expect(deleted.json().chat_message).toMatchObject({ deleted: 'admin', text: '' });
  });
});
