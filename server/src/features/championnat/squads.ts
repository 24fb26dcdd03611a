import { badRequest } from '../../http/errors.js';
import { CHAMPIONNAT_MSG, type ChampionnatSquadPlayerRef, type Poste, posteSchema } from '@poolfoot/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { clubSquadSnapshots, type clubs, joueurs } from '../../db/schema.js';
import { trailingId } from '../../providers/lfp/parse.js';
import { familyHasChoice, newcomerPoste, realsPoste, syncedPoste } from '../../providers/lfp/positions.js';
import type { LfpClub, LfpSquadPlayer } from '../../providers/lfp/types.js';
import type { ChampionnatEnv } from './env.js';
import { isItemFailure, sourceFailed } from './errors.js';
import { checkSeason, championnatSeason } from './season.js';

export type ClubRow = typeof clubs.$inferSelect;
/** The league's clubs by every id we may hold for them (short id, full id). */
export type LfpClubIndex = Map<string, LfpClub>;

export async function lfpClubIndex(env: ChampionnatEnv): Promise<LfpClubIndex> {
  const list = await env.lfp.clubs();
  const index: LfpClubIndex = new Map();
  for (const c of list) for (const key of [c.extId, c.id, trailingId(c.id)]) if (!index.has(key)) index.set(key, c);
  return index;
}

/**
 * The club's squad as the league lists it now: refused when it is of another season or of another
 * club than ours (the club summary ignores `season`, FINDINGS.md §4).
 */
async function fetchSquad(env: ChampionnatEnv, club: ClubRow, index?: LfpClubIndex): Promise<LfpSquadPlayer[]> {
  if (!club.clubId) throw badRequest(CHAMPIONNAT_MSG.noLfpId);
  const entry = (index ?? (await lfpClubIndex(env))).get(club.clubId);
  if (!entry) throw sourceFailed(CHAMPIONNAT_MSG.notInLfpList(club.clubId));
  checkSeason(env, entry.season);
  const squad = await env.lfp.clubSummary(entry.id, championnatSeason(env));
  checkSeason(env, squad.season);
  if (squad.clubExtId !== null && squad.clubExtId !== club.clubId) throw sourceFailed(CHAMPIONNAT_MSG.otherClubSquad(squad.clubExtId));
  return squad.players;
}

/**
 * A newcomer's finer position: his realsPositions (GET /championship-player), asked only when his family
 * leaves a choice. A failed or empty answer leaves the family's position (a sheet refines it later).
 */
async function newcomerFiner(env: ChampionnatEnv, p: LfpSquadPlayer): Promise<Poste | null> {
  if (!familyHasChoice(p.family)) return null;
  await env.runtime.pause();
  try {
    const player = await env.lfp.player(p.id);
    checkSeason(env, player.season);
    return realsPoste(player.realsPositions);
  } catch (err) {
    if (!isItemFailure(err)) throw err;
    env.log.info({ player: p.id, reason: err.message }, 'no finer position from the league');
    return null;
  }
}

const sortedIds = (ids: readonly string[]) => [...new Set(ids)].sort();
const asIds = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * clubs/grab_effectif_l1: the club's squad from the league. New players come in with their finer
 * position (realsPositions) when the league gives one, else their family's; known players get their
 * club, number, names, opta id and birth date, and keep their position while the family allows it; a
 * position an admin set (poste_manual) is never touched. Idempotent: nothing changes when nothing changed.
 */
export async function grabSquad(env: ChampionnatEnv, club: ClubRow, index?: LfpClubIndex) {
  const squad = await fetchSquad(env, club, index);
  const ids = sortedIds(squad.map((p) => p.lfpId));
  const knownIds = new Set(
    (
      await env.db
        .select({ lfpId: joueurs.lfpId })
        .from(joueurs)
        .where(and(eq(joueurs.saisonId, env.saisonId), inArray(joueurs.lfpId, ids)))
    ).map((j) => j.lfpId),
  );
  const finer = new Map<string, Poste | null>();
  for (const p of squad) if (!knownIds.has(p.lfpId)) finer.set(p.lfpId, await newcomerFiner(env, p));
  return env.db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(joueurs)
      .where(and(eq(joueurs.saisonId, env.saisonId), inArray(joueurs.lfpId, ids)))
      .for('update');
    const byLfp = new Map(existing.map((j) => [j.lfpId, j]));
    let created = 0;
    let updated = 0;
    for (const p of squad) {
      const cur = byLfp.get(p.lfpId);
      if (!cur) {
        const fine = finer.get(p.lfpId) ?? null;
        const inserted = await tx
          .insert(joueurs)
          .values({
            nom: p.lastName,
            prenom: p.firstName,
            surnom: p.knownName && p.knownName !== p.lastName ? p.knownName : null,
            lfpId: p.lfpId,
            shortOptaId: p.shortOptaId,
            clubId: club.id,
            poste: newcomerPoste(p.family, fine),
            posteFine: fine !== null || !familyHasChoice(p.family),
            numero: p.numero,
            saisonId: env.saisonId,
            birthDate: p.birthDate,
          })
          .onConflictDoNothing()
          .returning({ id: joueurs.id });
        created += inserted.length;
        continue;
      }
      const current = posteSchema.safeParse(cur.poste);
      const next = {
        clubId: club.id,
        numero: p.numero ?? cur.numero,
        nom: p.lastName,
        prenom: p.firstName,
        shortOptaId: p.shortOptaId,
        birthDate: p.birthDate ?? cur.birthDate,
        poste: current.success ? syncedPoste(current.data, cur.posteManual, p.family) : newcomerPoste(p.family, null),
      } satisfies Partial<typeof joueurs.$inferInsert> & { poste: Poste };
      if ((Object.keys(next) as (keyof typeof next)[]).some((k) => next[k] !== cur[k])) {
        await tx.update(joueurs).set(next).where(eq(joueurs.id, cur.id));
        updated++;
      }
    }
    const [snap] = await tx.select().from(clubSquadSnapshots).where(eq(clubSquadSnapshots.clubId, club.id));
    if (!snap || JSON.stringify(sortedIds(asIds(snap.lfpIds))) !== JSON.stringify(ids)) {
      await tx
        .insert(clubSquadSnapshots)
        .values({ clubId: club.id, lfpIds: ids, syncedAt: env.now() })
        .onConflictDoUpdate({ target: clubSquadSnapshots.clubId, set: { lfpIds: ids, syncedAt: env.now() } });
    }
    return { players_count: squad.length, created, updated };
  });
}

/**
 * clubs/check_mercato: arrivals and departures of the club since the last sync (its snapshot; before any
 * sync, the club's players in our database). Reads only.
 */
export async function checkMercato(
  env: ChampionnatEnv,
  club: ClubRow,
  index?: LfpClubIndex,
): Promise<{ added: ChampionnatSquadPlayerRef[]; removed: ChampionnatSquadPlayerRef[] }> {
  const squad = await fetchSquad(env, club, index);
  const [snap] = await env.db.select().from(clubSquadSnapshots).where(eq(clubSquadSnapshots.clubId, club.id));
  const before = new Set(
    snap
      ? asIds(snap.lfpIds)
      : (
          await env.db
            .select({ lfpId: joueurs.lfpId })
            .from(joueurs)
            .where(and(eq(joueurs.saisonId, env.saisonId), eq(joueurs.clubId, club.id)))
        ).map((j) => j.lfpId),
  );
  const now = new Set(squad.map((p) => p.lfpId));
  const added = squad.filter((p) => !before.has(p.lfpId)).map((p) => ({ lfp_id: p.lfpId, nom: p.lastName, prenom: p.firstName }));
  const goneIds = [...before].filter((id) => !now.has(id)).sort();
  const names = goneIds.length
    ? await env.db
        .select({ lfpId: joueurs.lfpId, nom: joueurs.nom, prenom: joueurs.prenom })
        .from(joueurs)
        .where(and(eq(joueurs.saisonId, env.saisonId), inArray(joueurs.lfpId, goneIds)))
    : [];
  const byId = new Map(names.map((n) => [n.lfpId, n]));
  const removed = goneIds.map((id) => ({ lfp_id: id, nom: byId.get(id)?.nom ?? id, prenom: byId.get(id)?.prenom ?? null }));
  return { added, removed };
}

export const fullName = (p: { nom: string; prenom: string | null }) => [p.prenom, p.nom].filter(Boolean).join(' ');
