import { type Poste, STATS_MSG, type StatsPlayerPointsRow, type StatsPlayerRow, statsDetailLineSchema } from '@poolfoot/domain';
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { clubs, journees, joueurs, playerPoints, teamPlayers } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { notFound } from '../../http/errors.js';
import { teamJournee } from '../teams/index.js';

export type TotalsQuery = { saison_id?: number | undefined; until_journee?: number | undefined };

/** The season asked for (default: the active one) and the matchday the totals run to (default: its active one). */
export async function totalsScope(db: Db, query: TotalsQuery) {
  const saisonId = query.saison_id ?? (await getSetting(db, 'saison')).id;
  const until = query.until_journee ?? (await teamJournee(db, saisonId));
  return { saisonId, until };
}

/**
 * Each player's points total of a season up to a matchday, best first (then by name), with whether a
 * team owns him now. `top` keeps only players who have points rows, at most `limit` of them.
 */
export async function playerTotals(
  db: Db,
  scope: { saisonId: number; until: number },
  filter: { poste?: Poste | undefined; top?: number | undefined },
): Promise<StatsPlayerRow[]> {
  const sums = db
    .select({
      joueurId: playerPoints.joueurId,
      total: sql<number>`sum(${playerPoints.points})`.as('total'),
    })
    .from(playerPoints)
    .innerJoin(journees, eq(journees.id, playerPoints.journeeId))
    .where(and(eq(journees.saisonId, scope.saisonId), lte(journees.numjournee, scope.until)))
    .groupBy(playerPoints.joueurId)
    .as('sums');
  const owners = db
    .selectDistinct({ joueurId: teamPlayers.joueurId })
    .from(teamPlayers)
    .where(and(eq(teamPlayers.saisonId, scope.saisonId), isNull(teamPlayers.journeeOut)))
    .as('owners');
  const total = sql<number>`coalesce(${sums.total}, 0)::int`;
  const query = db
    .select({
      joueur_id: joueurs.id,
      prenom: joueurs.prenom,
      nom: joueurs.nom,
      club_id: joueurs.clubId,
      club_name: clubs.name,
      poste: joueurs.poste,
      total,
      owned: sql<boolean>`${owners.joueurId} is not null`,
    })
    .from(joueurs)
    .innerJoin(clubs, eq(clubs.id, joueurs.clubId))
    .leftJoin(sums, eq(sums.joueurId, joueurs.id))
    .leftJoin(owners, eq(owners.joueurId, joueurs.id))
    .where(
      and(
        eq(joueurs.saisonId, scope.saisonId),
        filter.poste ? eq(joueurs.poste, filter.poste) : undefined,
        filter.top ? sql`${sums.joueurId} is not null` : undefined,
      ),
    )
    .orderBy(desc(total), asc(joueurs.nom), asc(joueurs.prenom), asc(joueurs.id));
  const rows = filter.top ? await query.limit(filter.top) : await query;
  return rows.map((r) => ({ ...r, poste: r.poste as Poste }));
}

const detailSchema = z.array(statsDetailLineSchema).catch([]);

/** One player's points matchday by matchday in a season, with the detail of each. */
export async function playerPointsHistory(db: Db, joueurId: number, saisonId?: number) {
  const [joueur] = await db
    .select({
      joueur_id: joueurs.id,
      prenom: joueurs.prenom,
      nom: joueurs.nom,
      club_name: clubs.name,
      poste: joueurs.poste,
      saisonId: joueurs.saisonId,
    })
    .from(joueurs)
    .innerJoin(clubs, eq(clubs.id, joueurs.clubId))
    .where(eq(joueurs.id, joueurId));
  if (!joueur) throw notFound(STATS_MSG.joueurNotFound);
  const rows = await db
    .select({
      journee_id: journees.id,
      numjournee: journees.numjournee,
      points: playerPoints.points,
      played: playerPoints.played,
      detail: playerPoints.detail,
    })
    .from(playerPoints)
    .innerJoin(journees, eq(journees.id, playerPoints.journeeId))
    .where(and(eq(playerPoints.joueurId, joueurId), eq(journees.saisonId, saisonId ?? joueur.saisonId)))
    .orderBy(asc(journees.numjournee));
  const points: StatsPlayerPointsRow[] = rows.map((r) => ({ ...r, detail: detailSchema.parse(r.detail) }));
  const { saisonId: _s, ...who } = joueur;
  return { joueur: { ...who, poste: who.poste as Poste }, total: points.reduce((sum, r) => sum + r.points, 0), points };
}
