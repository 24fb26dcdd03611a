import { conflict } from '../../http/errors.js';
import { CHAMPIONNAT_MSG, SAISON_MSG, seasonName, utcToParisLocal } from '@poolfoot/domain';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { clubs, journees, leagues, seasons } from '../../db/schema.js';
import { setSetting } from '../../db/settings.js';
import type { JobRun, RunEnd } from '../../jobs/run.js';
import { SourceError } from '../../providers/http.js';
import { saisonOfLfp, seasonLabel } from '../../providers/lfp/client.js';
import type { LfpClub, LfpMatchSummary } from '../../providers/lfp/types.js';
import { seasonFinished } from '../journees/index.js';
import type { ChampionnatEnv } from './env.js';
import { isItemFailure, sourceFailed } from './errors.js';
import { eachItem } from './jobs.js';
import { clubsByExt, type Journee, saveMatch } from './matches.js';
import { checkSeason, championnatSeason, seasonNote } from './season.js';
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
 * then follows the league. A database already set up moves to the league's season only when asked (the next
 * season: `newSeason`), once its own is finished and if the league's is the later one: the new season becomes the
 * instance's active one, every league back to its draft phase (each league's admin then starts it: saisons/start.php);
 * the finished one stays whole. Anything else would mix two seasons: refused, nothing written.
 */
async function seasonOf(env: ChampionnatEnv, list: readonly LfpClub[], job: JobRun, newSeason: boolean): Promise<ChampionnatEnv> {
  const season = list.find((c) => c.season !== null)?.season ?? championnatSeason(env);
  const [ours] = await env.db.select({ nom: seasons.nom, finished: seasonFinished }).from(seasons).where(eq(seasons.id, env.saisonId));
  const ourName = ours?.nom ?? seasonName(env.saisonId);
  if (season === championnatSeason(env)) {
    if (newSeason) throw conflict(SAISON_MSG.noNewSeason(ourName));
    return env;
  }
  const saison = saisonOfLfp(season);
  const used =
    (await env.db.$count(clubs, eq(clubs.saisonId, env.saisonId))) + (await env.db.$count(journees, eq(journees.saisonId, env.saisonId)));
  if (used > 0 && !newSeason) throw conflict(CHAMPIONNAT_MSG.seasonTaken(ourName, seasonLabel(season)));
  if (used > 0 && saison.id < env.saisonId) throw conflict(SAISON_MSG.noNewSeason(ourName));
  if (used > 0 && !ours?.finished) throw conflict(SAISON_MSG.notFinished(ourName));
  await env.db.transaction(async (tx) => {
    await tx.insert(seasons).values(saison).onConflictDoNothing();
    await setSetting(tx, 'saison', saison);
    if (used > 0) await tx.update(leagues).set({ settings: sql`${leagues.settings} || '{"phase":"draft"}'::jsonb` });
  });
  await job.note(used > 0 ? SAISON_MSG.newSeason(saison.nom) : CHAMPIONNAT_MSG.seasonAdopted(saison.nom));
  return { ...env, saisonId: saison.id };
}

/**
 * The draft's « Stats {previous season} »: a club's players of the season get their points of the season
 * before when the instance has them (the same league id, a row of the previous season, its matchdays' points); a
 * player the instance did not follow keeps what the import gave.
 */
async function carryLastSeasonPoints(env: ChampionnatEnv, clubId: number) {
  const prev = env.saisonId - 1;
  await env.db.execute(sql`update joueurs j set total_prev = p.total
    from (select o.lfp_id, sum(pp.points)::int as total from joueurs o
      join player_points pp on pp.joueur_id = o.id
      join journees jo on jo.id = pp.journee_id and jo.saison_id = ${prev}
      where o.saison_id = ${prev} group by o.lfp_id) p
    where j.saison_id = ${env.saisonId} and j.club_id = ${clubId} and j.lfp_id = p.lfp_id`);
}

/**
 * A club of the league in the database: created when missing, else left as an admin may have named it. A new season's
 * club keeps the name it had in the season before (the same league id): « Lyon » of the demo or of an admin's choice
 * does not become the league's « OL » from one season to the next; a club new to the instance takes the league's.
 */
async function ensureClub(env: ChampionnatEnv, c: LfpClub) {
  const [cur] = await env.db
    .select()
    .from(clubs)
    .where(and(eq(clubs.saisonId, env.saisonId), eq(clubs.clubId, c.extId)));
  if (cur) return { club: cur, created: false };
  const [before] = await env.db
    .select({ name: clubs.name })
    .from(clubs)
    .where(and(eq(clubs.clubId, c.extId), lt(clubs.saisonId, env.saisonId)))
    .orderBy(desc(clubs.saisonId))
    .limit(1);
  const [made] = await env.db
    .insert(clubs)
    .values({ name: before?.name ?? c.name, officialName: c.officialName, clubId: c.extId, saisonId: env.saisonId })
    .onConflictDoNothing()
    .returning();
  const [club] = made
    ? [made]
    : await env.db
        .select()
        .from(clubs)
        .where(and(eq(clubs.saisonId, env.saisonId), eq(clubs.clubId, c.extId)));
  if (!club) throw conflict(CHAMPIONNAT_MSG.clubNotFound);
  return { club, created: !!made };
}

/** A matchday in the database: created when missing, starting at its first firm kickoff (else its first one); else left as it is. */
async function ensureJournee(
  env: ChampionnatEnv,
  numjournee: number,
  matches: readonly LfpMatchSummary[],
): Promise<{ journee: Journee; created: boolean }> {
  const where = and(eq(journees.saisonId, env.saisonId), eq(journees.numjournee, numjournee));
  const [cur] = await env.db.select().from(journees).where(where);
  if (cur) return { journee: cur, created: false };
  const firm = matches.filter((m) => !m.kickoffUnknown);
  const first = (firm.length ? firm : matches).map((m) => m.kickoffAt).sort((a, b) => a.getTime() - b.getTime())[0];
  if (!first) throw sourceFailed(CHAMPIONNAT_MSG.noMatches);
  const { date, heure } = utcToParisLocal(first);
  const [made] = await env.db
    .insert(journees)
    .values({ numjournee, date, heure, startAt: first, saisonId: env.saisonId })
    .onConflictDoNothing()
    .returning();
  const [journee] = made ? [made] : await env.db.select().from(journees).where(where);
  if (!journee) throw conflict(CHAMPIONNAT_MSG.noMatches);
  return { journee, created: !!made };
}

type Item = { kind: 'club'; club: LfpClub } | { kind: 'journee'; numjournee: number };

/** The job: first the clubs and their squads, then the matchdays one by one (a pause between two items, a cancel stops between two). */
export async function runSeasonSetup(base: ChampionnatEnv, job: JobRun, newSeason = false): Promise<RunEnd> {
  let list: LfpClub[];
  let env: ChampionnatEnv;
  try {
    list = (await base.lfp.clubs()).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    env = await seasonOf(base, list, job, newSeason);
    for (const c of list) checkSeason(env, c.season);
  } catch (err) {
    if (!isItemFailure(err)) throw err;
    await job.setTotal(1);
    // The league out of reach: the address asked (LFP_API_URL's) and the next steps beside the reason.
    const url = err instanceof SourceError ? err.url : undefined;
    const reason = url ? CHAMPIONNAT_MSG.sourceAt(err.message, url) : err.message;
    await job.step('ko', `${CHAMPIONNAT_MSG.setupClubs} : ${reason}`, url ? CHAMPIONNAT_MSG.setupNextSteps(base.runtime.demo) : undefined);
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
  const label = (it: Item) => (it.kind === 'club' ? it.club.name : CHAMPIONNAT_MSG.matchday(it.numjournee));
  return eachItem(job, items, { label, pause: env.runtime.pause, log: env.log }, async (it) => {
    if (it.kind === 'club') {
      const { club, created } = await ensureClub(env, it.club);
      // The club is there whatever its squad's fate: a squad that cannot be read says so beside it, not instead of it.
      const r = await grabSquad(env, club, index).catch((err: unknown) => {
        if (!isItemFailure(err)) throw err;
        throw sourceFailed(CHAMPIONNAT_MSG.clubSetUp(created, CHAMPIONNAT_MSG.squadFailed(err.message)));
      });
      await carryLastSeasonPoints(env, club.id);
      return { text: CHAMPIONNAT_MSG.clubSetUp(created, CHAMPIONNAT_MSG.squadSynced(r.players_count, r.created, r.updated)) };
    }
    const matches = await env.lfp.gameWeek(it.numjournee, championnatSeason(env));
    for (const m of matches) checkSeason(env, m.season);
    const byExt = await clubsByExt(env);
    // A club the database does not know refuses the whole matchday, before anything is written.
    for (const side of matches.flatMap((m) => [m.home, m.away])) {
      if (!byExt.has(side.extId)) throw sourceFailed(CHAMPIONNAT_MSG.unknownClub(side.extId, side.name));
    }
    const { journee, created } = await ensureJournee(env, it.numjournee, matches);
    const whats = [];
    for (const m of matches) whats.push((await saveMatch(env, journee, m, byExt)).what);
    const unknown = matches.filter((m) => m.kickoffUnknown).length;
    return {
      text: CHAMPIONNAT_MSG.matchdaySetUp(
        created,
        matches.length,
        whats.filter((w) => w === 'créé').length,
        whats.filter((w) => w === 'mis à jour').length,
      ),
      details: unknown ? [CHAMPIONNAT_MSG.unknownKickoffs(unknown)] : undefined,
    };
  });
}
