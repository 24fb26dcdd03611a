import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { type Joueur, type JoueurInput, joueurInput, JOUEURS_MSG, posteSchema } from '@poolfoot/domain';
import type { Db, Tx } from '../../db/client.js';
import { crossLeague } from '../../db/league-scope.js';
import { clubs, compoSlots, compos, draftPicks, joueurs, mercatoMoves, playerPoints, playerStats, teamPlayers } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { refusePastSeason } from '../journees/index.js';
import { byIndex, checkRows, knownSeasons, pastSeasonRow, refuseWhere } from '../clubs/index.js';
import { FOREIGN_KEY_VIOLATION, mapViolation, UNIQUE_VIOLATION } from '../../db/pg-error.js';

const selection = {
  id: joueurs.id,
  nom: joueurs.nom,
  prenom: joueurs.prenom,
  surnom: joueurs.surnom,
  lfp_id: joueurs.lfpId,
  short_opta_id: joueurs.shortOptaId,
  club_id: joueurs.clubId,
  club_name: clubs.name,
  club_official_name: clubs.officialName,
  poste: joueurs.poste,
  numero: joueurs.numero,
  saison_id: joueurs.saisonId,
  total: joueurs.totalPrev,
};

/** A stored position outside the six (never written by this API) reads as GB rather than failing the list. */
const readPoste = posteSchema.catch('GB');
const toJoueur = (r: Omit<Joueur, 'poste'> & { poste: string }): Joueur => ({ ...r, poste: readPoste.parse(r.poste) });

const baseQuery = (db: Db | Tx) => db.select(selection).from(joueurs).innerJoin(clubs, eq(clubs.id, joueurs.clubId));

const columns = (j: JoueurInput) => ({
  nom: j.nom,
  prenom: j.prenom,
  surnom: j.surnom,
  lfpId: j.lfp_id,
  shortOptaId: j.short_opta_id,
  clubId: j.club_id,
  poste: j.poste,
  numero: j.numero,
  saisonId: j.saison_id,
});

/** Every player of the active season with his club's names, by name. */
export async function listJoueurs(db: Db) {
  const saison = await getSetting(db, 'saison');
  const rows = await baseQuery(db).where(eq(joueurs.saisonId, saison.id)).orderBy(asc(joueurs.nom), asc(joueurs.prenom), asc(joueurs.id));
  return rows.map(toJoueur);
}

/** The clubs a player of the season may belong to (the select's options), by name. */
export async function clubOptions(db: Db, saisonId?: number) {
  const season = saisonId ?? (await getSetting(db, 'saison')).id;
  return db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(eq(clubs.saisonId, season))
    .orderBy(asc(clubs.name), asc(clubs.id));
}

export async function getJoueur(db: Db, id: number) {
  const [row] = await baseQuery(db).where(eq(joueurs.id, id));
  if (!row) throw notFound(JOUEURS_MSG.notFound);
  return toJoueur(row);
}

/** Refuses an unknown season, or a club that is not of the player's season. */
async function checkRefs(db: Db | Tx, j: JoueurInput) {
  if (!(await knownSeasons(db, [j.saison_id])).has(j.saison_id)) throw badRequest(JOUEURS_MSG.unknownSeason);
  await refusePastSeason(db, j.saison_id);
  const [club] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(and(eq(clubs.id, j.club_id), eq(clubs.saisonId, j.saison_id)));
  if (!club) throw badRequest(JOUEURS_MSG.unknownClub(j.club_id));
}

const uniqueLfpId = <T>(j: JoueurInput, write: () => Promise<T>) =>
  mapViolation(UNIQUE_VIOLATION, write, () => conflict(JOUEURS_MSG.duplicateLfpId(j.lfp_id)));

export async function createJoueur(db: Db, j: JoueurInput) {
  await checkRefs(db, j);
  const [row] = await uniqueLfpId(j, () => db.insert(joueurs).values(columns(j)).returning({ id: joueurs.id }));
  if (!row) throw new Error('joueur not created');
  return row.id;
}

/** Updates a player; an admin changing the position marks it manual so league syncs keep it. */
export async function updateJoueur(db: Db, id: number, j: JoueurInput) {
  const [cur] = await db.select({ saisonId: joueurs.saisonId }).from(joueurs).where(eq(joueurs.id, id));
  if (cur) await refusePastSeason(db, cur.saisonId);
  await checkRefs(db, j);
  const rows = await uniqueLfpId(j, () =>
    db
      .update(joueurs)
      .set({ ...columns(j), posteManual: sql`${joueurs.posteManual} or ${joueurs.poste} <> ${j.poste}` })
      .where(eq(joueurs.id, id))
      .returning({ id: joueurs.id }),
  );
  if (!rows.length) throw notFound(JOUEURS_MSG.notFound);
}

/** What may refer to a player, and what to say when it does. */
const references = (id: number) => [
  { message: JOUEURS_MSG.inTeam, table: teamPlayers, where: eq(teamPlayers.joueurId, id) },
  { message: JOUEURS_MSG.drafted, table: draftPicks, where: eq(draftPicks.joueurId, id) },
  { message: JOUEURS_MSG.inLineup, table: compoSlots, where: eq(compoSlots.joueurId, id) },
  { message: JOUEURS_MSG.inLineup, table: compos, where: eq(compos.capitaineJoueurId, id) },
  { message: JOUEURS_MSG.hasStats, table: playerStats, where: eq(playerStats.joueurId, id) },
  { message: JOUEURS_MSG.hasStats, table: playerPoints, where: eq(playerPoints.joueurId, id) },
  { message: JOUEURS_MSG.inMercato, table: mercatoMoves, where: or(eq(mercatoMoves.oldJoueurId, id), eq(mercatoMoves.newJoueurId, id)) },
];

/** Deletes a player nothing refers to (team, draft, lineup, stats, mercato); otherwise says why not. */
export async function deleteJoueur(db: Db, id: number) {
  await mapViolation(
    FOREIGN_KEY_VIOLATION,
    () =>
      db.transaction(async (tx) => {
        // Locking the row makes a concurrent reference wait for this delete (and then fail on its foreign key).
        const [row] = await tx.select({ id: joueurs.id, saisonId: joueurs.saisonId }).from(joueurs).where(eq(joueurs.id, id)).for('update');
        if (!row) throw notFound(JOUEURS_MSG.notFound);
        await refusePastSeason(tx, row.saisonId);
        for (const ref of references(id)) {
          const [hit] = await crossLeague(
            'playerInUse',
            async () => await tx.select({ one: sql`1` }).from(ref.table).where(ref.where).limit(1),
          );
          if (hit) throw conflict(ref.message);
        }
        await tx.delete(joueurs).where(eq(joueurs.id, id));
      }),
    () => conflict(JOUEURS_MSG.referenced),
  );
}

/**
 * Imports players: each valid row is created or updated, keyed by lfp_id within its season (a
 * position an admin set by hand is kept); each invalid row (bad field, lfp_id twice in the file,
 * unknown club) comes back with its index and the reason. Valid rows are written in one transaction.
 */
export async function importJoueurs(db: Db, rows: unknown[]) {
  const saison = await getSetting(db, 'saison');
  const checked = checkRows({
    rows,
    schema: joueurInput,
    activeSaison: saison.id,
    keyOf: (j) => j.lfp_id,
    duplicate: JOUEURS_MSG.duplicateInFile,
  });
  const { errors } = checked;
  const seasonsOk = await knownSeasons(
    db,
    checked.valid.map((v) => v.row.saison_id),
  );
  const clubIds = [...new Set(checked.valid.map((v) => v.row.club_id))];
  const clubSeason = new Map(
    clubIds.length
      ? (await db.select({ id: clubs.id, saisonId: clubs.saisonId }).from(clubs).where(inArray(clubs.id, clubIds))).map((c) => [
          c.id,
          c.saisonId,
        ])
      : [],
  );
  const valid = refuseWhere(checked.valid, errors, (j) => {
    if (!seasonsOk.has(j.saison_id)) return `saison_id : ${JOUEURS_MSG.unknownSeason}`;
    const past = pastSeasonRow(j.saison_id, saison.id);
    if (past) return past;
    return clubSeason.get(j.club_id) === j.saison_id ? null : JOUEURS_MSG.unknownClub(j.club_id);
  });

  const created = await db.transaction(async (tx) => {
    let fresh = 0;
    for (const saisonId of new Set(valid.map((v) => v.row.saison_id))) {
      const inSeason = valid.filter((v) => v.row.saison_id === saisonId).map((v) => v.row);
      for (let i = 0; i < inSeason.length; i += 500) {
        const chunk = inSeason.slice(i, i + 500);
        const existing = await tx
          .select({ lfpId: joueurs.lfpId })
          .from(joueurs)
          .where(
            and(
              eq(joueurs.saisonId, saisonId),
              inArray(
                joueurs.lfpId,
                chunk.map((j) => j.lfp_id),
              ),
            ),
          )
          .for('update');
        fresh += chunk.length - existing.length;
        await tx
          .insert(joueurs)
          .values(chunk.map(columns))
          .onConflictDoUpdate({
            target: [joueurs.saisonId, joueurs.lfpId],
            set: {
              nom: sql`excluded.nom`,
              prenom: sql`excluded.prenom`,
              surnom: sql`excluded.surnom`,
              shortOptaId: sql`excluded.short_opta_id`,
              clubId: sql`excluded.club_id`,
              poste: sql`case when ${joueurs.posteManual} then ${joueurs.poste} else excluded.poste end`,
              numero: sql`excluded.numero`,
            },
          });
      }
    }
    return fresh;
  });
  const updated = valid.length - created;
  errors.sort(byIndex);
  return { created, updated, errors, message: JOUEURS_MSG.importDone(created, updated, errors.length) };
}
