import { Badge, UnstyledButton } from '@mantine/core';
import { AUTOPILOT_MSG, type DetailLine, pts } from '@poolfoot/domain';
import { useState } from 'react';
import { JoueurPointsModal } from './joueur-points-modal';

/** A player's provisional points while his match is played (issue 17): the match minute, his minutes, the grid lines. */
export type LivePoints = { points: number; minute: number | null; minutes: number; detail: DetailLine[] };

/**
 * A player's points of a matchday as a small badge that opens the explanation of every matchday's points
 * (the same as a click on a player of /stats). While his match is played: his provisional points, in red,
 * said so to a screen reader, and explained by his live stat line in the modal.
 */
export function JoueurPointsButton({
  joueur,
  points,
  live,
}: {
  joueur: { joueur_id: number; prenom: string | null; nom: string };
  points: number | null;
  live?: { numjournee: number } & LivePoints;
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
      <JoueurPointsModal joueur={open ? joueur : null} live={live} onClose={() => setOpen(false)} />
    </>
  );
}
