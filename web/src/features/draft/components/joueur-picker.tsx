import { Badge, Button, Group, Pagination, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlaylistAdd, IconPlaylistX, IconSearch } from '@tabler/icons-react';
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
  /** My list (absent: no list buttons): « Ajouter à ma liste » on the players I may take, « Retirer » on those in it. */
  list?: { has: (id: number) => boolean; add: (id: number) => void; remove: (id: number) => void; busy: boolean };
};

/** The list button of a player: in my list, to take out; else, when I may take him, to add. */
function ListButton({ j, why, list }: { j: Joueur; why: string | null; list: NonNullable<Props['list']> }) {
  const listed = list.has(j.id);
  if (!listed && why) return null;
  const name = joueurName(j);
  return (
    <Button
      size="xs"
      variant={listed ? 'light' : 'default'}
      color={listed ? 'red' : undefined}
      disabled={list.busy}
      leftSection={listed ? <IconPlaylistX size={16} aria-hidden /> : <IconPlaylistAdd size={16} aria-hidden />}
      aria-label={listed ? DRAFT_MSG.queueRemoveOf(name) : DRAFT_MSG.queueAddOf(name)}
      onClick={() => (listed ? list.remove(j.id) : list.add(j.id))}
    >
      {listed ? DRAFT_MSG.queueRemove : DRAFT_MSG.queueAdd}
    </Button>
  );
}

/** The draft's player list: name, club and position filters; unavailable players greyed with the reason. */
export function JoueurPicker({ joueurs, clubs, reason, action, list }: Props) {
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
    // The list comes best first by last season's total (filterJoueurs), said on the column.
    {
      label: `Total ${lastSeason}`,
      cell: ({ j }) => j.total,
      numeric: true,
      header: { content: `Total ${lastSeason}`, sort: 'descending' },
    },
    {
      label: 'Disponibilité',
      phone: 'footer',
      cell: ({ j, why }) => (
        <Group gap={6} wrap="wrap">
          {why ? (
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
          )}
          {list && <ListButton j={j} why={why} list={list} />}
        </Group>
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
