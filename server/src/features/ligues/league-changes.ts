import { type InputOf, LIGUES_MSG, type liguesCalls, ROLE } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { leagueMembers, leagues } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { draftStarted, memberCount } from './league.js';
import { type LeagueSettingKey, setLeagueSetting } from './settings.js';

/** leagues/create.php: a new league, its maker its first member and admin. */
export function createLeague(db: Db, userId: number, nom: string, now: Date) {
  return db.transaction(async (tx) => {
    const [made] = await tx.insert(leagues).values({ nom, createdAt: now }).returning({ id: leagues.id, nom: leagues.nom });
    if (!made) throw new Error('ligue non créée');
    await tx.insert(leagueMembers).values({ leagueId: made.id, userId, role: ROLE.admin, joinedAt: now });
    return { ...made, role: ROLE.admin };
  });
}

/**
 * leagues/update.php: the league's name and settings, in one transaction or none: its squad limits are fixed once its
 * draft started, and it never takes fewer poolers than it has (409).
 */
export function updateLeague(db: Db, leagueId: number, { nom, ...settings }: InputOf<typeof liguesCalls.update>) {
  return db.transaction(async (tx) => {
    // The league's row is held: two admins' changes take turns.
    await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, leagueId)).for('update');
    const limits = settings.max_joueurs_poste !== undefined || settings.max_par_club !== undefined;
    if (limits && (await draftStarted(tx, leagueId))) throw new AppError('conflict', LIGUES_MSG.limitsLocked);
    if (settings.max_poolers !== undefined) {
      const members = await memberCount(tx, leagueId);
      if (settings.max_poolers < members) throw new AppError('conflict', LIGUES_MSG.tooFewPlaces(members));
    }
    if (nom !== undefined) await tx.update(leagues).set({ nom }).where(eq(leagues.id, leagueId));
    for (const [key, value] of Object.entries(settings)) {
      if (value !== undefined) await setLeagueSetting(tx, leagueId, key as LeagueSettingKey, value as never);
    }
  });
}
