import { Card, Select } from '@mantine/core';
import { MSG, POSTE_LABELS, POSTES, type TeamPlayer } from '@poolfoot/domain';
import { fullName } from '../../lib';

/** The user's players that can leave (those owned now), by position. */
const droppable = (squad: readonly TeamPlayer[]) =>
  POSTES.flatMap((poste) => {
    const items = squad.filter((p) => p.poste === poste);
    return items.length
      ? [{ group: POSTE_LABELS[poste], items: items.map((p) => ({ value: String(p.joueur_id), label: fullName(p) })) }]
      : [];
  });

/** The player of mine to replace. */
export function DropCard({
  squad,
  value,
  onChange,
}: {
  squad: readonly TeamPlayer[];
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  return (
    <Card>
      <Select
        label="Joueur à remplacer"
        placeholder="Choisir un de vos joueurs"
        data={droppable(squad)}
        value={value}
        onChange={onChange}
        searchable
        nothingFoundMessage={MSG.teamEmpty}
        maw={420}
      />
    </Card>
  );
}
