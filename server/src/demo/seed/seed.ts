/**
 * Deterministic demo seed: 12 users, the 18 Ligue 1 clubs, ~450 fictional players, 34 matchdays, 306 matches.
 * Everything is the same on every run except the dates, shifted by whole weeks so the anchor matchday starts soon
 * and the earlier ones are over.
 */
import { ROLE, utcToParisLocal } from '@poolfoot/domain';
import { hashPassword } from '../../features/auth/index.js';
import type { Db, Tx } from '../../db/client.js';
import { asc, eq } from 'drizzle-orm';
import { clubs, draftOrder, draftState, journees, joueurs, leagueMembers, leagues, matchlfps, seasons, users } from '../../db/schema.js';
import { setSetting } from '../../db/settings.js';
import { setLeagueSetting } from '../../features/ligues/index.js';
import { demoMatches, demoWeekShifts, shiftedKickoff } from './calendar.js';
import { DEMO_CLUBS } from './clubs.js';
import { generateDemoPlayers } from './players.js';

const DEMO_SAISON = { id: 2026, nom: 'Saison 2025/2026' } as const;
export const DEMO_PASSWORD = 'poolfoot';
/** The demo's league: the twelve poolers' season. */
const DEMO_LEAGUE_NAME = 'La ligue des douze';
const DEMO_COUSINS_NAME = 'La ligue des cousins';
/** Who of the twelve poolers plays in the cousins' league too (by their index; the first, the super admin, its admin). */
const COUSINS = [0, 3, 6, 9, 11];

/**
 * The demo's second league (docs/ligues.md), so that the league switcher and the separation are seen at once: five of the
 * twelve poolers, the first its admin, their draft under way (no pick yet). They joined it after the twelve poolers'
 * league, which their sign-in opens first.
 */
async function seedCousins(tx: Tx, poolers: readonly { id: number }[], now: Date) {
  const [cousins] = await tx.insert(leagues).values({ nom: DEMO_COUSINS_NAME }).returning({ id: leagues.id });
  if (!cousins) throw new Error('démo : ligue des cousins non créée');
  const members = COUSINS.flatMap((i) => (poolers[i] ? [poolers[i].id] : []));
  const joinedAt = new Date(now.getTime() + 1000);
  await tx
    .insert(leagueMembers)
    .values(members.map((userId, i) => ({ leagueId: cousins.id, userId, role: i === 0 ? ROLE.admin : ROLE.pooler, joinedAt })));
  await setLeagueSetting(tx, cousins.id, 'max_poolers', 8);
  const ls = { leagueId: cousins.id, saisonId: DEMO_SAISON.id };
  await tx.insert(draftOrder).values(members.map((userId, i) => ({ ...ls, rang: i + 1, userId })));
  await tx.insert(draftState).values({ ...ls, status: 'en cours', tour: 1, choix: 1, prochainPoolerId: members[0] ?? null });
}

/** The twelve poolers' league of a seeded demo (the first one of that name). */
export async function demoLeagueId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: leagues.id })
    .from(leagues)
    .where(eq(leagues.nom, DEMO_LEAGUE_NAME))
    .orderBy(asc(leagues.id))
    .limit(1);
  if (!row) throw new Error('démo : la ligue des douze est introuvable');
  return row.id;
}

const BATCH = 200;

const DEMO_USERS: readonly { username: string; nickname: string }[] = [
  { username: 'Alex', nickname: 'Le Président' },
  { username: 'Bruno', nickname: 'Bruno la Muraille' },
  { username: 'Camille', nickname: 'Cam la Magicienne' },
  { username: 'Damien', nickname: 'Dam le Renard' },
  { username: 'Elise', nickname: 'Lili Goleador' },
  { username: 'Fabien', nickname: 'Fab le Stratège' },
  { username: 'Gaelle', nickname: 'Gaga du Virage' },
  { username: 'Hugo', nickname: 'Hugo Coup-Franc' },
  { username: 'Ines', nickname: 'Inès la Tornade' },
  { username: 'Julien', nickname: 'Ju le Libéro' },
  { username: 'Karim', nickname: 'Kaka du Vieux-Port' },
  { username: 'Lea', nickname: 'Léa Lucarne' },
];

async function insertBatched<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Seeds a FRESH database (users must get ids 1..12) in one transaction. */
export async function seedDemo(
  db: Db,
  /** anchorMatchday: the matchday that starts in the coming days (1 for DEMO=draft, 11 for DEMO=season). */
  opts: { now: Date; anchorMatchday?: number },
): Promise<{ users: number; clubs: number; joueurs: number; journees: number; matchs: number }> {
  const matches = demoMatches();
  const weeks = demoWeekShifts(opts.now, matches, opts.anchorMatchday ?? 1);
  const players = generateDemoPlayers(DEMO_CLUBS);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    await tx.insert(seasons).values({ id: DEMO_SAISON.id, nom: DEMO_SAISON.nom }).onConflictDoNothing();
    await setSetting(tx, 'saison', { id: DEMO_SAISON.id, nom: DEMO_SAISON.nom });
    await setSetting(tx, 'demo_world', true);

    const insertedUsers = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((u, i) => ({
          email: `pooler${i + 1}@poolfoot.test`,
          username: u.username,
          nickname: u.nickname,
          role: i === 0 ? ROLE.superAdmin : i === 1 ? ROLE.admin : ROLE.pooler,
          passwordHash,
        })),
      )
      .returning({ id: users.id });

    // The twelve poolers' league (docs/ligues.md), its admins those of the demo.
    const [league] = await tx.insert(leagues).values({ nom: DEMO_LEAGUE_NAME }).returning({ id: leagues.id });
    if (!league) throw new Error('démo : ligue non créée');
    const ls = { leagueId: league.id, saisonId: DEMO_SAISON.id };
    await setLeagueSetting(tx, league.id, 'phase', 'draft');
    await tx
      .insert(leagueMembers)
      .values(
        insertedUsers.map((u, i) => ({ leagueId: league.id, userId: u.id, role: i <= 1 ? ROLE.admin : ROLE.pooler, joinedAt: opts.now })),
      );

    // The draft ready to start: users in id order, status 'non débuté'.
    await tx.insert(draftOrder).values(insertedUsers.map((u, i) => ({ ...ls, rang: i + 1, userId: u.id })));
    await tx.insert(draftState).values({ ...ls, status: 'non débuté', tour: 1, choix: 1, prochainPoolerId: insertedUsers[0]?.id ?? null });
    await seedCousins(tx, insertedUsers, opts.now);

    const insertedClubs = await tx
      .insert(clubs)
      .values(
        DEMO_CLUBS.map((c) => ({
          name: c.name,
          officialName: c.official_name,
          clubId: c.club_id,
          saisonId: DEMO_SAISON.id,
          transfermarktUrl: c.transfermarkt_url,
        })),
      )
      .returning({ id: clubs.id, clubId: clubs.clubId, officialName: clubs.officialName });
    const clubIdByExt = new Map(insertedClubs.map((c) => [c.clubId, c.id]));
    const clubIdByOfficial = new Map(insertedClubs.map((c) => [c.officialName, c.id]));
    const dbClubId = (map: Map<string | null, number>, key: string) => {
      const id = map.get(key);
      if (id === undefined) throw new Error(`demo: unknown club '${key}'`);
      return id;
    };

    await insertBatched(players, (chunk) =>
      tx.insert(joueurs).values(
        chunk.map((p) => ({
          nom: p.nom,
          prenom: p.prenom,
          lfpId: p.lfp_id,
          shortOptaId: p.short_opta_id,
          clubId: dbClubId(clubIdByExt, p.club_id),
          poste: p.poste,
          numero: p.numero,
          saisonId: DEMO_SAISON.id,
          totalPrev: p.totalPrev,
          birthDate: p.birth_date,
        })),
      ),
    );

    const scheduled = matches.map((m) => ({ m, kickoffAt: shiftedKickoff(m.date, m.heure, weeks(m.matchday)) }));
    const firstByMatchday = new Map<number, Date>();
    for (const { m, kickoffAt } of scheduled) {
      const cur = firstByMatchday.get(m.matchday);
      if (!cur || kickoffAt.getTime() < cur.getTime()) firstByMatchday.set(m.matchday, kickoffAt);
    }
    const matchdays = [...firstByMatchday.entries()].sort((a, b) => a[0] - b[0]);
    const insertedJournees = await tx
      .insert(journees)
      .values(
        matchdays.map(([numjournee, startAt]) => {
          const local = utcToParisLocal(startAt);
          return { numjournee, date: local.date, heure: local.heure, startAt, status: 0, saisonId: DEMO_SAISON.id };
        }),
      )
      .returning({ id: journees.id, numjournee: journees.numjournee });
    const journeeIdByNum = new Map(insertedJournees.map((j) => [j.numjournee, j.id]));

    await insertBatched(scheduled, (chunk) =>
      tx.insert(matchlfps).values(
        chunk.map(({ m, kickoffAt }) => {
          const journeeId = journeeIdByNum.get(m.matchday);
          if (journeeId === undefined) throw new Error(`demo: no journee ${m.matchday}`);
          return {
            matchLfpId: m.match_lfp_id,
            journeeId,
            homeClubId: dbClubId(clubIdByOfficial, m.home),
            awayClubId: dbClubId(clubIdByOfficial, m.away),
            kickoffAt,
            homeScore: null,
            awayScore: null,
            period: 'preMatch',
            saisonId: DEMO_SAISON.id,
          };
        }),
      ),
    );

    return {
      users: insertedUsers.length,
      clubs: insertedClubs.length,
      joueurs: players.length,
      journees: insertedJournees.length,
      matchs: scheduled.length,
    };
  });
}
