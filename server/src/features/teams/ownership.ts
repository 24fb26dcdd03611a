import { type Poste, SRV, type Team, type TeamPlayer } from '@poolfoot/domain';
import { and, asc, desc, eq, gt, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { Q } from '../../db/client.js';
import { clubs, journees, joueurs, teamPlayers } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { inLeagueSeason, type LeagueSeason, leaguePooler, leaguePoolers } from '../ligues/index.js';

/**
 * RULES.md "Teams over time": the rows of a league's season owned at matchday N are journee_in <= N and (journee_out
 * empty or > N).
 */
export function ownedAt(numjournee: number, ls: LeagueSeason): SQL {
  return and(inLeagueSeason(teamPlayers, ls), heldAt(numjournee)) as SQL;
}

/** The part of ownedAt about the matchday, for a query that names its leagues and season itself (several leagues at once). */
export const heldAt = (numjournee: number) =>
  and(lte(teamPlayers.journeeIn, numjournee), or(isNull(teamPlayers.journeeOut), gt(teamPlayers.journeeOut, numjournee))) as SQL;

/**
 * The matchday number teams are read at for a season: its active matchday (lowest not finished),
 * else its last one, else 1 (no matchday yet: the draft's team starts at 1).
 */
export async function teamJournee(db: Q, saisonId: number): Promise<number> {
  const [active] = await db
    .select({ n: journees.numjournee })
    .from(journees)
    .where(and(eq(journees.saisonId, saisonId), ne(journees.status, 9)))
    .orderBy(asc(journees.numjournee))
    .limit(1);
  if (active) return active.n;
  const [last] = await db
    .select({ n: journees.numjournee })
    .from(journees)
    .where(eq(journees.saisonId, saisonId))
    .orderBy(desc(journees.numjournee))
    .limit(1);
  return last?.n ?? 1;
}

const playerColumns = {
  joueur_id: joueurs.id,
  poste: joueurs.poste,
  prenom: joueurs.prenom,
  nom: joueurs.nom,
  club_official_name: clubs.officialName,
  club_name: clubs.name,
  club_id: joueurs.clubId,
  lfp_id: joueurs.lfpId,
  journee_in: teamPlayers.journeeIn,
  journee_out: teamPlayers.journeeOut,
  user_id: teamPlayers.userId,
};

/** The players owned at matchday N, optionally of one pooler, in position order then name. */
async function ownedPlayers(db: Q, numjournee: number, ls: LeagueSeason, userId?: number): Promise<TeamPlayer[]> {
  const rows = await db
    .select(playerColumns)
    .from(teamPlayers)
    .innerJoin(joueurs, eq(joueurs.id, teamPlayers.joueurId))
    .innerJoin(clubs, eq(clubs.id, joueurs.clubId))
    .where(and(ownedAt(numjournee, ls), userId === undefined ? undefined : eq(teamPlayers.userId, userId)))
    .orderBy(asc(joueurs.nom), asc(joueurs.prenom), asc(joueurs.id));
  return sortByPoste(rows.map((r) => ({ ...r, poste: r.poste as Poste, malus_cap: 0 })));
}

const POSTE_ORDER: Record<Poste, number> = { GB: 0, DC: 1, DL: 2, MC: 3, MO: 4, AT: 5 };
const sortByPoste = (players: TeamPlayer[]) => [...players].sort((a, b) => POSTE_ORDER[a.poste] - POSTE_ORDER[b.poste]);

/** The player id -> position map of a pooler's team at matchday N (what the lineup rules check against). */
export async function ownedPostes(db: Q, userId: number, numjournee: number, ls: LeagueSeason): Promise<Map<number, Poste>> {
  const rows = await db
    .select({ id: teamPlayers.joueurId, poste: joueurs.poste })
    .from(teamPlayers)
    .innerJoin(joueurs, eq(joueurs.id, teamPlayers.joueurId))
    .where(and(ownedAt(numjournee, ls), eq(teamPlayers.userId, userId)));
  return new Map(rows.map((r) => [r.id, r.poste as Poste]));
}

/**
 * The rows that hold their player at matchday N or later: not yet left at N (an empty row, one that left the matchday it
 * came, holds nothing). A player held by one of them is not free from N, even if he arrives only later (RULES.md "Mercato").
 */
export const heldFrom = (numjournee: number) =>
  or(isNull(teamPlayers.journeeOut), and(gt(teamPlayers.journeeOut, numjournee), gt(teamPlayers.journeeOut, teamPlayers.journeeIn))) as SQL;

/**
 * teams/getTakenPlayers.php: the ids of every player who belongs to someone at matchday N or later, the ones no change
 * from N may take (the free lists of the mercato and the admins' operations, which the server checks the same way).
 */
export async function takenFrom(db: Q, numjournee: number, ls: LeagueSeason): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: teamPlayers.joueurId })
    .from(teamPlayers)
    .where(and(inLeagueSeason(teamPlayers, ls), heldFrom(numjournee)))
    .orderBy(asc(teamPlayers.joueurId));
  return rows.map((r) => r.id);
}

/** A pooler's team as the calls answer it (SPEC.md §3 "Team"); a pooler of another league answers as a missing one. */
export async function teamOf(db: Q, userId: number, numjournee: number, ls: LeagueSeason): Promise<Team> {
  const user = await leaguePooler(db, ls.leagueId, userId);
  if (!user) throw notFound(SRV.userNotFound);
  const joueursOwned = await ownedPlayers(db, numjournee, ls, userId);
  return {
    saison_id: ls.saisonId,
    journee: numjournee,
    count: joueursOwned.length,
    user_id: userId,
    username: user.username,
    joueurs: joueursOwned,
  };
}

/** Every pooler's team of a league at matchday N (poolers without a player included, with an empty team). */
export async function allTeams(db: Q, numjournee: number, ls: LeagueSeason): Promise<Team[]> {
  const poolers = await leaguePoolers(db, ls.leagueId);
  const owned = await ownedPlayers(db, numjournee, ls);
  return poolers.map((u) => {
    const mine = owned.filter((p) => p.user_id === u.id);
    return { saison_id: ls.saisonId, journee: numjournee, count: mine.length, user_id: u.id, username: u.username, joueurs: mine };
  });
}
