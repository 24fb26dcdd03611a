import { ActionIcon, Group, Select } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Poste, Team } from '@poolfoot/domain';
import { currentJoueurs, fullName, type PairDraft } from '../../lib';

type Props = {
  index: number;
  pair: PairDraft;
  team1: Team;
  team2: Team;
  /** The players the other pairs already take. */
  used: ReadonlySet<number | null>;
  posteOf: (id: number) => Poste | undefined;
  onChange: (pair: PairDraft) => void;
  /** Removes the pair (none for the only one). */
  onRemove: (() => void) | null;
};

const toId = (v: string | null) => (v ? Number(v) : null);

/** One pair of the swap: a player of the first pooler, then one of the second at the same position. */
export function PairRow({ index, pair, team1, team2, used, posteOf, onChange, onRemove }: Props) {
  const posteA = pair.a === null ? undefined : posteOf(pair.a);
  const options = (team: Team, filter: (poste: string) => boolean) =>
    currentJoueurs(team)
      .filter((p) => !used.has(p.joueur_id) && filter(p.poste))
      .map((p) => ({ value: String(p.joueur_id), label: `${fullName(p)} (${p.poste}, ${p.club_name})` }));
  return (
    <Group align="flex-end" wrap="wrap" role="group" aria-label={`Paire ${index + 1}`}>
      <Select
        label={`Joueur de ${team1.username}`}
        data={options(team1, () => true)}
        value={pair.a === null ? null : String(pair.a)}
        onChange={(v) => onChange({ ...pair, a: toId(v) })}
        searchable
        style={{ flex: '1 1 220px' }}
      />
      <Select
        label={`Joueur de ${team2.username}`}
        data={options(team2, (poste) => posteA === undefined || poste === posteA)}
        value={pair.b === null ? null : String(pair.b)}
        onChange={(v) => onChange({ ...pair, b: toId(v) })}
        searchable
        disabled={pair.a === null}
        style={{ flex: '1 1 220px' }}
      />
      {onRemove && (
        <ActionIcon variant="light" color="red" size="lg" aria-label={`Supprimer la paire ${index + 1}`} onClick={onRemove}>
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
