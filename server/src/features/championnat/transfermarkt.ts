import { badRequest, conflict } from '../../http/errors.js';
import { CHAMPIONNAT_MSG } from '@poolfoot/domain';
import { and, asc, eq } from 'drizzle-orm';
import { joueurs, tmPlayers } from '../../db/schema.js';
import { finerPoste } from '../../providers/lfp/positions.js';
import { compareSquads } from './compare.js';
import type { ChampionnatEnv } from './env.js';
import { championnatSeason } from './season.js';
import type { ClubRow } from './squads.js';

/**
 * clubs/grab_effectif_tm: the club's squad from its Transfermarkt page, kept in tm_players (replaced
 * as a whole, and only when it changed).
 */
export async function grabTmSquad(env: ChampionnatEnv, club: ClubRow): Promise<{ players_count: number; changed: boolean }> {
  if (!club.transfermarktUrl) throw badRequest(CHAMPIONNAT_MSG.noTmUrl);
  const list = await env.tm.squad(club.transfermarktUrl, championnatSeason(env));
  const rows = list.map((p) => ({ name: p.name, poste: finerPoste(p.position) ?? p.position, birthDate: p.birthDate, numero: p.numero }));
  const changed = await env.db.transaction(async (tx) => {
    const cur = await tx
      .select({ name: tmPlayers.name, poste: tmPlayers.poste, birthDate: tmPlayers.birthDate, numero: tmPlayers.numero })
      .from(tmPlayers)
      .where(eq(tmPlayers.clubId, club.id))
      .orderBy(asc(tmPlayers.id))
      .for('update');
    if (JSON.stringify(cur) === JSON.stringify(rows)) return false;
    await tx.delete(tmPlayers).where(eq(tmPlayers.clubId, club.id));
    await tx.insert(tmPlayers).values(rows.map((r) => ({ ...r, clubId: club.id, fetchedAt: env.now() })));
    return true;
  });
  return { players_count: rows.length, changed };
}

/** clubs/compare_effectif_l1vstm: our players of the club against its Transfermarkt squad. */
export async function compareClub(env: ChampionnatEnv, club: ClubRow) {
  const tm = await env.db
    .select({ name: tmPlayers.name, birthDate: tmPlayers.birthDate })
    .from(tmPlayers)
    .where(eq(tmPlayers.clubId, club.id))
    .orderBy(asc(tmPlayers.id));
  if (!tm.length) throw conflict(CHAMPIONNAT_MSG.noTmSquad);
  const l1 = await env.db
    .select({ id: joueurs.id, nom: joueurs.nom, prenom: joueurs.prenom, surnom: joueurs.surnom, birthDate: joueurs.birthDate })
    .from(joueurs)
    .where(and(eq(joueurs.saisonId, env.saisonId), eq(joueurs.clubId, club.id)))
    .orderBy(asc(joueurs.nom), asc(joueurs.id));
  const { ok, check } = compareSquads(l1, tm);
  return {
    joueurs_ok: ok.map((p) => ({ joueur_id: p.id, nom: p.nom, prenom: p.prenom })),
    joueurs_a_verifier: check,
  };
}
