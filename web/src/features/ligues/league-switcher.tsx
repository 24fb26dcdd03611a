import { Select } from '@mantine/core';
import { LIGUES_MSG } from '@poolfoot/domain/messages';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/notify';
import { useMyLeagues, useSwitchLeague } from './api';
import { actInLeague } from './act-in-league';

/**
 * The menu's league choice, for a user in several leagues (none otherwise): every page then acts in the league chosen,
 * everything shown is read again, and the home page of that league opens.
 */
export default function LeagueSwitcher({ onDone }: { onDone?: () => void }) {
  const navigate = useNavigate();
  const { data } = useMyLeagues();
  const switchLeague = useSwitchLeague();
  if (!data || data.leagues.length < 2) return null;
  return (
    <Select
      label={LIGUES_MSG.switcherLabel}
      size="xs"
      w={{ base: '100%', md: 180 }}
      allowDeselect={false}
      disabled={switchLeague.isPending}
      data={data.leagues.map((l) => ({ value: String(l.id), label: l.nom }))}
      value={data.active_id === null ? null : String(data.active_id)}
      onChange={(value) => {
        if (value === null || Number(value) === data.active_id) return;
        switchLeague.mutate(
          { league_id: Number(value) },
          {
            onSuccess: async (res) => {
              onDone?.();
              await actInLeague(res);
              navigate('/home');
            },
            onError: (err) => toast.warning(errorMessage(err)),
          },
        );
      }}
    />
  );
}
