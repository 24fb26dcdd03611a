import { MSG, poolerName } from '@poolfoot/domain';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLiveInvalidate } from '../../lib/live';
import { DRAFT_READERS, draftClubsQuery, draftJoueursQuery, draftStateQuery, draftUsersQuery } from './api';
import type { Lookups } from './components/board-parts';

/**
 * What every draft page reads: the state (refetched on every live change), the players and the
 * poolers, and lookups by id. `refetch` is the 30 s poll's callback.
 */
export function useDraftData() {
  const state = useQuery(draftStateQuery());
  const joueurs = useQuery(draftJoueursQuery());
  const users = useQuery(draftUsersQuery());
  useLiveInvalidate(['draft'], DRAFT_READERS);
  const lookups = useMemo<Lookups>(() => {
    const joueursById = new Map((joueurs.data ?? []).map((j) => [j.id, j]));
    const names = new Map((users.data ?? []).map((u) => [u.id, poolerName(u)]));
    return {
      joueur: (id) => joueursById.get(id),
      pooler: (id) => (id === null ? '—' : (names.get(id) ?? MSG.unknownUser(id))),
    };
  }, [joueurs.data, users.data]);
  const error = state.error ?? joueurs.error ?? users.error;
  const loading = state.isPending || joueurs.isPending || users.isPending;
  return {
    state: state.data,
    refetch: () => void state.refetch(),
    updatedAt: state.dataUpdatedAt,
    joueurs: joueurs.data,
    lookups,
    error,
    loading,
  };
}

/** The club filter's options from clubs/list.php. */
export function useClubOptions() {
  const clubs = useQuery(draftClubsQuery());
  return useMemo(
    () => (clubs.data ?? []).map((c) => ({ value: String(c.id), label: c.name })).sort((a, b) => a.label.localeCompare(b.label, 'fr')),
    [clubs.data],
  );
}
