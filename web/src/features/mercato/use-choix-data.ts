import { STATS_PAGE_MAX } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useLiveInvalidate } from '../../lib/live';
import { joueursListQuery } from '../joueurs';
import { playersQuery } from '../stats';
import { teamByUserQuery } from '../teams';
import { MERCATO_READERS, mercatoStateQuery, takenPlayersQuery } from './api';
import { currentJoueurs } from './lib';

/**
 * What /mercato/choix reads, again on every live change of the mercato: the mercato, my team, the season's players, who
 * owns whom at the matchday the move takes effect, and this season's points of the dropped player's position.
 * `failure` and `loading` are of the whole; the points come later, once a player to drop is chosen.
 */
export function useChoixData(userId: number, droppedId: string | null) {
  const state = useQuery(mercatoStateQuery());
  const team = useQuery({ ...teamByUserQuery(userId), enabled: userId > 0 });
  const joueurs = useQuery(joueursListQuery());
  const squad = currentJoueurs(team.data);
  const dropped = squad.find((p) => String(p.joueur_id) === droppedId) ?? null;
  // This season's points of the candidates, the players of the dropped one's position (the joueurs list's total is last
  // season's): one bounded page of that position (stats/players.php).
  const season = useQuery({
    ...playersQuery({ poste: dropped?.poste ?? 'Tous', limit: STATS_PAGE_MAX }),
    enabled: dropped !== null,
    select: (d) => new Map(d.rows.map((r) => [r.joueur_id, r.total])),
  });
  const effect = state.data?.gestion.journee_effet ?? null;
  const taken = useQuery({ ...takenPlayersQuery(effect ?? 1), enabled: effect !== null });
  useLiveInvalidate(['mercato'], MERCATO_READERS);
  return {
    failure: state.error ?? team.error ?? joueurs.error ?? taken.error ?? season.error,
    loading: !state.data || !team.data || !joueurs.data || (effect !== null && !taken.data),
    state: state.data,
    team: team.data,
    squad,
    dropped,
    joueurs: joueurs.data,
    points: season.data,
    effect,
    taken: taken.data,
  };
}
