import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/notify';
import { myLeaguesQuery, useSwitchLeague } from './api';
import { useActInLeague } from './act-in-league';

/**
 * A link that names its league (`?ligue=7`, as a notification opens /draft of the league it is about): the session acts
 * in that league first (one of mine; any other id is ignored), then the address loses the parameter.
 */
export default function LeagueFromLink() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { data } = useQuery(myLeaguesQuery());
  const switchLeague = useSwitchLeague();
  const actInLeague = useActInLeague();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(search);
    const wanted = Number(params.get('ligue'));
    if (!params.has('ligue') || !data || asked.current === search) return;
    asked.current = search;
    params.delete('ligue');
    const rest = params.toString();
    const clean = () => navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
    if (wanted === data.active_id || !data.leagues.some((l) => l.id === wanted)) return void clean();
    switchLeague.mutate(
      { league_id: wanted },
      {
        onSuccess: async (res) => {
          await actInLeague(res);
          clean();
        },
        onError: (err) => {
          toast.warning(errorMessage(err));
          clean();
        },
      },
    );
  }, [search, data, pathname, hash, navigate, switchLeague, actInLeague]);
  return null;
}
