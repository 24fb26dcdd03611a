import { randomInt } from 'node:crypto';
import { Generation, generationOf } from './generation.js';
import type { PgListener } from './pg-listener.js';

/** Where PostgreSQL says that a transaction wrote (write-notices.ts); the payload does not matter. */
export const WRITES_CHANNEL = 'poolfoot_writes';
/** A catch-up that has not come back by then: the listening connection is judged dead and replaced. */
const CATCH_UP_TIMEOUT_MS = 2_000;

type Link = Pick<PgListener, 'listen' | 'notifyHere' | 'onConnection' | 'reconnect'>;

/**
 * The generation of a PostgreSQL database that several processes write to. Every committed write, from
 * any process or any other client, notifies WRITES_CHANNEL in its own transaction (a trigger on every
 * table): the notice exists if and only if the write committed, and this process bumps the generation
 * when the notice reaches its listening connection.
 *
 * A notice travels for a moment after the commit. So a request first awaits catchUp(): this process
 * sends a notice to itself through its listening connection and waits for it to come back; PostgreSQL
 * delivers notices in commit order, so by then every write committed before the request arrived has
 * bumped the generation, and an answer kept from before it is gone. Concurrent requests share one
 * round trip (each joins the first one sent after it arrived).
 *
 * While the listening connection is down (notices may be lost), the generation is unknown: each
 * reading of it is a new value, so no cache keeps or serves anything until it listens again.
 */
export class SharedGeneration extends Generation {
  readonly #link: Link;
  readonly #channel = `poolfoot_sync_${Array.from({ length: 12 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;
  readonly #waiting = new Map<string, () => void>();
  #sent = 0;
  #connected = false;
  #known = false;
  #inFlight: Promise<void> | null = null;
  #queued: Promise<void> | null = null;

  constructor(link: Link) {
    super();
    this.#link = link;
  }

  override get value() {
    if (!this.#known) super.bump();
    return super.value;
  }

  /** Whether answers can be kept now (the listening connection is up). */
  get known() {
    return this.#known;
  }

  /** Listens for the write notices and for its own catch-up notices; known from then on while connected. */
  async start() {
    this.#link.onConnection((connected) => {
      this.#connected = connected;
      this.#known = connected;
      super.bump();
      if (!connected) this.#releaseAll();
    });
    await Promise.all([
      this.#link.listen(WRITES_CHANNEL, () => super.bump()),
      this.#link.listen(this.#channel, (payload) => this.#waiting.get(payload)?.()),
    ]);
    super.bump();
    this.#known = this.#connected;
  }

  /** Resolves once every write committed before the call has bumped the generation (at once when unknown). */
  catchUp(): Promise<void> {
    if (!this.#known) return Promise.resolve();
    if (!this.#inFlight) return this.#send();
    // The round trip under way may have left before this call: join the next one.
    this.#queued ??= this.#inFlight.then(() => {
      this.#queued = null;
      return this.#send();
    });
    return this.#queued;
  }

  #send(): Promise<void> {
    const trip = this.#roundTrip().finally(() => {
      if (this.#inFlight === trip) this.#inFlight = null;
    });
    this.#inFlight = trip;
    return trip;
  }

  async #roundTrip() {
    if (!this.#known) return;
    const payload = String(++this.#sent);
    let timer: NodeJS.Timeout | undefined;
    const back = new Promise<boolean>((resolve) => {
      this.#waiting.set(payload, () => resolve(true));
      timer = setTimeout(() => resolve(false), CATCH_UP_TIMEOUT_MS);
    });
    try {
      await this.#link.notifyHere(this.#channel, payload);
      if (!(await back)) this.#link.reconnect();
    } catch {
      this.#link.reconnect();
    } finally {
      clearTimeout(timer);
      this.#waiting.delete(payload);
    }
  }

  #releaseAll() {
    for (const release of this.#waiting.values()) release();
  }
}

/** Awaits the catch-up of the database's generation when it is shared (PostgreSQL); nothing to wait for on PGlite. */
export async function catchUp(db: object) {
  const generation = generationOf(db);
  if (generation instanceof SharedGeneration) await generation.catchUp();
}
