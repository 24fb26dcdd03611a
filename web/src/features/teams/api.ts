import { teamsCalls } from '@poolfoot/domain';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';

const teamKeys = {
  all: ['teams'] as const,
  byUser: (userId: number) => ['teams', 'byUser', userId] as const,
  season: (saisonId: number) => ['teams', 'all', saisonId] as const,
};

/** A pooler's team at the active matchday (teams/getByUser). */
export const teamByUserQuery = (userId: number) =>
  queryOptions({
    queryKey: teamKeys.byUser(userId),
    queryFn: async () => (await call(teamsCalls.getByUser, { user_id: userId })).team,
  });

/** Every pooler's team of a season (teams/getAll). */
export const allTeamsQuery = (saisonId: number) =>
  queryOptions({
    queryKey: teamKeys.season(saisonId),
    queryFn: () => call(teamsCalls.getAll, { saison_id: saisonId }),
  });
