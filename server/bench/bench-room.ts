/**
 * Bench of the league's room, « Vestiaire ». Two figures:
 *  1. a message posted to the demo's league of 12 with its 12 pages open (one per member, each its own session): the
 *     real server in its own process (PGlite, the draft demo), each page stand-in holding the live stream of the topic
 *     'chat' and, at each change, reading the room's newest page (chat/list.php) as the page does; the time from the
 *     post sent to the message read by the last of the 12 pages, each member posting in turn (aim: under a second);
 *  2. a room of 10,000 messages (a reply every 7th, two reactions every 10th) read page by page from the newest to
 *     the oldest (chat/list.php, 50 a page, 200 pages) through app.inject, twice (the second counts): the first pages
 *     against the last ones, so that the oldest are no slower to reach, and the unread count with all of them unread
 *     (chat/list.php?limit=1).
 * Run: cd server && npx tsx bench/bench-room.ts   (the second on PostgreSQL: DATABASE_URL=… npx tsx bench/bench-room.ts)
 */
import { performance } from 'node:perf_hooks';
import { CHAT_PAGE, CHAT_UNREAD_MAX, type ChatPage, chatCalls, liveCalls, urlOf } from '@poolfoot/domain';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { chatMessages, chatReactions, leagues } from '../src/db/schema.js';
import { DEMO_PASSWORD, seedDemo } from '../src/demo/index.js';
import { loginCookie, startRealServer } from './real-server.js';

const POOLERS = 12;
const WARMUP = 3;
const ROUNDS = 30;
const ROOM = 10_000;
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
const median = (xs: number[]) => q(xs, 0.5);
const ms = (n: number) => `${n.toFixed(1)} ms`;
const email = (n: number) => `pooler${n}@poolfoot.test`;

/** A member's page of the room: its live stream, and the newest message it has read after each change. */
async function openPage(url: string, cookie: string) {
  const seen = new Map<number, number>();
  let newest = 0;
  let reading: Promise<void> | null = null;
  let again = false;
  const read = async () => {
    const res = await fetch(`${url}${urlOf(chatCalls.list)}`, { headers: { cookie } });
    const page = (await res.json()) as ChatPage;
    const now = performance.now();
    for (const m of page.messages) if (!seen.has(m.id)) seen.set(m.id, now);
    newest = Math.max(newest, page.messages.at(-1)?.id ?? 0);
  };
  // A change heard while the room is being read is read again once that read is over (as the query cache does).
  const refresh = () => {
    if (reading) {
      again = true;
      return;
    }
    reading = read().finally(() => {
      reading = null;
      if (again) {
        again = false;
        refresh();
      }
    });
  };
  const stream = await fetch(`${url}${urlOf(liveCalls.stream)}?topics=chat`, { headers: { cookie } });
  const reader = stream.body?.getReader();
  if (!reader) throw new Error('pas de flux');
  const decoder = new TextDecoder();
  let buffer = '';
  let ready: () => void = () => {};
  const opened = new Promise<void>((r) => {
    ready = r;
  });
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (event.includes('event: ready')) ready();
        if (event.includes('event: change')) refresh();
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  await opened;
  await read();
  return { seenAt: (id: number) => seen.get(id), close: () => reader.cancel() };
}

/** Figure 1: a message to the 12 open pages of the league, the time to the last of them. */
async function livePages() {
  const server = await startRealServer({ port: Number(process.env.BENCH_PORT ?? 3391), demo: 'draft' });
  try {
    const cookies = await Promise.all(Array.from({ length: POOLERS }, (_, i) => loginCookie(server.url, email(i + 1), DEMO_PASSWORD)));
    const pages = await Promise.all(cookies.map((c) => openPage(server.url, c)));
    const last: number[] = [];
    const first: number[] = [];
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      const cookie = cookies[round % POOLERS] ?? '';
      const t0 = performance.now();
      const res = await fetch(`${server.url}${urlOf(chatCalls.post)}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ text: `Message ${round} pour les douze` }),
      });
      if (!res.ok) throw new Error(`chat/post.php : ${res.status} ${await res.text()}`);
      const id = ((await res.json()) as { chat_message: { id: number } }).chat_message.id;
      const deadline = Date.now() + 10_000;
      while (pages.some((p) => p.seenAt(id) === undefined)) {
        if (Date.now() > deadline) throw new Error(`message ${id} : pas lu par toutes les pages en 10 s`);
        await new Promise((r) => setTimeout(r, 2));
      }
      const times = pages.map((p) => (p.seenAt(id) ?? 0) - t0);
      if (round >= WARMUP) {
        last.push(Math.max(...times));
        first.push(Math.min(...times));
      }
    }
    for (const p of pages) await p.close();
    console.log(`Un message, ${POOLERS} pages ouvertes (vrai serveur, PGlite, ${ROUNDS} messages) :`);
    console.log(
      `  jusqu'à la dernière page : médiane ${ms(median(last))}, p95 ${ms(q(last, 0.95))}, max ${ms(Math.max(...last))} ; première page : médiane ${ms(median(first))}`,
    );
  } finally {
    await server.stop();
  }
}

/** Figure 2: a room of 10,000 messages read page by page, newest to oldest. */
async function bigRoom() {
  const url = process.env.DATABASE_URL;
  const database: Database = url ? await openPostgres(url) : await openPglite(':memory:');
  await seedDemo(database.db, { now: new Date() });
  const config = loadConfig({ APP_URL: 'http://poolfoot.test', WEB_DIST: '/nonexistent' });
  const app = await buildApp({ ctx: { database, config, now: () => new Date(), mailer: { send: async () => {} } } });
  try {
    const [league] = await database.db.select({ id: leagues.id }).from(leagues).orderBy(leagues.id).limit(1);
    const leagueId = league?.id ?? 0;
    const start = Date.now() - ROOM * 60_000;
    for (let from = 0; from < ROOM; from += 1000) {
      const rows = Array.from({ length: 1000 }, (_, k) => {
        const n = from + k;
        return {
          leagueId,
          userId: (n % POOLERS) + 1,
          text: `Message ${n} : ${'bla '.repeat(n % 40)}`,
          createdAt: new Date(start + n * 60_000),
        };
      });
      const ids = await database.db.insert(chatMessages).values(rows).returning({ id: chatMessages.id });
      await database.db.insert(chatReactions).values(
        ids
          .filter((_, k) => k % 10 === 0)
          .flatMap((m) => [
            { leagueId, messageId: m.id, userId: 1, emoji: '🔥', at: new Date() },
            { leagueId, messageId: m.id, userId: 2, emoji: '😂', at: new Date() },
          ]),
      );
    }
    // A reply every 7th message, to the one before it.
    await database.db
      .update(chatMessages)
      .set({ replyTo: sql`${chatMessages.id} - 1` })
      .where(and(eq(chatMessages.leagueId, leagueId), sql`${chatMessages.id} % 7 = 0`));
    // The planner's statistics of the room as the server keeps them (db/statistics.ts on PGlite, autovacuum on
    // PostgreSQL) some time after such a load; right after it, without them, the newest pages took a sort of the room.
    await database.db.execute(sql`analyze`);
    const login = await app.inject({
      method: 'POST',
      url: '/backend/api/auth/login.php',
      payload: { email: email(3), password: DEMO_PASSWORD },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const list = async (query: string) => {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: `${urlOf(chatCalls.list)}${query}`, headers: { cookie } });
      const took = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`chat/list.php${query} : ${res.statusCode} ${res.body}`);
      return { page: res.json() as ChatPage, took };
    };
    // The whole room read twice: the first time warms the server (its code, the database's pages), the second counts.
    let times: number[] = [];
    let read = 0;
    for (let pass = 0; pass < 2; pass++) {
      times = [];
      read = 0;
      let before: number | undefined;
      for (;;) {
        const { page, took } = await list(before === undefined ? '' : `?before_id=${before}`);
        times.push(took);
        read += page.messages.length;
        if (!page.more) break;
        before = page.messages[0]?.id;
      }
    }
    const counts: number[] = [];
    for (let i = 0; i < 50; i++) counts.push((await list('?limit=1')).took);
    console.log(`Un vestiaire de ${ROOM} messages (${database.kind}, ${times.length} pages de ${CHAT_PAGE}, ${read} messages lus) :`);
    console.log(
      `  les 10 premières pages : médiane ${ms(median(times.slice(0, 10)))} ; les 10 dernières : médiane ${ms(median(times.slice(-10)))} ; toutes : p95 ${ms(q(times, 0.95))}, max ${ms(Math.max(...times))}`,
    );
    console.log(
      `  le compte des non-lus (${ROOM} non lus, compté jusqu'à ${CHAT_UNREAD_MAX} ; chat/list.php?limit=1) : médiane ${ms(median(counts))}, p95 ${ms(q(counts, 0.95))}`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

async function main() {
  if (!process.env.DATABASE_URL) await livePages();
  await bigRoom();
}

main().catch((err: Error) => {
  console.error(err);
  process.exit(1);
});
