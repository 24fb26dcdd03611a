import { type Poste, STATS_MSG, type StatsPlayerPointsRow, type StatsPlayerRow, statsDetailLineSchema } from '@poolfoot/domain';
import { and, asc, desc, eq, exists, isNull, lte, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { clubs, journees, joueurs, playerPoints, teamPlayers, users } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { notFound } from '../../http/errors.js';
import { teamJournee } from '../teams/index.js';
import { poolerName } from '../users/index.js';

export type TotalsQuery = { saison_id?: number | undefined; until_journee?: number | undefined };

/** The season asked for (default: the active one) and the matchday the totals run to (default: its active one). */
export async function totalsScope(db: Db, query: TotalsQuery) {
  const saisonId = query.saison_id ?? (await getSetting(db, 'saison')).id;
  const until = query.until_journee ?? (await teamJournee(db, saisonId));
  return { saisonId, until };
}

/**
 * The last matchday up to the scope's whose points are computed: what the totals really hold (the active
 * matchday, not played yet, has none). Null while no matchday has points.
 */
export async function lastScoredJournee(db: Db, scope: { saisonId: number; until: number }): Promise<number | null> {
  const [row] = await db
    .select({ n: max(journees.numjournee) })
    .from(journees)
    .where(
      and(
        eq(journees.saisonId, scope.saisonId),
        lte(journees.numjournee, scope.until),
        exists(db.select({ one: sql`1` }).from(playerPoints).where(eq(playerPoints.journeeId, journees.id))),
      ),
    );
  return row?.n ?? null;
}

/**
 * Each player's points total of a season up to a matchday, best first (then by name), with the pooler who
 * owns him now (if any). `top` keeps only players who have points rows, at most `limit` of them.
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
  // The open row of a player (journee_out empty): his owner now, arrived or arriving (RULES.md "Teams over time").
  const owners = db
    .selectDistinctOn([teamPlayers.joueurId], {
      joueurId: teamPlayers.joueurId,
      userId: teamPlayers.userId,
      name: poolerName().as('owner_name'),
    })
    .from(teamPlayers)
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(and(eq(teamPlayers.saisonId, scope.saisonId), isNull(teamPlayers.journeeOut)))
    .orderBy(teamPlayers.joueurId, desc(teamPlayers.journeeIn))
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
      owner_id: owners.userId,
      owner: owners.name,
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
