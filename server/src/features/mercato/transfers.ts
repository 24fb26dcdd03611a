import { MERCATO_MSG, type Poste, SRV } from '@poolfoot/domain';
import { and, count, desc, eq, gt, inArray, isNull, ne, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type Tx } from '../../db/client.js';
import { mapViolation, UNIQUE_VIOLATION } from '../../db/pg-error.js';
import { journees, joueurs, leagueMembers, teamPlayers, users } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { firstOpenJournee, journeeStarted } from '../journees/index.js';
import { heldFrom } from '../teams/index.js';
import { inLeague, inLeagueSeason, type LeagueSeason } from '../ligues/index.js';
import { poolerName } from '../users/index.js';

/**
 * The ownership changes of the mercato and the admins' team operations (RULES.md "Teams over time"):
 * a player leaves a team by closing his row (journee_out = N) and joins one with a new row from N.
 * Every function runs inside the caller's transaction.
 */

export type PlayerInfo = { id: number; nom: string; prenom: string | null; poste: Poste; clubId: number };
/** A pooler and the name every message gives them. */
export type Pooler = { id: number; name: string };

/** A value the caller's earlier checks guarantee (lockPoolers and loadPlayers refuse missing ids). */
export function required<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`missing ${String(key)}`);
  return value;
}

export const playerName = (j: Pick<PlayerInfo, 'prenom' | 'nom'>) => [j.prenom, j.nom].filter(Boolean).join(' ');

/** A move told in the league's room (RULES.md "Vestiaire"): a mercato message, linking to the mercato. */
export const moveTold = (ls: LeagueSeason) => ({ leagueId: ls.leagueId, event: 'mercato' as const, link: '/mercato' });

/**
 * The league's poolers, their membership rows locked in id order so that a lineup save (which locks its pooler's) cannot
 * race the change; a pooler of another league answers as a missing one.
 */
export async function lockPoolers(tx: Tx, leagueId: number, ids: number[]): Promise<Map<number, Pooler>> {
  const rows = await tx
    .select({ id: leagueMembers.userId, name: poolerName() })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(and(inLeague(leagueId), inArray(leagueMembers.userId, ids)))
    .orderBy(leagueMembers.userId)
    .for('update', { of: leagueMembers });
  if (rows.length !== new Set(ids).size) throw notFound(SRV.userNotFound);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The players of the season by id (the instance's, every league's); refuses an unknown one. */
export async function loadPlayers(tx: Tx, saisonId: number, ids: number[]): Promise<Map<number, PlayerInfo>> {
  const rows = await tx
    .select({ id: joueurs.id, nom: joueurs.nom, prenom: joueurs.prenom, poste: joueurs.poste, clubId: joueurs.clubId })
    .from(joueurs)
    .where(and(eq(joueurs.saisonId, saisonId), inArray(joueurs.id, ids)));
  const map = new Map(rows.map((r) => [r.id, { ...r, poste: r.poste as Poste }]));
  for (const id of ids) if (!map.has(id)) throw notFound(MERCATO_MSG.unknownJoueur(id));
  return map;
}

export function samePoste(a: PlayerInfo, b: PlayerInfo) {
  if (a.id === b.id) throw badRequest(MERCATO_MSG.samePlayer);
  if (a.poste !== b.poste) throw badRequest(MERCATO_MSG.samePoste(a.poste, b.poste));
}

/** The open row of a player the pooler currently owns and already owns at matchday N. */
export async function ownedRow(tx: Tx, ls: LeagueSeason, pooler: Pooler, player: PlayerInfo, n: number) {
  const [row] = await tx
    .select()
    .from(teamPlayers)
    .where(
      and(
        inLeagueSeason(teamPlayers, ls),
        eq(teamPlayers.userId, pooler.id),
        eq(teamPlayers.joueurId, player.id),
        isNull(teamPlayers.journeeOut),
      ),
    );
  if (!row) throw badRequest(MERCATO_MSG.notOwned(playerName(player), pooler.name));
  if (row.journeeIn > n) throw badRequest(MERCATO_MSG.arrivesLater(playerName(player), row.journeeIn));
  return row;
}

/** Rows of the player that cover a matchday from N on (empty rows, journee_out = journee_in, cover none). */
const coversFrom = (ls: LeagueSeason, joueurId: number, n: number) =>
  and(inLeagueSeason(teamPlayers, ls), eq(teamPlayers.joueurId, joueurId), heldFrom(n));

/** Refuses a player who belongs to someone at matchday N or later. */
export async function assertFreeFrom(tx: Tx, ls: LeagueSeason, player: PlayerInfo, n: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(teamPlayers)
    .where(coversFrom(ls, player.id, n));
  if ((row?.n ?? 0) > 0) throw conflict(MERCATO_MSG.taken(playerName(player), n));
}

/** Refuses when the pooler would hold more than the club limit of the player's club (the dropped player excluded). */
export async function assertClubLimit(tx: Tx, ls: LeagueSeason, userId: number, incoming: PlayerInfo, dropped: PlayerInfo, max: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(teamPlayers)
    .innerJoin(joueurs, eq(joueurs.id, teamPlayers.joueurId))
    .where(
      and(
        inLeagueSeason(teamPlayers, ls),
        eq(teamPlayers.userId, userId),
        isNull(teamPlayers.journeeOut),
        eq(joueurs.clubId, incoming.clubId),
        ne(joueurs.id, dropped.id),
      ),
    );
  if ((row?.n ?? 0) >= max) throw badRequest(MERCATO_MSG.clubLimit(max));
}

/** The player leaves the team at matchday N (he played for it up to N - 1). */
export async function release(tx: Tx, ls: LeagueSeason, rowId: number, n: number) {
  await tx
    .update(teamPlayers)
    .set({ journeeOut: n })
    .where(and(inLeagueSeason(teamPlayers, ls), eq(teamPlayers.id, rowId)));
}

/** Runs a write that may break the one-current-owner index; a concurrent owner becomes a clear 409. */
export const guardUnique = <T>(write: () => Promise<T>): Promise<T> =>
  mapViolation(UNIQUE_VIOLATION, write, () => conflict(MERCATO_MSG.busy));

/** The player joins the pooler's team from matchday N. */
export async function assign(tx: Tx, ls: LeagueSeason, userId: number, joueurId: number, n: number) {
  await guardUnique(() => tx.insert(teamPlayers).values({ ...ls, userId, joueurId, journeeIn: n, journeeOut: null }));
}

/** The latest row of a player for a pooler matching a condition on journee_in or journee_out. */
export async function latestRow(tx: Tx, ls: LeagueSeason, userId: number, joueurId: number, at: { in: number } | { out: number }) {
  const [row] = await tx
    .select()
    .from(teamPlayers)
    .where(
      and(
        inLeagueSeason(teamPlayers, ls),
        eq(teamPlayers.userId, userId),
        eq(teamPlayers.joueurId, joueurId),
        'in' in at ? eq(teamPlayers.journeeIn, at.in) : eq(teamPlayers.journeeOut, at.out),
      ),
    )
    .orderBy(desc(teamPlayers.id))
    .limit(1);
  return row ?? null;
}

const other = alias(teamPlayers, 'other_row');
const OPEN_END = sql`2147483647`;
const endOf = (journeeOut: SQLWrapper) => sql`coalesce(${journeeOut}, ${OPEN_END})`;

/** Refuses when one of the players would belong to two poolers at one matchday (the last safety net). */
export async function assertNoOverlap(tx: Tx, ls: LeagueSeason, players: Map<number, PlayerInfo>) {
  const [clash] = await tx
    .select({ joueurId: teamPlayers.joueurId })
    .from(teamPlayers)
    .innerJoin(
      other,
      and(
        eq(other.leagueId, teamPlayers.leagueId),
        eq(other.saisonId, teamPlayers.saisonId),
        eq(other.joueurId, teamPlayers.joueurId),
        gt(other.id, teamPlayers.id),
      ),
    )
    .where(
      and(
        inLeagueSeason(teamPlayers, ls),
        inArray(teamPlayers.joueurId, [...players.keys()]),
        sql`${endOf(teamPlayers.journeeOut)} > ${teamPlayers.journeeIn} and ${endOf(other.journeeOut)} > ${other.journeeIn}`,
        sql`${teamPlayers.journeeIn} < ${endOf(other.journeeOut)} and ${other.journeeIn} < ${endOf(teamPlayers.journeeOut)}`,
      ),
    )
    .limit(1);
  if (clash) throw conflict(MERCATO_MSG.overlap(playerName(required(players, clash.joueurId))));
}

/** Whether the season's matchday N has started at `now` (journeeStarted); a matchday not in the calendar has not. */
export async function startedJournee(tx: Tx, saisonId: number, now: Date, n: number): Promise<boolean> {
  const [row] = await tx
    .select({ started: journeeStarted(now) })
    .from(journees)
    .where(and(eq(journees.saisonId, saisonId), eq(journees.numjournee, n)));
  return row?.started === true;
}

/**
 * The matchday a change of ownership takes effect at: the first one that has not started by the clock
 * (journees firstOpenJournee), or the one asked when it has not started either. A started matchday is refused: its
 * lineups lock as its clubs kick off, and a change there would empty a locked slot or free a player for someone
 * else's lineup in the middle of it.
 */
export async function effectJournee(tx: Tx, saisonId: number, now: Date, asked?: number): Promise<number> {
  const open = await firstOpenJournee(tx, now);
  if (!open) throw badRequest(asked === undefined ? MERCATO_MSG.noJourneeLeft : MERCATO_MSG.journeeStartedNoneLeft(asked));
  if (asked === undefined) return open.numjournee;
  if (asked < open.numjournee || (await startedJournee(tx, saisonId, now, asked))) {
    throw conflict(MERCATO_MSG.journeeStarted(asked, open.numjournee));
  }
  return asked;
}

/**
 * Lineups follow ownership: in the poolers' lineups of matchday N and later, a slot holding a player
 * they no longer own at that matchday is emptied, and such a captain is cleared. A locked slot is never changed
 * (RULES.md "Lineups": his club's kickoff of that matchday has passed): the whole change is refused.
 */
export async function fixLineups(tx: Tx, ls: LeagueSeason, userIds: number[], n: number, now: Date) {
  const poolers = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const notOwned = (player: ReturnType<typeof sql.raw>) => sql`not exists (
    select 1 from team_players tp
    where tp.league_id = c.league_id and tp.saison_id = c.saison_id and tp.user_id = c.user_id and tp.joueur_id = ${player}
      and tp.journee_in <= j.numjournee and (tp.journee_out is null or tp.journee_out > j.numjournee))`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const res = await tx.execute(sql`
    select jo.prenom, jo.nom, j.numjournee
    from compos c join journees j on j.id = c.journee_id
    join lateral (select s.joueur_id as id from compo_slots s where s.compo_id = c.id
      union select c.capitaine_joueur_id) p on p.id is not null
    join joueurs jo on jo.id = p.id
    where c.league_id = ${ls.leagueId} and c.saison_id = ${ls.saisonId} and c.user_id in (${poolers}) and j.numjournee >= ${n} and ${notOwned(sql.raw('p.id'))}
      and exists (select 1 from matchlfps m where m.journee_id = j.id and not m.kickoff_unknown and m.kickoff_at <= ${at}
        and jo.club_id in (m.home_club_id, m.away_club_id))
    order by j.numjournee limit 1`);
  const [first] = rowsOf<{ prenom: string | null; nom: string; numjournee: number }>(res);
  if (first) throw conflict(MERCATO_MSG.lockedSlot(playerName(first), first.numjournee));
  await tx.execute(sql`
    update compo_slots s set joueur_id = null
    from compos c join journees j on j.id = c.journee_id
    where s.compo_id = c.id and c.league_id = ${ls.leagueId} and c.saison_id = ${ls.saisonId} and c.user_id in (${poolers}) and j.numjournee >= ${n}
      and s.joueur_id is not null and ${notOwned(sql.raw('s.joueur_id'))}`);
  await tx.execute(sql`
    update compos c set capitaine_joueur_id = null
    from journees j
    where j.id = c.journee_id and c.league_id = ${ls.leagueId} and c.saison_id = ${ls.saisonId} and c.user_id in (${poolers}) and j.numjournee >= ${n}
      and c.capitaine_joueur_id is not null and ${notOwned(sql.raw('c.capitaine_joueur_id'))}`);
}
