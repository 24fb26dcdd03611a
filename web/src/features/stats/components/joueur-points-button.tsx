import { Badge, UnstyledButton } from '@mantine/core';
import { pts } from '@poolfoot/domain';
import { useState } from 'react';
import { JoueurPointsModal } from './joueur-points-modal';

/**
 * A player's points of a matchday as a small badge that opens the explanation of every matchday's points
 * (the same as a click on a player of /stats).
 */
export function JoueurPointsButton({
  joueur,
  points,
}: {
  joueur: { joueur_id: number; prenom: string | null; nom: string };
  points: number;
}) {
  const [open, setOpen] = useState(false);
  const name = [joueur.prenom, joueur.nom].filter(Boolean).join(' ');
  return (
    <>
      <UnstyledButton onClick={() => setOpen(true)} aria-label={`${pts(points)} : détail des points de ${name}`}>
        <Badge variant="dot" size="sm" style={{ cursor: 'pointer' }}>
          {pts(points)}
        </Badge>
      </UnstyledButton>
      <JoueurPointsModal joueur={open ? joueur : null} onClose={() => setOpen(false)} />
    </>
  );
}
