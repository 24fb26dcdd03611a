import { SAISON_MSG, seasonName } from '@poolfoot/domain';
import { and, asc, eq, ne, not, type SQL, sql } from 'drizzle-orm';
import type { Db, Q, Tx } from '../../db/client.js';
import { journees, seasons } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { generationMemo } from '../../db/generation.js';
import { getSetting } from '../../db/settings.js';

type ActiveJournee = { saisonId: number; journee: typeof journees.$inferSelect | null };

/**
 * RULES.md: the active matchday is the lowest-numbered matchday of the season whose status is not 9. The instance's,
 * read once while nothing is written (most pages of every league ask for it).
 */
export const activeJournee = (db: Db | Tx): Promise<ActiveJournee> => actives(db, 'active', () => readActiveJournee(db));

const actives = generationMemo<ActiveJournee>(1);

async function readActiveJournee(db: Db | Tx): Promise<ActiveJournee> {
  const saison = await getSetting(db, 'saison');
  const [row] = await db
    .select()
    .from(journees)
    .where(and(eq(journees.saisonId, saison.id), ne(journees.status, 9)))
    .orderBy(asc(journees.numjournee))
    .limit(1);
  return { saisonId: saison.id, journee: row ?? null };
}

/**
 * Whether a matchday (its journees row) has started at `now`, as SQL: its first kickoff has passed (the earliest of its
 * start_at and its league matches with a firm time; a time still to be confirmed never counts), or an admin set it in
 * progress or finished (status 1 or 9). By the clock: nothing has to be set for a matchday to start.
 */
export const journeeStarted = (now: Date): SQL<boolean> => {
  const at = sql`${now.toISOString()}::timestamptz`;
  // Written with the table's name: drizzle leaves columns unqualified in a one-table select, where the subquery's
  // "id" would be the match's own.
  return sql<boolean>`("journees"."status" <> 0 or "journees"."start_at" <= ${at} or exists (
    select 1 from matchlfps m where m.journee_id = "journees"."id" and not m.kickoff_unknown and m.kickoff_at <= ${at}))`;
};

/**
 * The first matchday of the season that has not started at `now` (journeeStarted): where every change of ownership (a
 * mercato pick, an admin's move edit, exchange or replacement) takes effect at the earliest, so that none reaches a
 * matchday being played, whose lineups are locked as their clubs kick off.
 */
export async function firstOpenJournee(db: Q, now: Date) {
  const saison = await getSetting(db, 'saison');
  const [row] = await db
    .select()
    .from(journees)
    .where(and(eq(journees.saisonId, saison.id), not(journeeStarted(now))))
    .orderBy(asc(journees.numjournee))
    .limit(1);
  return row ?? null;
}

// Written with the table's name: drizzle leaves columns unqualified in a one-table select, where a subquery's "id"
// would be its own row's.
const SEASON_ID = sql.raw('"seasons"."id"');

/** Whether a row of `seasons` is finished: it has matchdays and every one is over (status 9). */
export const seasonFinished = sql<boolean>`exists (select 1 from journees j where j.saison_id = ${SEASON_ID})
  and not exists (select 1 from journees j where j.saison_id = ${SEASON_ID} and j.status <> 9)`;

/**
 * A write aimed at a season before the active one is refused, nothing written (a past season stays whole and
 * read-only; docs/saisons.md "Le passé en lecture seule"). The active season and one to come (prepared ahead) are written.
 */
export async function refusePastSeason(q: Q, saisonId: number) {
  if (saisonId >= (await getSetting(q, 'saison')).id) return;
  const [row] = await q.select({ nom: seasons.nom }).from(seasons).where(eq(seasons.id, saisonId));
  throw conflict(SAISON_MSG.pastReadOnly(row?.nom ?? seasonName(saisonId)));
}
