import {
  POSTES,
  type Poste,
  STATS_MSG,
  STATS_SEARCH_MIN,
  type StatsPlayerPointsRow,
  type StatsPlayerRow,
  type StatsSort,
  statsDetailLineSchema,
} from '@poolfoot/domain';
import { and, asc, count, desc, eq, exists, isNull, lte, max, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { clubs, journees, joueurs, playerPoints, teamPlayers, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { inLeagueSeason, type LeagueSeason } from '../ligues/index.js';
import { teamJournee } from '../teams/index.js';
import { poolerName } from '../users/index.js';

export type TotalsQuery = { saison_id?: number | undefined; until_journee?: number | undefined };

/** Whose totals: the league (its poolers own the players) and season, and the matchday the totals run to. */
export type TotalsScope = LeagueSeason & { until: number };

/**
 * The league's season asked for (default: the current one) and the matchday the totals run to (default: its active
 * one).
 */
export async function totalsScope(db: Db, current: LeagueSeason, query: TotalsQuery): Promise<TotalsScope> {
  const saisonId = query.saison_id ?? current.saisonId;
  const until = query.until_journee ?? (await teamJournee(db, saisonId));
  return { leagueId: current.leagueId, saisonId, until };
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

/** Accented letters as the search and the name sort fold them (the same in SQL and here). */
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyy';
const foldSql = (text: SQL) => sql`translate(lower(${text}), ${ACCENTED}, ${PLAIN})`;
const fold = (text: string) => [...text.toLowerCase()].map((c) => PLAIN[ACCENTED.indexOf(c)] ?? c).join('');
/** A LIKE pattern matching the text anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${fold(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type TotalsFilter = {
  poste?: Poste | undefined;
  /** A name search (from STATS_SEARCH_MIN characters), accents and case aside. */
  q?: string | undefined;
  clubId?: number | undefined;
  owner?: 'tous' | 'libres' | 'pris' | number | undefined;
  sort?: StatsSort | undefined;
  dir?: 'asc' | 'desc' | undefined;
  /** Only players with points rows (the top). */
  scored?: boolean;
  page: number;
  limit: number;
};

/**
 * Each player's points total of a season up to a matchday, with the pooler who owns him now (if any), filtered
 * (position, name, club, owner): the joins and conditions that a page of them and their count share.
 */
function totalsOf(db: Db, scope: TotalsScope, filter: TotalsFilter) {
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
  // The open row of a player in the league (journee_out empty): his owner now, arrived or arriving (RULES.md "Teams over
  // time").
  const owners = db
    .selectDistinctOn([teamPlayers.joueurId], {
      joueurId: teamPlayers.joueurId,
      userId: teamPlayers.userId,
      name: poolerName().as('owner_name'),
    })
    .from(teamPlayers)
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(and(inLeagueSeason(teamPlayers, scope), isNull(teamPlayers.journeeOut)))
    .orderBy(teamPlayers.joueurId, desc(teamPlayers.journeeIn))
    .as('owners');
  const q = filter.q?.trim() ?? '';
  const { owner } = filter;
  const where = and(
    eq(joueurs.saisonId, scope.saisonId),
    filter.poste ? eq(joueurs.poste, filter.poste) : undefined,
    filter.scored ? sql`${sums.joueurId} is not null` : undefined,
    filter.clubId ? eq(joueurs.clubId, filter.clubId) : undefined,
    q.length >= STATS_SEARCH_MIN
      ? sql`${foldSql(sql`coalesce(${joueurs.prenom}, '') || ' ' || ${joueurs.nom}`)} like ${containing(q)}`
      : undefined,
    owner === 'libres' ? sql`${owners.joueurId} is null` : owner === 'pris' ? sql`${owners.joueurId} is not null` : undefined,
    typeof owner === 'number' ? eq(owners.userId, owner) : undefined,
  );
  const joined = <T extends PgSelect>(query: T) =>
    query
      .innerJoin(clubs, eq(clubs.id, joueurs.clubId))
      .leftJoin(sums, eq(sums.joueurId, joueurs.id))
      .leftJoin(owners, eq(owners.joueurId, joueurs.id))
      .where(where);
  return { sums, owners, joined };
}

/** One page of the players' totals (totalsOf), sorted: by total by default, highest first; ties by total then name. */
export async function playerTotals(db: Db, scope: TotalsScope, filter: TotalsFilter): Promise<StatsPlayerRow[]> {
  const { sums, owners, joined } = totalsOf(db, scope, filter);
  const total = sql<number>`coalesce(${sums.total}, 0)::int`;
  const sort = filter.sort ?? 'total';
  const dir = filter.dir ?? (sort === 'total' ? 'desc' : 'asc');
  const by = (key: SQL | SQLWrapper) => (dir === 'asc' ? asc(key) : desc(key));
  const name = [asc(foldSql(sql`${joueurs.nom}`)), asc(foldSql(sql`coalesce(${joueurs.prenom}, '')`))];
  const order = {
    total: [by(total), ...name],
    nom: [by(foldSql(sql`${joueurs.nom}`)), by(foldSql(sql`coalesce(${joueurs.prenom}, '')`)), desc(total)],
    club_name: [by(foldSql(sql`${clubs.name}`)), desc(total), ...name],
    poste: [by(sql`array_position(${sql.raw(`array[${POSTES.map((p) => `'${p}'`).join(',')}]`)}, ${joueurs.poste})`), desc(total), ...name],
  }[sort];
  const page = db
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
    .$dynamic();
  const rows = await joined(page)
    .orderBy(...order, asc(joueurs.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return rows.map((r) => ({ ...r, poste: r.poste as Poste })) as StatsPlayerRow[];
}

/** How many players the filters keep in all (the pages of playerTotals together). */
export async function countPlayerTotals(db: Db, scope: TotalsScope, filter: TotalsFilter): Promise<number> {
  const [counted] = await totalsOf(db, scope, filter).joined(db.select({ n: count() }).from(joueurs).$dynamic());
  return Number(counted?.n ?? 0);
}

/** Whether a club of that season exists, and a user: the ranking's filters name only those. */
export async function clubOfSeason(db: Db, id: number, saisonId: number) {
  const [row] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(and(eq(clubs.id, id), eq(clubs.saisonId, saisonId)));
  return row !== undefined;
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
