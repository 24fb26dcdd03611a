import { sql } from 'drizzle-orm';
import type { AutopilotState } from '../../db/autopilot-state.js';
import type { Db } from '../../db/client.js';
import { getSetting, setSetting } from '../../db/settings.js';

/** Every change of the autopilot's bookkeeping is serialised on this advisory lock, across server processes. */
const AUTOPILOT_LOCK_KEY = 730_207;

/**
 * Reads and changes the autopilot's bookkeeping in one transaction under the lock (as the pick clock decides a pick
 * on its locked row): what `change` claims (a sheet to read, a whistle seen, a matchday's results) is claimed by one
 * process only, and a restarted process finds it where it stands.
 */
export async function withState<T>(db: Db, change: (state: AutopilotState) => T): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUTOPILOT_LOCK_KEY})`);
    const before = await getSetting(tx, 'autopilot_state');
    const state = structuredClone(before);
    const out = change(state);
    // Written only when changed: every write tells each process's answer caches to forget (a tick runs every few seconds).
    if (JSON.stringify(state) !== JSON.stringify(before)) await setSetting(tx, 'autopilot_state', state);
    return out;
  });
}
