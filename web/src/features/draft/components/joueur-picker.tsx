import { Badge, Button, Group, Pagination, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DRAFT_MSG, type Joueur, MSG, POSTE_LABELS, POSTES, plural } from '@poolfoot/domain';
import { useMemo, useState } from 'react';
import { type Column, ResponsiveTable } from '../../../components/responsive-table';
import { filterJoueurs, type JoueurFilters, joueurName } from '../lib';
import classes from './board-parts.module.css';
import { pageLabels } from '../../../components/page-labels';
import { useLastSeasonYears } from '../../game';

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
  const lastSeason = useLastSeasonYears();
  const rows = useMemo(() => filterJoueurs(joueurs, filters).map((j) => ({ j, why: reason(j) })), [joueurs, filters, reason]);
  const shown = onlyAvailable ? rows.filter((r) => r.why === null) : rows;
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const current = Math.min(page, pages);
  const update = (patch: Partial<JoueurFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const available = rows.filter((r) => r.why === null).length;
  const columns: Column<{ j: Joueur; why: string | null }>[] = [
    { label: 'Joueur', cell: ({ j }) => joueurName(j), phone: 'title' },
    { label: 'Club', cell: ({ j }) => j.club_name },
    { label: 'Poste', cell: ({ j }) => j.poste },
    // The list comes best first by last season's total (filterJoueurs), said on the column (issue 29).
    {
      label: `Total ${lastSeason}`,
      cell: ({ j }) => j.total,
      numeric: true,
      header: { content: `Total ${lastSeason}`, sort: 'descending' },
    },
    {
      label: 'Disponibilité',
      phone: 'footer',
      cell: ({ j, why }) =>
        why ? (
          <Badge color="gray" variant="light" tt="none" style={{ whiteSpace: 'normal', height: 'auto' }}>
            {why}
          </Badge>
        ) : action ? (
          <Button size="xs" disabled={action.disabled} onClick={() => action.onPick(j)} aria-label={`${action.label} ${joueurName(j)}`}>
            {action.label}
          </Button>
        ) : (
          <Badge color="pitch" variant="light">
            Disponible
          </Badge>
        ),
    },
  ];

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
      <div>
        <Text size="sm" c="dimmed" aria-live="polite">
          {plural(rows.length, 'joueur')}, dont {plural(available, 'disponible')}
        </Text>
        <Text size="xs" c="dimmed">
          {DRAFT_MSG.sortedByPrev(lastSeason)}
        </Text>
      </div>
      {shown.length === 0 ? (
        <Text c="dimmed">Aucun joueur ne correspond aux filtres.</Text>
      ) : (
        <ResponsiveTable
          rows={shown.slice((current - 1) * PAGE, current * PAGE)}
          columns={columns}
          rowKey={({ j }) => j.id}
          label="Joueurs"
          rowAttributes={({ why }) => (why ? { className: classes.unavailable, 'data-unavailable': 'true' } : {})}
        />
      )}
      {pages > 1 && <Pagination total={pages} value={current} onChange={setPage} size="sm" getControlProps={pageLabels} />}
    </Stack>
  );
}
