import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { type Club, CLUBS_MSG, type ClubInput, clubInput } from '@poolfoot/domain';
import type { Db, Tx } from '../../db/client.js';
import { clubs, joueurs, matchlfps, playerStats } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { refusePastSeason } from '../journees/index.js';
import { byIndex, checkRows, knownSeasons, pastSeasonRow, refuseWhere } from './import-rows.js';
import { FOREIGN_KEY_VIOLATION, mapViolation, UNIQUE_VIOLATION } from '../../db/pg-error.js';

type ClubRow = typeof clubs.$inferSelect;

const toClub = (c: ClubRow): Club => ({
  id: c.id,
  name: c.name,
  official_name: c.officialName,
  club_id: c.clubId,
  saison_id: c.saisonId,
  transfermarkt_url: c.transfermarktUrl,
});

const columns = (c: ClubInput) => ({
  name: c.name,
  officialName: c.official_name,
  clubId: c.club_id,
  saisonId: c.saison_id,
  transfermarktUrl: c.transfermarkt_url,
});

/** The active season's clubs, by name. */
export async function listClubs(db: Db) {
  const saison = await getSetting(db, 'saison');
  const rows = await db.select().from(clubs).where(eq(clubs.saisonId, saison.id)).orderBy(asc(clubs.name), asc(clubs.id));
  return rows.map(toClub);
}

export async function getClub(db: Db | Tx, id: number) {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, id));
  if (!row) throw notFound(CLUBS_MSG.notFound);
  return toClub(row);
}

async function checkSeason(db: Db | Tx, saisonId: number) {
  if (!(await knownSeasons(db, [saisonId])).has(saisonId)) throw badRequest(CLUBS_MSG.unknownSeason);
  await refusePastSeason(db, saisonId);
}

/** A club of a past season stays as it was. */
async function refusePastClub(db: Db | Tx, id: number) {
  const [row] = await db.select({ saisonId: clubs.saisonId }).from(clubs).where(eq(clubs.id, id));
  if (row) await refusePastSeason(db, row.saisonId);
}

const uniqueExtId = <T>(input: ClubInput, write: () => Promise<T>) =>
  mapViolation(UNIQUE_VIOLATION, write, () => conflict(CLUBS_MSG.duplicateExtId(input.club_id ?? '')));

export async function createClub(db: Db, input: ClubInput) {
  await checkSeason(db, input.saison_id);
  const [row] = await uniqueExtId(input, () => db.insert(clubs).values(columns(input)).returning({ id: clubs.id }));
  if (!row) throw new Error('club not created');
  return row.id;
}

export async function updateClub(db: Db, id: number, input: ClubInput) {
  await refusePastClub(db, id);
  await checkSeason(db, input.saison_id);
  const rows = await uniqueExtId(input, () => db.update(clubs).set(columns(input)).where(eq(clubs.id, id)).returning({ id: clubs.id }));
  if (!rows.length) throw notFound(CLUBS_MSG.notFound);
}

/** Deletes a club nothing refers to; a club with players, league matches or stat lines stays. */
export async function deleteClub(db: Db, id: number) {
  await mapViolation(
    FOREIGN_KEY_VIOLATION,
    () =>
      db.transaction(async (tx) => {
        const [club] = await tx.select({ id: clubs.id, saisonId: clubs.saisonId }).from(clubs).where(eq(clubs.id, id)).for('update');
        if (!club) throw notFound(CLUBS_MSG.notFound);
        await refusePastSeason(tx, club.saisonId);
        const [[players], [matches], [stats]] = await Promise.all([
          tx.select({ n: count() }).from(joueurs).where(eq(joueurs.clubId, id)),
          tx
            .select({ n: count() })
            .from(matchlfps)
            .where(or(eq(matchlfps.homeClubId, id), eq(matchlfps.awayClubId, id))),
          tx.select({ n: count() }).from(playerStats).where(eq(playerStats.clubId, id)),
        ]);
        if (players?.n) throw conflict(CLUBS_MSG.hasPlayers(players.n));
        if (matches?.n) throw conflict(CLUBS_MSG.hasMatches(matches.n));
        if (stats?.n) throw conflict(CLUBS_MSG.hasStats);
        await tx.delete(clubs).where(eq(clubs.id, id));
      }),
    () => conflict(CLUBS_MSG.referenced),
  );
}

/** An imported club must carry its external id: it is the import's key. */
const clubImportRow = clubInput.refine((c) => c.club_id !== null, { error: CLUBS_MSG.importExtIdRequired, path: ['club_id'] });

/**
 * Imports clubs: each valid row is created or updated, keyed by its external id (club_id) within
 * its season; each invalid row comes back with its index and the reason. Valid rows are written in
 * one transaction.
 */
export async function importClubs(db: Db, rows: unknown[]) {
  const saison = await getSetting(db, 'saison');
  const checked = checkRows({
    rows,
    schema: clubImportRow,
    activeSaison: saison.id,
    keyOf: (c) => c.club_id ?? '',
    duplicate: CLUBS_MSG.duplicateInFile,
  });
  const { errors } = checked;
  const seasonsOk = await knownSeasons(
    db,
    checked.valid.map((v) => v.row.saison_id),
  );
  const valid = refuseWhere(checked.valid, errors, (c) =>
    seasonsOk.has(c.saison_id) ? pastSeasonRow(c.saison_id, saison.id) : `saison_id : ${CLUBS_MSG.unknownSeason}`,
  );

  const created = await db.transaction(async (tx) => {
    let fresh = 0;
    for (const saisonId of new Set(valid.map((v) => v.row.saison_id))) {
      const inSeason = valid.filter((v) => v.row.saison_id === saisonId).map((v) => v.row);
      const keys = inSeason.map((c) => c.club_id ?? '');
      const existing = await tx
        .select({ id: clubs.id })
        .from(clubs)
        .where(and(eq(clubs.saisonId, saisonId), inArray(clubs.clubId, keys)))
        .for('update');
      fresh += inSeason.length - existing.length;
      await tx
        .insert(clubs)
        .values(inSeason.map(columns))
        .onConflictDoUpdate({
          target: [clubs.saisonId, clubs.clubId],
          targetWhere: sql`${clubs.clubId} is not null`,
          set: { name: sql`excluded.name`, officialName: sql`excluded.official_name`, transfermarktUrl: sql`excluded.transfermarkt_url` },
        });
    }
    return fresh;
  });
  const updated = valid.length - created;
  errors.sort(byIndex);
  return { created, updated, errors, message: CLUBS_MSG.importDone(created, updated, errors.length) };
}
