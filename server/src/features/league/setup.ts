import { LEAGUE_MSG, SAISON_MSG, seasonName, utcToParisLocal } from '@poolfoot/domain';
import { and, eq, sql } from 'drizzle-orm';
import { clubs, journees, leagues, seasons } from '../../db/schema.js';
import { setSetting } from '../../db/settings.js';
import type { JobRun, RunEnd } from '../../jobs/run.js';
import { saisonOfLfp, seasonLabel } from '../../providers/lfp/client.js';
import type { LfpClub, LfpMatchSummary } from '../../providers/lfp/types.js';
import { seasonFinished } from '../journees/index.js';
import type { LeagueEnv } from './env.js';
import { ItemError, isItemFailure } from './errors.js';
import { eachItem } from './jobs.js';
import { clubsByExt, type Journee, saveMatch } from './matches.js';
import { checkSeason, leagueSeason, seasonNote } from './season.js';
import { grabSquad, type LfpClubIndex } from './squads.js';

/*
 * league/setup.php: a season set up from the league in one job, on an empty database as well as on one
 * already set up: the clubs of Ligue 1 by their league id, their squads (families, finer positions), every
 * matchday with every match and kickoff (a time the league has not fixed stays unknown). Run again, it
 * updates kickoffs and squads; it never touches ownership, lineups, points, nor what an admin set (a club's
 * names, a position marked manual, a match marked postponed, a matchday's start and status).
 */

/**
 * The season to work in: the database's when the league answers for it; the league's when the database has
 * no club nor matchday yet for its own (a fresh install defaults to Saison 2025/2026): the saison setting
 * then follows the league. A database already set up moves to the league's season only when asked (issue 28's next
 * season: `newSeason`), once its own is finished and if the league's is the later one: the new season becomes the
 * instance's active one, every league back to its draft phase (each league's admin then starts it: saisons/start.php);
 * the finished one stays whole. Anything else would mix two seasons: refused, nothing written.
 */
async function seasonOf(env: LeagueEnv, list: readonly LfpClub[], job: JobRun, newSeason: boolean): Promise<LeagueEnv> {
  const season = list.find((c) => c.season !== null)?.season ?? leagueSeason(env);
  const [ours] = await env.db.select({ nom: seasons.nom, finished: seasonFinished }).from(seasons).where(eq(seasons.id, env.saisonId));
  const ourName = ours?.nom ?? seasonName(env.saisonId);
  if (season === leagueSeason(env)) {
    if (newSeason) throw new ItemError(SAISON_MSG.noNewSeason(ourName), 409);
    return env;
  }
  const saison = saisonOfLfp(season);
  const used =
    (await env.db.$count(clubs, eq(clubs.saisonId, env.saisonId))) + (await env.db.$count(journees, eq(journees.saisonId, env.saisonId)));
  if (used > 0 && !newSeason) throw new ItemError(LEAGUE_MSG.seasonTaken(ourName, seasonLabel(season)), 409);
  if (used > 0 && saison.id < env.saisonId) throw new ItemError(SAISON_MSG.noNewSeason(ourName), 409);
  if (used > 0 && !ours?.finished) throw new ItemError(SAISON_MSG.notFinished(ourName), 409);
  await env.db.transaction(async (tx) => {
    await tx.insert(seasons).values(saison).onConflictDoNothing();
    await setSetting(tx, 'saison', saison);
    if (used > 0) await tx.update(leagues).set({ settings: sql`${leagues.settings} || '{"phase":"draft"}'::jsonb` });
  });
  await job.note(used > 0 ? SAISON_MSG.newSeason(saison.nom) : LEAGUE_MSG.seasonAdopted(saison.nom));
  return { ...env, saisonId: saison.id };
}

/**
 * The draft's « Stats {previous season} » (issue 28): a club's players of the season get their points of the season
 * before when the instance has them (the same league id, a row of the previous season, its matchdays' points); a
 * player the instance did not follow keeps what the import gave.
 */
async function carryLastSeasonPoints(env: LeagueEnv, clubId: number) {
  const prev = env.saisonId - 1;
  await env.db.execute(sql`update joueurs j set total_prev = p.total
    from (select o.lfp_id, sum(pp.points)::int as total from joueurs o
      join player_points pp on pp.joueur_id = o.id
      join journees jo on jo.id = pp.journee_id and jo.saison_id = ${prev}
      where o.saison_id = ${prev} group by o.lfp_id) p
    where j.saison_id = ${env.saisonId} and j.club_id = ${clubId} and j.lfp_id = p.lfp_id`);
}

/** A club of the league in the database: created when missing (names from the league), else left as an admin may have named it. */
async function ensureClub(env: LeagueEnv, c: LfpClub) {
  const [cur] = await env.db
    .select()
    .from(clubs)
    .where(and(eq(clubs.saisonId, env.saisonId), eq(clubs.clubId, c.extId)));
  if (cur) return { club: cur, created: false };
  const [made] = await env.db
    .insert(clubs)
    .values({ name: c.name, officialName: c.officialName, clubId: c.extId, saisonId: env.saisonId })
    .onConflictDoNothing()
    .returning();
  const [club] = made
    ? [made]
    : await env.db
        .select()
        .from(clubs)
        .where(and(eq(clubs.saisonId, env.saisonId), eq(clubs.clubId, c.extId)));
  if (!club) throw new ItemError(LEAGUE_MSG.clubNotFound, 409);
  return { club, created: !!made };
}

/** A matchday in the database: created when missing, starting at its first firm kickoff (else its first one); else left as it is. */
async function ensureJournee(
  env: LeagueEnv,
  numjournee: number,
  matches: readonly LfpMatchSummary[],
): Promise<{ journee: Journee; created: boolean }> {
  const where = and(eq(journees.saisonId, env.saisonId), eq(journees.numjournee, numjournee));
  const [cur] = await env.db.select().from(journees).where(where);
  if (cur) return { journee: cur, created: false };
  const firm = matches.filter((m) => !m.kickoffUnknown);
  const first = (firm.length ? firm : matches).map((m) => m.kickoffAt).sort((a, b) => a.getTime() - b.getTime())[0];
  if (!first) throw new ItemError(LEAGUE_MSG.noMatches, 502);
  const { date, heure } = utcToParisLocal(first);
  const [made] = await env.db
    .insert(journees)
    .values({ numjournee, date, heure, startAt: first, saisonId: env.saisonId })
    .onConflictDoNothing()
    .returning();
  const [journee] = made ? [made] : await env.db.select().from(journees).where(where);
  if (!journee) throw new ItemError(LEAGUE_MSG.noMatches, 409);
  return { journee, created: !!made };
}

type Item = { kind: 'club'; club: LfpClub } | { kind: 'journee'; numjournee: number };

/** The job: first the clubs and their squads, then the matchdays one by one (a pause between two items, a cancel stops between two). */
export async function runSeasonSetup(base: LeagueEnv, job: JobRun, newSeason = false): Promise<RunEnd> {
  let list: LfpClub[];
  let env: LeagueEnv;
  try {
    list = (await base.lfp.clubs()).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    env = await seasonOf(base, list, job, newSeason);
    for (const c of list) checkSeason(env, c.season);
  } catch (err) {
    if (!isItemFailure(err)) throw err;
    await job.setTotal(1);
    await job.step('ko', `${LEAGUE_MSG.setupClubs} : ${err.message}`);
    return 'done';
  }
  await job.note(seasonNote(env));
  // A double round robin: each club meets each other twice.
  const rounds = 2 * Math.max(0, list.length - 1);
  const items: Item[] = [
    ...list.map((club) => ({ kind: 'club' as const, club })),
    ...Array.from({ length: rounds }, (_, i) => ({ kind: 'journee' as const, numjournee: i + 1 })),
  ];
  await job.setTotal(items.length);
  const index: LfpClubIndex = new Map(list.map((c) => [c.extId, c]));
  const label = (it: Item) => (it.kind === 'club' ? it.club.name : LEAGUE_MSG.matchday(it.numjournee));
  return eachItem(job, items, { label, pause: env.runtime.pause, log: env.log }, async (it) => {
    if (it.kind === 'club') {
      const { club, created } = await ensureClub(env, it.club);
      // The club is there whatever its squad's fate: a squad that cannot be read says so beside it, not instead of it.
      const r = await grabSquad(env, club, index).catch((err: unknown) => {
        if (!isItemFailure(err)) throw err;
        throw new ItemError(LEAGUE_MSG.clubSetUp(created, LEAGUE_MSG.squadFailed(err.message)), 502);
      });
      await carryLastSeasonPoints(env, club.id);
      return { text: LEAGUE_MSG.clubSetUp(created, LEAGUE_MSG.squadSynced(r.players_count, r.created, r.updated)) };
    }
    const matches = await env.lfp.gameWeek(it.numjournee, leagueSeason(env));
    for (const m of matches) checkSeason(env, m.season);
    const byExt = await clubsByExt(env);
    // A club the database does not know refuses the whole matchday, before anything is written.
    for (const side of matches.flatMap((m) => [m.home, m.away])) {
      if (!byExt.has(side.extId)) throw new ItemError(LEAGUE_MSG.unknownClub(side.extId, side.name), 502);
    }
    const { journee, created } = await ensureJournee(env, it.numjournee, matches);
    const whats = [];
    for (const m of matches) whats.push((await saveMatch(env, journee, m, byExt)).what);
    const unknown = matches.filter((m) => m.kickoffUnknown).length;
    return {
      text: LEAGUE_MSG.matchdaySetUp(
        created,
        matches.length,
        whats.filter((w) => w === 'créé').length,
        whats.filter((w) => w === 'mis à jour').length,
      ),
      details: unknown ? [LEAGUE_MSG.unknownKickoffs(unknown)] : undefined,
    };
  });
}
