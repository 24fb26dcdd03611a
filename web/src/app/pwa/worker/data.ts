import { dataSource } from '../protocol';
import { CONFIG } from './config';
import type { FetchEvent, WorkerScope } from './scope';

const DATA = 'poolfoot-data';

/** Set on an answer that came from the kept data, not from the server (docs/app.md). */
const OFFLINE_HEADER = 'x-poolfoot-offline';

/** Whether a request is a call of the API (/backend/api/). */
export const isApiCall = (path: string) => path.startsWith(CONFIG.apiPrefix);

/** Whether a call's answer may be kept: a GET's but the live stream's, the session's and the account's; a read by POST's. */
export const keepsAnswer = (method: string, path: string) =>
  method === 'GET' ? !CONFIG.neverKept.includes(path) : CONFIG.postReads.includes(path);

/** Whether a call changes who asks, or in which league: what the same addresses answer then changes. */
export const changesSession = (path: string) => CONFIG.sessionChanges.includes(path);

/** Bumped at each drop: an answer that was on its way when the data was dropped is not kept. */
let generation = 0;

/** Drops every kept answer (a logout, another account or league, a session the server no longer knows). */
export async function dropData() {
  generation += 1;
  await caches.delete(DATA);
}

/**
 * What an answer is kept under: a GET, its own request; a read by POST (which the Cache API does not keep), a GET of
 * its address with its body in the query.
 */
async function keyOf(request: Request) {
  if (request.method === 'GET') return request;
  const url = new URL(request.url);
  url.searchParams.set('body', await request.clone().text());
  return new Request(url);
}

/**
 * An API read, network first: the server's answer, its copy kept when it is a success (200) from this site; when the
 * server cannot be reached, the last answer kept for that call, marked (OFFLINE_HEADER), else the failure. The page
 * that asked is told where its data came from (the « hors ligne » notice).
 */
export async function networkFirst(scope: WorkerScope, event: FetchEvent): Promise<Response> {
  const { request } = event;
  const started = generation;
  const key = await keyOf(request);
  let answer: Response;
  try {
    answer = await fetch(request);
  } catch (failure) {
    tell(scope, event.clientId, true);
    const kept = await caches.match(key, { cacheName: DATA, ignoreVary: true });
    if (!kept) throw failure;
    return marked(kept);
  }
  tell(scope, event.clientId, false);
  if (answer.status === 401) event.waitUntil(dropData());
  else if (answer.status === 200 && answer.type === 'basic') event.waitUntil(keep(key, answer.clone(), started));
  return answer;
}

/**
 * Keeps an answer unless the data was dropped since its call left. Opening the cache makes it again: an answer that
 * comes back just after a drop (a logout while the page was reading) must not leave an empty cache of the session behind
 * either, so a drop seen once it is open drops it again.
 */
async function keep(key: Request, answer: Response, started: number) {
  if (generation !== started) return;
  const cache = await caches.open(DATA);
  if (generation === started) await cache.put(key, answer);
  else await caches.delete(DATA);
}

function marked(kept: Response) {
  const headers = new Headers(kept.headers);
  headers.set(OFFLINE_HEADER, '1');
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}

function tell(scope: WorkerScope, clientId: string, offline: boolean) {
  if (!clientId) return;
  void scope.clients.get(clientId).then((page) => page?.postMessage(dataSource(offline)));
}
