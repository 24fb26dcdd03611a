import { Select } from '@mantine/core';
import { LIGUES_MSG } from '@poolfoot/domain/messages';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/notify';
import type { liguesCalls } from '@poolfoot/domain';
import type { ResponseOf } from '@poolfoot/domain/endpoint';
import { useSwitchLeague } from './api';
import { useActInLeague } from './act-in-league';

/** My leagues to choose from (LeagueSwitcher): the one chosen acts at once, and its home opens. */
export default function LeagueChoice({ mine, onDone }: { mine: ResponseOf<typeof liguesCalls.mine>; onDone?: (() => void) | undefined }) {
  const navigate = useNavigate();
  const switchLeague = useSwitchLeague();
  const actInLeague = useActInLeague();
  return (
    <Select
      label={LIGUES_MSG.switcherLabel}
      // It sits on the menu's dark green (the header, the phone menu): its label in the menu's white, not the body's black.
      styles={{ label: { color: 'var(--mantine-color-white)' } }}
      size="xs"
      w={{ base: '100%', md: 180 }}
      allowDeselect={false}
      disabled={switchLeague.isPending}
      data={mine.leagues.map((l) => ({ value: String(l.id), label: l.nom }))}
      value={mine.active_id === null ? null : String(mine.active_id)}
      onChange={(value) => {
        if (value === null || Number(value) === mine.active_id) return;
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
