import { Group, Pagination, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { MSG, plural, STATS_POSTE_FILTERS, type StatsPlayerRow } from '@poolfoot/domain';
import { useMemo, useState } from 'react';
import type { StatsPosteFilter } from '../api';
import { filterOptions, filterRows, NO_FILTER, type OwnerFilter, PAGE_SIZES, pageOf, type StatsFilters } from '../filter';
import { DEFAULT_SORT, nextSort, type Sort, type SortKey, sortRows } from '../sort';
import classes from '../stats.module.css';
import { JoueursTable } from './joueurs-table';
import { pageLabels } from '../../../components/page-labels';

const SORT_OPTIONS: { value: string; label: string; sort: Sort }[] = [
  { value: 'total-desc', label: 'Total, le plus haut d’abord', sort: { key: 'total', dir: 'desc' } },
  { value: 'total-asc', label: 'Total, le plus bas d’abord', sort: { key: 'total', dir: 'asc' } },
  { value: 'nom-asc', label: 'Nom (A → Z)', sort: { key: 'nom', dir: 'asc' } },
  { value: 'nom-desc', label: 'Nom (Z → A)', sort: { key: 'nom', dir: 'desc' } },
  { value: 'club_name-asc', label: 'Club (A → Z)', sort: { key: 'club_name', dir: 'asc' } },
  { value: 'poste-asc', label: 'Poste (GB → AT)', sort: { key: 'poste', dir: 'asc' } },
];
const sortValue = (s: Sort) => `${s.key}-${s.dir}`;
const OWNER_FIXED = [
  { value: 'tous', label: 'Tous' },
  { value: 'libres', label: 'Libres' },
  { value: 'pris', label: 'Pris par un pooler' },
];
const ownerOf = (value: string | null): OwnerFilter =>
  value === 'libres' || value === 'pris' ? value : value && value !== 'tous' ? Number(value) : 'tous';

function OwnedLegend() {
  return (
    <Text size="sm" c="dimmed">
      <span className={classes.legendSwatch} aria-hidden /> {MSG.alreadyTaken}
    </Text>
  );
}

/**
 * The ranking of every player of the season (SPEC.md "Stats": the position filter, sortable columns), with a
 * name search, club and owner filters, and pages of 25, 50 or 100 players. The answer (stats/players.php,
 * every position) holds all the rows: filters, sort and pages run here, without a call.
 */
export function JoueursRanking({ rows, onSelect }: { rows: readonly StatsPlayerRow[]; onSelect: (row: StatsPlayerRow) => void }) {
  const [filters, setFilters] = useState<StatsFilters>(NO_FILTER);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const options = useMemo(() => filterOptions(rows), [rows]);
  const shown = useMemo(() => sortRows(filterRows(rows, filters), sort), [rows, filters, sort]);
  const current = pageOf(shown, page, size);
  const update = (patch: Partial<StatsFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Poste"
        value={filters.poste}
        onChange={(value) => update({ poste: value as StatsPosteFilter })}
        data={[...STATS_POSTE_FILTERS]}
        fullWidth
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          label="Nom"
          placeholder="2 lettres au moins"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.name}
          onChange={(e) => update({ name: e.currentTarget.value })}
        />
        <Select
          label="Club"
          placeholder={MSG.allClubs}
          data={options.clubs}
          value={filters.clubId === null ? null : String(filters.clubId)}
          onChange={(value) => update({ clubId: value ? Number(value) : null })}
          clearable
          searchable
        />
        <Select
          label="Pooler"
          data={[...OWNER_FIXED, { group: 'Poolers', items: options.owners }]}
          value={String(filters.owner)}
          onChange={(value) => update({ owner: ownerOf(value) })}
          allowDeselect={false}
          searchable
        />
        <Select
          label="Trier par"
          hiddenFrom="sm"
          data={SORT_OPTIONS.map(({ value, label }) => ({ value, label }))}
          value={sortValue(sort)}
          onChange={(value) => setSort(SORT_OPTIONS.find((o) => o.value === value)?.sort ?? DEFAULT_SORT)}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="xs">
        <OwnedLegend />
        <Text size="sm" c="dimmed" aria-live="polite">
          {plural(shown.length, 'joueur')}
        </Text>
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed">Aucun joueur ne correspond aux filtres.</Text>
      ) : (
        <JoueursTable
          rows={current.rows}
          sort={sort}
          onSort={(key: SortKey) => {
            setSort((s) => nextSort(s, key));
            setPage(1);
          }}
          onSelect={onSelect}
        />
      )}
      <Group justify="space-between" gap="sm">
        {current.pages > 1 ? (
          <Pagination total={current.pages} value={current.page} onChange={setPage} size="sm" getControlProps={pageLabels} />
        ) : (
          <span />
        )}
        <Select
          label="Par page"
          w={100}
          data={PAGE_SIZES.map(String)}
          value={String(size)}
          onChange={(value) => {
            setSize(Number(value ?? PAGE_SIZES[0]));
            setPage(1);
          }}
          allowDeselect={false}
        />
      </Group>
    </Stack>
  );
}
