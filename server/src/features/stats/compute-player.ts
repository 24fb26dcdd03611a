import { MSG, type Poste, STATS_MSG, type StatsComputePlayerQuery } from '@poolfoot/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { journees, joueurs } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { badRequest, notFound } from '../../http/errors.js';
import { deletePoints, journeeStatLines, savePoints, scoreLines } from './points.js';

/**
 * stats/compute_player_total.php: one player's points for one matchday of the active season, from his
 * stat lines and the scoring grid; stored with their detail (or forgotten when he has no stat line).
 */
export async function computePlayerTotal(db: Db, query: StatsComputePlayerQuery, now: Date) {
  const saison = await getSetting(db, 'saison');
  const [joueur] = await db
    .select({ id: joueurs.id, poste: joueurs.poste, nom: joueurs.nom, prenom: joueurs.prenom })
    .from(joueurs)
    .where(and(eq(joueurs.saisonId, saison.id), eq(joueurs.lfpId, query.player_lfp_id)));
  if (!joueur) throw notFound(STATS_MSG.playerNotFound(query.player_lfp_id));
  const poste = joueur.poste as Poste;
  if (query.poste && query.poste !== poste) throw badRequest(STATS_MSG.wrongPoste(query.poste, poste));
  const [journee] = await db
    .select({ id: journees.id })
    .from(journees)
    .where(and(eq(journees.saisonId, saison.id), eq(journees.numjournee, query.numjournee)));
  if (!journee) throw notFound(MSG.matchdayNotFound);

  const grid = await getSetting(db, 'scoring_grid');
  const lines = (await journeeStatLines(db, journee.id, joueur.id)).get(joueur.id)?.lines ?? [];
  const score = scoreLines(joueur.id, lines, poste, grid);
  if (lines.length) await savePoints(db, journee.id, [score], now);
  else await deletePoints(db, journee.id, [joueur.id]);
  const name = [joueur.prenom, joueur.nom].filter(Boolean).join(' ');
  return {
    result: {
      joueur_id: joueur.id,
      journee_id: journee.id,
      numjournee: query.numjournee,
      points: score.points,
      played: score.played,
      detail: score.detail,
    },
    message: STATS_MSG.playerComputed(name, score.points, query.numjournee),
  };
}
