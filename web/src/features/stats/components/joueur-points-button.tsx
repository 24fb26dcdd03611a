import { Badge, UnstyledButton } from '@mantine/core';
import { AUTOPILOT_MSG, pts } from '@poolfoot/domain';
import { useState } from 'react';
import type { LiveJoueur } from '../../autopilot';
import { JoueurPointsModal } from './joueur-points-modal';

/**
 * A player's points of a matchday as a small badge that opens the explanation of every matchday's points
 * (the same as a click on a player of /stats). While his match is played (`live`): his provisional points, in red,
 * said so to a screen reader; the modal explains them by his live stat line.
 */
export function JoueurPointsButton({
  joueur,
  points,
  live,
}: {
  joueur: { joueur_id: number; prenom: string | null; nom: string };
  points: number | null;
  live?: LiveJoueur;
}) {
  const [open, setOpen] = useState(false);
  const name = [joueur.prenom, joueur.nom].filter(Boolean).join(' ');
  const shown = live?.points ?? points;
  if (shown === null) return null;
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(true)}
        aria-label={live ? AUTOPILOT_MSG.livePointsLabel(live.points, live.minute, name) : `${pts(shown)} : détail des points de ${name}`}
      >
        <Badge variant={live ? 'light' : 'dot'} color={live ? 'red' : undefined} size="sm" style={{ cursor: 'pointer' }}>
          {pts(shown)}
        </Badge>
      </UnstyledButton>
      <JoueurPointsModal joueur={open ? joueur : null} onClose={() => setOpen(false)} />
    </>
  );
}
