import type { PGlite } from '@electric-sql/pglite';
import type { Generation } from './generation.js';

/**
 * The tables whose planner statistics are missing or stale: never analyzed though they hold rows, or changed by more
 * rows than PostgreSQL's autovacuum waits for (autovacuum_analyze_threshold 50 plus autovacuum_analyze_scale_factor
 * 10 % of the rows last counted). The counters are those of this process (PGlite keeps none across a restart).
 */
const STALE = `
  select format('%I.%I', s.schemaname, s.relname) as name
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where (c.reltuples < 0 and pg_relation_size(c.oid) > 0) or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
  order by 1`;

/** Analyzes the tables whose statistics are missing or stale (STALE); returns their names. */
export async function analyzeStale(client: Pick<PGlite, 'query'>): Promise<string[]> {
  // The counters of the statements run so far, not those of a second ago.
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<{ name: string }>(STALE);
  for (const { name } of rows) await client.query(`analyze ${name}`);
  return rows.map((r) => r.name);
}

/**
 * PGlite runs no autovacuum: left alone, the planner never learns what the columns hold and picks nested loops over
 * whole tables (stats/top_players.php took 0.2 to 1 s on the demo season instead of some 20 ms; PGlite runs each
 * statement on the event loop, so every other request waited as long). This analyzes the stale tables as autovacuum
 * would: `everyMs` after the start, then every `everyMs` when something was written. Returns the function that stops it
 * (once the check under way, if any, is done).
 */
export function keepStatistics(client: PGlite, generation: Generation, everyMs = 10_000): () => Promise<void> {
  // The client as opened (its writes tracked, its slow statements told), not as later wrapped by whoever counts its calls.
  const own = { query: client.query.bind(client) };
  let checked = Number.NaN;
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    if (checked === generation.value) return;
    checked = generation.value;
    // An optimisation only: a failed check (the database closing) is tried again at the next write's tick.
    running = running
      .then(() => analyzeStale(own))
      .catch(() => {
        checked = Number.NaN;
      });
  };
  const timer = setInterval(check, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
