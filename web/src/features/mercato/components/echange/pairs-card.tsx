import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Poste, Team } from '@poolfoot/domain';
import { EMPTY_PAIR, type PairDraft } from '../../lib';
import { PairRow } from './pair-row';

type Props = {
  team1: Team;
  team2: Team;
  pairs: PairDraft[];
  setPairs: (update: (all: PairDraft[]) => PairDraft[]) => void;
  posteOf: (id: number) => Poste | undefined;
  /** What the pairs as chosen do not allow (a pair of two positions). */
  warnings: string[];
  /** Whether a pair counts, and the swap is being made. */
  canSubmit: boolean;
  pending: boolean;
  onSubmit: () => void;
};

/** The pairs to swap between the two poolers, added and removed at will, then the swap. */
export function PairsCard({ team1, team2, pairs, setPairs, posteOf, warnings, canSubmit, pending, onSubmit }: Props) {
  const usedElsewhere = (index: number) => new Set(pairs.flatMap((p, i) => (i === index ? [] : [p.a, p.b])));
  return (
    <Card>
      <Stack>
        {pairs.map((pair, index) => (
          <PairRow
            // biome-ignore lint/suspicious/noArrayIndexKey: pairs have no identity but their place.
            key={index}
            index={index}
            pair={pair}
            team1={team1}
            team2={team2}
            used={usedElsewhere(index)}
            posteOf={posteOf}
            onChange={(next) => setPairs((all) => all.map((p, i) => (i === index ? next : p)))}
            onRemove={pairs.length > 1 ? () => setPairs((all) => all.filter((_, i) => i !== index)) : null}
          />
        ))}
        {warnings.map((w) => (
          <Alert key={w} color="orange">
            {w}
          </Alert>
        ))}
        <Group justify="space-between">
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setPairs((all) => [...all, EMPTY_PAIR])}>
            Ajouter une paire
          </Button>
          <Button onClick={onSubmit} disabled={!canSubmit || pending} loading={pending}>
            Échanger
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
