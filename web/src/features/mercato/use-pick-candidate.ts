import { MSG, type Joueur, type TeamPlayer } from '@poolfoot/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../components/confirm';
import { ApiError } from '../../lib/api';
import { banner } from '../../lib/banner';
import { toast } from '../../lib/notify';
import { usePick } from './api';
import { fullName } from './lib';

const BACK_DELAY_MS = 1000;

/**
 * Takes a candidate in place of the dropped player, once confirmed: on success the mercato page comes back a moment
 * later, and nothing more is taken meanwhile (`busy`); a refusal is said in the banner.
 */
export function usePickCandidate(userId: number) {
  const navigate = useNavigate();
  const pick = usePick();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const busy = pick.isPending || done;

  const choose = async (dropped: TeamPlayer, incoming: Joueur) => {
    if (busy) return;
    const ok = await confirmAction({
      title: 'Confirmer le remplacement',
      message: `${fullName(incoming)} (${incoming.club_name}, ${incoming.poste}) remplace ${fullName(dropped)} ?`,
    });
    if (!ok) return;
    pick.mutate(
      { user_id: userId, old_joueur_id: dropped.joueur_id, new_joueur_id: incoming.id },
      {
        onSuccess: () => {
          setDone(true);
          banner.clear();
          toast.success(MSG.mercatoPickSuccess);
          timer.current = setTimeout(() => navigate('/mercato'), BACK_DELAY_MS);
        },
        onError: (err) =>
          banner.warn(err instanceof ApiError ? (err.code === 'network' ? MSG.mercatoNetwork : err.message) : MSG.mercatoPickFailed),
      },
    );
  };
  return { choose, busy };
}
