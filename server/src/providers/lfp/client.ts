import { seasonName } from '@poolfoot/domain';
import { type FetchPolicy, fetchParsed, type TryLog } from '../http.js';
import { parseClubs, parseClubSummary, parseGameWeek, parseMatch, parsePlayer } from './parse.js';

/**
 * The official league API client (base URL LFP_API_URL): the same code talks to ma-api.ligue1.fr,
 * to the demo league (/demo-league) and to the tests' servers.
 */
export function lfpClient(baseUrl: string, policy: FetchPolicy, opts: { signal?: AbortSignal; log?: TryLog } = {}) {
  const base = baseUrl.replace(/\/+$/, '');
  const get = <T>(path: string, parse: (body: string) => T) =>
    fetchParsed(`${base}${path}`, parse, policy, { ...opts, headers: { accept: 'application/json' } });
  return {
    clubs: () => get('/championship-clubs', parseClubs),
    /** `season`: the league's season number, the year the season starts (2025 for 2025/2026). */
    gameWeek: (numjournee: number, season: number) =>
      get(`/championship-matches/championship/1/game-week/${numjournee}?season=${season}`, parseGameWeek),
    match: (matchId: string) => get(`/championship-match/${encodeURIComponent(matchId)}`, parseMatch),
    clubSummary: (clubId: string, season: number) =>
      get(`/championship-club-summary/${encodeURIComponent(clubId)}?season=${season}`, parseClubSummary),
    /** `playerId`: the full id ('l1_championship_player_2026_13_77349'). */
    player: (playerId: string) => get(`/championship-player/${encodeURIComponent(playerId)}`, parsePlayer),
  };
}
export type LfpClient = ReturnType<typeof lfpClient>;

/** The league's season number for one of ours: Saison 2025/2026 (id 2026) is the league's 2025. */
export const lfpSeason = (saisonId: number) => saisonId - 1;
/** Ours for the league's: the league's 2026 (2026/27) is Saison 2026/2027, id 2027. */
export const saisonOfLfp = (season: number) => ({ id: season + 1, nom: seasonName(season + 1) });
/** How a league season reads in a log line: 2026 -> '2026/27'. */
export const seasonLabel = (season: number) => `${season}/${String((season + 1) % 100).padStart(2, '0')}`;
