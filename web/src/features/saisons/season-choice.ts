import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { saisonsListQuery } from './api';

/** The address's query parameter that names the chosen season (?saison=2026): a link or the back button keeps it. */
const SEASON_PARAM = 'saison';

/** The query string of an address that keeps a chosen season (none for the active one). */
export const seasonSearch = (saisonId: number | undefined) => (saisonId === undefined ? '' : `?${SEASON_PARAM}=${saisonId}`);

/**
 * The shown season's id when it is a past one (not the active one), null for the active one (the default), undefined
 * while a named season waits for the list; a named season counts as past when the list cannot be read.
 */
function pastIdOf(named: number | undefined, activeId: number | undefined, listFailed: boolean) {
  if (named === undefined) return null;
  if (activeId === undefined) return listFailed ? named : undefined;
  return named === activeId ? null : named;
}

export type SeasonChoice = ReturnType<typeof useSeasonChoice>;

/**
 * The season a page shows: the one its address names, else `fallback` (the season of what the address points at),
 * else the last season the league played while it has not started the active one, else the active one. `path`: where a new choice leads (the page's own address by default; a page whose path holds
 * something of the season, a matchday, gives its path without it).
 */
export function useSeasonChoice({ path, fallback }: { path?: string; fallback?: number } = {}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const list = useQuery(saisonsListQuery());
  const asked = Number(params.get(SEASON_PARAM)) || undefined;
  const activeId = list.data?.active_id;
  const saisons = list.data?.saisons;
  // While the league has not started the instance's new season, its pages open on the last season it played.
  const lastPlayed = saisons?.find((s) => s.active)?.started === false ? saisons.find((s) => !s.active && s.started)?.id : undefined;
  const named = asked ?? fallback ?? lastPlayed;
  const shownId = named ?? activeId;
  const pastId = pastIdOf(named, activeId, list.isError);
  const choose = (id: number) => {
    const next = new URLSearchParams(params);
    if (id === activeId && lastPlayed === undefined) next.delete(SEASON_PARAM);
    else next.set(SEASON_PARAM, String(id));
    const search = next.toString();
    navigate({ pathname: path ?? pathname, search: search ? `?${search}` : '' });
  };
  return {
    /** The league's seasons, newest first (undefined until read). */
    saisons,
    /**
     * What the reading calls take: the season the address names (or the last one played while the new one waits for
     * its start), none for the active one (the server's).
     */
    saisonId: asked ?? (named === lastPlayed ? lastPlayed : undefined),
    shownId,
    /** The shown season's item, once the list is read. */
    season: list.data?.saisons.find((s) => s.id === shownId),
    pastId,
    choose,
  };
}
