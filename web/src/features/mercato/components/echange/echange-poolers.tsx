import { Alert, Card, NumberInput, Select, SimpleGrid } from '@mantine/core';
import { MSG } from '@poolfoot/domain';

type Props = {
  poolers: { value: string; label: string }[];
  u1: string | null;
  u2: string | null;
  onU1: (v: string | null) => void;
  onU2: (v: string | null) => void;
  journee: string | number;
  onJournee: (v: string | number) => void;
  /** The matchday a move takes effect at by default (the mercato's). */
  defaultJournee: number | null;
};

/** Who swaps (two distinct poolers) and from which matchday. */
export function EchangePoolers({ poolers, u1, u2, onU1, onU2, journee, onJournee, defaultJournee }: Props) {
  return (
    <Card>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select label="Pooler 1" placeholder="Choisir un pooler" data={poolers} value={u1} onChange={onU1} searchable />
        <Select label="Pooler 2" placeholder="Choisir un pooler" data={poolers} value={u2} onChange={onU2} searchable />
        <NumberInput
          label="À partir de la journée"
          placeholder={defaultJournee ? `J${defaultJournee} (prochaine)` : undefined}
          min={1}
          max={34}
          allowDecimal={false}
          value={journee}
          onChange={onJournee}
        />
      </SimpleGrid>
      {u1 !== null && u1 === u2 && (
        <Alert color="orange" mt="sm">
          {MSG.exchangeSamePooler}
        </Alert>
      )}
    </Card>
  );
}
