import type { Compo, CompoSlot, Journee, Poste } from '@poolfoot/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { ALWAYS, type Validity } from '../../cache/answers.js';
import type { Q } from '../../db/client.js';
import type { AppContext } from '../../http/types.js';
import { clubs, type journees, joueurs, playerPoints, resultats } from '../../db/schema.js';
import type { EffectiveLineup } from './effective.js';
import { kickoffsByClub, locksAt } from './locks.js';

export type JourneeRow = typeof journees.$inferSelect;

/** A lineup with each filled slot's player, lock, kickoff and points (SPEC.md §3 "Lineup"). */
export async function presentCompo(
  db: Q,
  leagueId: number,
  lineup: EffectiveLineup,
  user: { id: number; username: string },
  journee: JourneeRow,
  now: Date,
): Promise<Compo> {
  const [compo] = await presentCompos(db, leagueId, [{ lineup, user }], journee, now);
  return compo as Compo;
}

/**
 * Several poolers' lineups of one matchday presented at once (compos/listActive.php), in three queries whatever their
 * number: their players, the matchday's kickoffs, their results in the league.
 */
export async function presentCompos(
  db: Q,
  leagueId: number,
  entries: { lineup: EffectiveLineup; user: { id: number; username: string } }[],
  journee: JourneeRow,
  now: Date,
): Promise<Compo[]> {
  if (!entries.length) return [];
  const ids = [...new Set(entries.flatMap((e) => e.lineup.slots.filter((id): id is number => id !== null)))];
  const players = ids.length
    ? await db
        .select({
          id: joueurs.id,
          lfp_id: joueurs.lfpId,
          club_id: joueurs.clubId,
          club_name: clubs.name,
          poste: joueurs.poste,
          prenom: joueurs.prenom,
          nom: joueurs.nom,
          total: playerPoints.points,
          played: playerPoints.played,
        })
        .from(joueurs)
        .innerJoin(clubs, eq(clubs.id, joueurs.clubId))
        .leftJoin(playerPoints, and(eq(playerPoints.joueurId, joueurs.id), eq(playerPoints.journeeId, journee.id)))
        .where(inArray(joueurs.id, ids))
    : [];
  const kickoffs = await kickoffsByClub(db, journee.id);
  const results = await db
    .select({ userId: resultats.userId, total: resultats.totalPoints })
    .from(resultats)
    .where(
      and(
        eq(resultats.leagueId, leagueId),
        eq(resultats.journeeId, journee.id),
        inArray(
          resultats.userId,
          entries.map((e) => e.user.id),
        ),
      ),
    );
  const totals = new Map(results.map((r) => [r.userId, r.total]));
  const byId = new Map(players.map((p) => [p.id, p]));
  return entries.map(({ lineup, user }) => {
    const slots = lineup.slots.flatMap((id, ordre): CompoSlot[] => {
      const p = id === null ? undefined : byId.get(id);
      if (!p) return [];
      const kickoff = kickoffs.get(p.club_id);
      return [
        {
          ordre,
          joueur_id: p.id,
          lfp_id: p.lfp_id,
          club_id: p.club_id,
          club_name: p.club_name,
          poste: p.poste as Poste,
          prenom: p.prenom,
          nom: p.nom,
          isLocked: locksAt(kickoff, now),
          kickoff_at: kickoff?.at.toISOString() ?? null,
          kickoff_unknown: kickoff?.unknown ?? false,
          total: p.total,
          played: p.played ?? false,
        },
      ];
    });
    return {
      composition_id: lineup.compositionId,
      user_id: user.id,
      username: user.username,
      journee_id: journee.id,
      numjournee: journee.numjournee,
      formation: lineup.formation,
      capitaine_lfp_id: (lineup.captainId !== null && byId.get(lineup.captainId)?.lfp_id) || null,
      total: totals.get(user.id) ?? null,
      slots,
    };
  });
}

/**
 * compos/getCompo.php's answer holds between two kickoffs of its matchday: the players' locks
 * (isLocked, locked_joueur_ids) change only when a club's match kicks off.
 */
export async function compoAnswerValidity(answer: unknown, ctx: AppContext, now: Date): Promise<Validity> {
  const journee = (answer as { journee: Journee | null }).journee;
  if (!journee) return ALWAYS;
  const kickoffs = [...(await kickoffsByClub(ctx.database.db, journee.id)).values()].filter((k) => !k.unknown).map((k) => k.at.getTime());
  const t = now.getTime();
  return {
    from: Math.max(ALWAYS.from, ...kickoffs.filter((k) => k <= t)),
    until: Math.min(ALWAYS.until, ...kickoffs.filter((k) => k > t)),
  };
}
