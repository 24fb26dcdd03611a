import { CHAMPIONNAT_MSG, type ChampionnatSquadKind } from '@poolfoot/domain';
import { asc, eq } from 'drizzle-orm';
import { clubs } from '../../db/schema.js';
import { SourceError } from '../../providers/http.js';
import type { ChampionnatEnv } from './env.js';
import type { JobRun, RunEnd } from '../../jobs/run.js';
import { eachItem } from './jobs.js';
import { seasonNote } from './season.js';
import { checkMercato, fullName, grabSquad, type LfpClubIndex, lfpClubIndex } from './squads.js';
import { compareClub, grabTmSquad } from './transfermarkt.js';

/** One squad step over every club of the season (all of them, in name order), one log line per club. */
export async function runSquadJob(env: ChampionnatEnv, kind: ChampionnatSquadKind, job: JobRun): Promise<RunEnd> {
  const list = await env.db.select().from(clubs).where(eq(clubs.saisonId, env.saisonId)).orderBy(asc(clubs.name), asc(clubs.id));
  await job.setTotal(list.length);
  if (!list.length) {
    await job.note(CHAMPIONNAT_MSG.noClubs);
    return 'done';
  }
  const fromLfp = kind === 'grab_effectif_l1' || kind === 'check_mercato';
  let index: LfpClubIndex | SourceError | undefined;
  if (fromLfp) {
    try {
      index = await lfpClubIndex(env);
    } catch (err) {
      if (!(err instanceof SourceError)) throw err;
      index = err;
    }
  }
  if (fromLfp) await job.note(seasonNote(env));
  const clubIndex = () => {
    if (index instanceof SourceError) throw index;
    return index;
  };
  const pause = kind === 'compare_effectif_l1vstm' ? undefined : env.runtime.pause;
  return eachItem(job, list, { label: (c) => c.name, pause, log: env.log }, async (club) => {
    switch (kind) {
      case 'grab_effectif_l1': {
        const r = await grabSquad(env, club, clubIndex());
        return { text: CHAMPIONNAT_MSG.squadSynced(r.players_count, r.created, r.updated) };
      }
      case 'check_mercato': {
        const r = await checkMercato(env, club, clubIndex());
        return {
          text: CHAMPIONNAT_MSG.mercatoChecked(r.added.length, r.removed.length),
          details: [
            ...r.added.map((p) => CHAMPIONNAT_MSG.arrival(fullName(p))),
            ...r.removed.map((p) => CHAMPIONNAT_MSG.departure(fullName(p))),
          ],
        };
      }
      case 'grab_effectif_tm': {
        const r = await grabTmSquad(env, club);
        return { text: CHAMPIONNAT_MSG.tmFetched(r.players_count, r.changed) };
      }
      case 'compare_effectif_l1vstm': {
        const r = await compareClub(env, club);
        return {
          text: CHAMPIONNAT_MSG.compared(r.joueurs_ok.length, r.joueurs_a_verifier.length),
          details: r.joueurs_a_verifier.map((c) => CHAMPIONNAT_MSG.toCheck(c.source, c.name, c.reason)),
        };
      }
    }
  });
}
