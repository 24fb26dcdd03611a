import { teamsCalls } from '@poolfoot/domain';
import { queryOptions } from '@tanstack/react-query';
import { callQuery } from '../../lib/queries';

/** A pooler's team at the active matchday (teams/getByUser). */
export const teamByUserQuery = (userId: number) =>
  queryOptions({ ...callQuery(teamsCalls.getByUser, { user_id: userId }), select: (r) => r.team });

/** Every team of a season of the league: the one given, else the active one (the server's). */
export const allTeamsQuery = (saisonId?: number) => callQuery(teamsCalls.getAll, saisonId === undefined ? {} : { saison_id: saisonId });
