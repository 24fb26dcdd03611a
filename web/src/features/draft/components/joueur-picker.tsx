import { Badge, Button, Group, Pagination, ScrollArea, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type Joueur, MSG, POSTE_LABELS, POSTES } from '@poolfoot/domain';
import { useMemo, useState } from 'react';
import { filterJoueurs, type JoueurFilters, joueurName } from '../lib';

const PAGE = 25;
const POSTE_OPTIONS = POSTES.map((p) => ({ value: p, label: `${p} – ${POSTE_LABELS[p]}` }));

type Props = {
  joueurs: Joueur[];
  clubs: { value: string; label: string }[];
  /** Why the player cannot be taken (null: available). */
  reason: (j: Joueur) => string | null;
  /** The pick button of available players (absent: read-only list). */
  action?: { label: string; onPick: (j: Joueur) => void; disabled: boolean };
};

/** The draft's player list: name, club and position filters; unavailable players greyed with the reason. */
export function JoueurPicker({ joueurs, clubs, reason, action }: Props) {
  const [filters, setFilters] = useState<JoueurFilters>({ name: '', clubId: null, poste: null });
  const [onlyAvailable, setOnlyAvailable] = useState(false);
  const [page, setPage] = useState(1);
  const rows = useMemo(() => filterJoueurs(joueurs, filters).map((j) => ({ j, why: reason(j) })), [joueurs, filters, reason]);
  const shown = onlyAvailable ? rows.filter((r) => r.why === null) : rows;
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const current = Math.min(page, pages);
  const update = (patch: Partial<JoueurFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const available = rows.filter((r) => r.why === null).length;

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Nom"
          placeholder="2 lettres au moins"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.name}
          onChange={(e) => update({ name: e.currentTarget.value })}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label="Club"
          placeholder={MSG.allClubs}
          data={clubs}
          value={filters.clubId}
          onChange={(v) => update({ clubId: v })}
          clearable
          searchable
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label="Poste"
          placeholder="Tous les postes"
          data={POSTE_OPTIONS}
          value={filters.poste}
          onChange={(v) => update({ poste: v })}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        <Switch
          label="Disponibles seulement"
          checked={onlyAvailable}
          onChange={(e) => {
            setOnlyAvailable(e.currentTarget.checked);
            setPage(1);
          }}
          mb={8}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {rows.length} joueur(s), dont {available} disponible(s)
      </Text>
      {shown.length === 0 ? (
        <Text c="dimmed">Aucun joueur ne correspond aux filtres.</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped highlightOnHover miw={320} aria-label="Joueurs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Joueur</Table.Th>
                <Table.Th visibleFrom="sm">Club</Table.Th>
                <Table.Th visibleFrom="sm">Poste</Table.Th>
                <Table.Th ta="right">Total 24/25</Table.Th>
                <Table.Th>Disponibilité</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.slice((current - 1) * PAGE, current * PAGE).map(({ j, why }) => (
                <Table.Tr key={j.id} data-unavailable={why ? 'true' : undefined} style={why ? { opacity: 0.55 } : undefined}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {joueurName(j)}
                    </Text>
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {j.club_name} · {j.poste}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{j.club_name}</Table.Td>
                  <Table.Td visibleFrom="sm">{j.poste}</Table.Td>
                  <Table.Td ta="right">{j.total}</Table.Td>
                  <Table.Td>
                    {why ? (
                      <Badge color="gray" variant="light" tt="none" style={{ whiteSpace: 'normal', height: 'auto' }}>
                        {why}
                      </Badge>
                    ) : action ? (
                      <Button
                        size="xs"
                        disabled={action.disabled}
                        onClick={() => action.onPick(j)}
                        aria-label={`${action.label} ${joueurName(j)}`}
                      >
                        {action.label}
                      </Button>
                    ) : (
                      <Badge color="pitch" variant="light">
                        Disponible
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {pages > 1 && <Pagination total={pages} value={current} onChange={setPage} size="sm" getControlProps={pageLabel} />}
    </Stack>
  );
}

const pageLabel = (control: 'first' | 'previous' | 'last' | 'next') =>
  ({
    first: { 'aria-label': 'Première page' },
    previous: { 'aria-label': 'Page précédente' },
    next: { 'aria-label': 'Page suivante' },
    last: { 'aria-label': 'Dernière page' },
  })[control];
