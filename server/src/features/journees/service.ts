import { type Journee, type JourneeInput, JOURNEES_MSG, MSG, parisLocalToUtc, utcToParisLocal } from '@poolfoot/domain';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { crossLeague } from '../../db/league-scope.js';
import { mapViolation, UNIQUE_VIOLATION } from '../../db/pg-error.js';
import { compos, journees, matchlfps, playerPoints, rencontres, resultats, seasons } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { refusePastSeason } from './active.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';

type JourneeRow = typeof journees.$inferSelect;

/** The answer's shape of a matchday row. */
export const toJournee = (j: JourneeRow): Journee => ({
  id: j.id,
  numjournee: j.numjournee,
  date: j.date,
  heure: j.heure,
  start_at: j.startAt.toISOString(),
  status: j.status,
  saison_id: j.saisonId,
});

/** A season's matchdays by number (the active season's unless one is named). */
export async function listJournees(db: Db, saisonId?: number) {
  const saison = saisonId ?? (await getSetting(db, 'saison')).id;
  const rows = await db.select().from(journees).where(eq(journees.saisonId, saison)).orderBy(asc(journees.numjournee));
  return rows.map(toJournee);
}

export async function getJournee(db: Db | Tx, id: number) {
  const [row] = await db.select().from(journees).where(eq(journees.id, id));
  if (!row) throw notFound(MSG.matchdayNotFound);
  return row;
}

export async function getJourneeByNum(db: Db, numjournee: number) {
  const saison = await getSetting(db, 'saison');
  const [row] = await db
    .select()
    .from(journees)
    .where(and(eq(journees.saisonId, saison.id), eq(journees.numjournee, numjournee)));
  if (!row) throw notFound(MSG.matchdayNotFound);
  return row;
}

/**
 * The stored fields of a matchday: date and heure are Paris wall-clock, start_at the instant they name.
 * A time in the spring-forward gap (02:30 on the last Sunday of March) moves to the first real time after
 * it, and date and heure are stored as that time, so the three always agree.
 */
function timing(input: Pick<JourneeInput, 'date' | 'heure'>) {
  let startAt: Date;
  try {
    startAt = parisLocalToUtc(input.date, input.heure);
  } catch {
    throw badRequest('Date requise (AAAA-MM-JJ).');
  }
  if (Number.isNaN(startAt.getTime())) throw badRequest('Date requise (AAAA-MM-JJ).');
  return { startAt, ...utcToParisLocal(startAt) };
}

async function assertSeason(tx: Tx, saisonId: number) {
  const [s] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, saisonId));
  if (!s) throw badRequest(JOURNEES_MSG.unknownSeason(saisonId));
  await refusePastSeason(tx, saisonId);
}

/** Runs a write that may hit the (saison, numjournee) unique index: a clash answers 409. */
const guardDuplicate = <T>(input: JourneeInput, write: () => Promise<T>): Promise<T> =>
  mapViolation(UNIQUE_VIOLATION, write, () => conflict(JOURNEES_MSG.duplicate(input.numjournee, input.saison_id)));

export async function createJournee(db: Db, input: JourneeInput) {
  return guardDuplicate(input, () =>
    db.transaction(async (tx) => {
      await assertSeason(tx, input.saison_id);
      const { startAt, date, heure } = timing(input);
      const [row] = await tx
        .insert(journees)
        .values({ numjournee: input.numjournee, date, heure, startAt, status: input.status ?? 0, saisonId: input.saison_id })
        .onConflictDoNothing({ target: [journees.saisonId, journees.numjournee] })
        .returning();
      if (!row) throw conflict(JOURNEES_MSG.duplicate(input.numjournee, input.saison_id));
      return row;
    }),
  );
}

/** Updates every field; the status is kept when not given. */
export async function updateJournee(db: Db, id: number, input: JourneeInput) {
  return guardDuplicate(input, () =>
    db.transaction(async (tx) => {
      await refusePastSeason(tx, (await getJournee(tx, id)).saisonId);
      await assertSeason(tx, input.saison_id);
      const [clash] = await tx
        .select({ id: journees.id })
        .from(journees)
        .where(and(eq(journees.saisonId, input.saison_id), eq(journees.numjournee, input.numjournee), ne(journees.id, id)));
      if (clash) throw conflict(JOURNEES_MSG.duplicate(input.numjournee, input.saison_id));
      const { startAt, date, heure } = timing(input);
      const [row] = await tx
        .update(journees)
        .set({
          numjournee: input.numjournee,
          date,
          heure,
          startAt,
          saisonId: input.saison_id,
          ...(input.status === undefined ? {} : { status: input.status }),
        })
        .where(eq(journees.id, id))
        .returning();
      if (!row) throw notFound(MSG.matchdayNotFound);
      return row;
    }),
  );
}

/**
 * Deletes a matchday that nothing points at. The row is locked first, so a row that would reference it
 * cannot slip in between the checks and the delete.
 */
export async function deleteJournee(db: Db, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(journees).where(eq(journees.id, id)).for('update');
    if (!row) throw notFound(MSG.matchdayNotFound);
    await refusePastSeason(tx, row.saisonId);
    const refs = [
      [JOURNEES_MSG.refs.matchs, matchlfps],
      [JOURNEES_MSG.refs.compos, compos],
      [JOURNEES_MSG.refs.rencontres, rencontres],
      [JOURNEES_MSG.refs.resultats, resultats],
      [JOURNEES_MSG.refs.points, playerPoints],
    ] as const;
    const found: string[] = [];
    for (const [label, table] of refs) {
      const [c] = await crossLeague(
        'matchdayInUse',
        async () => await tx.select({ n: count() }).from(table).where(eq(table.journeeId, id)),
      );
      if ((c?.n ?? 0) > 0) found.push(label);
    }
    if (found.length) throw conflict(JOURNEES_MSG.deleteRefused(row.numjournee, found.join(', ')));
    await tx.delete(journees).where(eq(journees.id, id));
    return row;
  });
}
