import { Badge, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type Joueur, MSG, POSTE_LABELS, type Poste, plural } from '@poolfoot/domain';

type Props = {
  joueurs: readonly Joueur[];
  poste: Poste;
  search: string;
  onSearch: (v: string) => void;
  clubId: string | null;
  onClubId: (v: string | null) => void;
  /** How many candidates the filters leave, available or not. */
  available: number;
  unavailable: number;
};

/** The candidates' filters (name, club) and what they leave of the dropped player's position. */
export function CandidateFilters({ joueurs, poste, search, onSearch, clubId, onClubId, available, unavailable }: Props) {
  const clubs = [...new Map(joueurs.map((j) => [j.club_id, j.club_name])).entries()]
    .sort((a, b) => a[1].localeCompare(b[1], 'fr'))
    .map(([id, name]) => ({ value: String(id), label: name }));
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="sm">
        <TextInput
          label="Nom"
          placeholder="Rechercher un joueur"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => onSearch(e.currentTarget.value)}
        />
        <Select label="Club" placeholder={MSG.allClubs} data={clubs} value={clubId} onChange={onClubId} clearable searchable />
      </SimpleGrid>
      <Group gap="xs" mb="sm">
        <Badge variant="light">{POSTE_LABELS[poste]}</Badge>
        <Text size="sm" aria-live="polite">
          {plural(available, 'disponible')} · {plural(unavailable, 'indisponible')}
        </Text>
      </Group>
    </>
  );
}
