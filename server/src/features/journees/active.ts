import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { journees } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';

/** RULES.md: the active matchday is the lowest-numbered matchday of the season whose status is not 9. */
export async function activeJournee(db: Db | Tx) {
  const saison = await getSetting(db, 'saison');
  const [row] = await db
    .select()
    .from(journees)
    .where(and(eq(journees.saisonId, saison.id), ne(journees.status, 9)))
    .orderBy(asc(journees.numjournee))
    .limit(1);
  return { saisonId: saison.id, journee: row ?? null };
}

/** The first matchday of the season that has not started (status 0): where a mercato move takes effect. */
export async function firstNotStartedJournee(db: Db | Tx) {
  const saison = await getSetting(db, 'saison');
  const [row] = await db
    .select()
    .from(journees)
    .where(and(eq(journees.saisonId, saison.id), eq(journees.status, 0)))
    .orderBy(asc(journees.numjournee))
    .limit(1);
  return row ?? null;
}
