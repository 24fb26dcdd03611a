import { CHAMPIONNAT_MSG } from '@poolfoot/domain';
import { type FetchPolicy, fetchParsed, SourceError, type TryLog } from '../http.js';
import { parseTmSquad } from './parse.js';

/**
 * The squad page of a club from its Transfermarkt address (any page of the club: /{slug}/startseite/verein/{id}),
 * on the configured site (TM_URL): /{slug}/kader/verein/{id}/saison_id/{season}/plus/1 (the detailed view).
 */
function tmSquadUrl(tmBase: string, clubUrl: string, season: number): string {
  let path: string;
  try {
    path = new URL(clubUrl).pathname;
  } catch {
    throw new SourceError(CHAMPIONNAT_MSG.badTmUrl, false);
  }
  const m = /^\/([^/]+)\/[^/]+\/verein\/(\d+)/.exec(path);
  if (!m) throw new SourceError(CHAMPIONNAT_MSG.badTmUrl, false);
  return `${tmBase.replace(/\/+$/, '')}/${m[1]}/kader/verein/${m[2]}/saison_id/${season}/plus/1`;
}

export function tmClient(baseUrl: string, policy: FetchPolicy, opts: { signal?: AbortSignal; log?: TryLog } = {}) {
  return {
    squad: (clubUrl: string, season: number) =>
      fetchParsed(tmSquadUrl(baseUrl, clubUrl, season), parseTmSquad, policy, {
        ...opts,
        refused: CHAMPIONNAT_MSG.tmRefused,
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; Poolfoot/1.0)', 'accept-language': 'fr-FR,fr;q=0.9', accept: 'text/html' },
      }),
  };
}
export type TmClient = ReturnType<typeof tmClient>;
