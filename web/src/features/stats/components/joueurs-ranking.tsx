import { Alert, Group, Loader, Pagination, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { MSG, plural, poolerName, STATS_POSTE_FILTERS, type StatsPlayerRow, type StatsSort } from '@poolfoot/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pageLabels } from '../../../components/page-labels';
import { errorMessage } from '../../../lib/api';
import { clubChoicesQuery, playersQuery, poolerChoicesQuery } from '../api';
import { NO_FILTER, type OwnerFilter, PAGE_SIZES, playersRequest, type StatsFilters, type StatsPosteFilter } from '../filter';
import { DEFAULT_SORT, nextSort, type Sort } from '../sort';
import classes from '../stats.module.css';
import { JoueursTable } from './joueurs-table';

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
/** The name typed is asked of the server once the typing pauses. */
const SEARCH_PAUSE_MS = 300;

function OwnedLegend() {
  return (
    <Text size="sm" c="dimmed">
      <span className={classes.legendSwatch} aria-hidden /> {MSG.alreadyTaken}
    </Text>
  );
}

/**
 * The ranking of every player of the season (SPEC.md "Stats": the position filter, sortable columns), with a
 * name search, club and owner filters, and pages of 25, 50 or 100 players. The server filters, sorts and answers the
 * page shown (stats/players.php); the page before stays on screen while the next one comes.
 */
export function JoueursRanking({ onSelect }: { onSelect: (row: StatsPlayerRow) => void }) {
  const [filters, setFilters] = useState<StatsFilters>(NO_FILTER);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [name] = useDebouncedValue(filters.name, SEARCH_PAUSE_MS);
  const players = useQuery({ ...playersQuery(playersRequest({ ...filters, name }, sort, page, size)), placeholderData: keepPreviousData });
  const clubs = useQuery(clubChoicesQuery());
  const poolers = useQuery(poolerChoicesQuery());
  const update = (patch: Partial<StatsFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const byName = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'fr');
  const clubOptions = (clubs.data ?? []).map((c) => ({ value: String(c.id), label: c.name })).sort(byName);
  const poolerOptions = (poolers.data ?? []).map((u) => ({ value: String(u.id), label: poolerName(u) })).sort(byName);
  const answer = players.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.total_rows / answer.limit)) : 1;

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
          data={clubOptions}
          value={filters.clubId === null ? null : String(filters.clubId)}
          onChange={(value) => update({ clubId: value ? Number(value) : null })}
          clearable
          searchable
        />
        <Select
          label="Pooler"
          data={[...OWNER_FIXED, { group: 'Poolers', items: poolerOptions }]}
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
          onChange={(value) => {
            setSort(SORT_OPTIONS.find((o) => o.value === value)?.sort ?? DEFAULT_SORT);
            setPage(1);
          }}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="xs">
        <OwnedLegend />
        <Group gap="xs">
          {players.isFetching && answer && <Loader size="xs" aria-label="Chargement" />}
          <Text size="sm" c="dimmed" aria-live="polite">
            {answer ? plural(answer.total_rows, 'joueur') : ''}
          </Text>
        </Group>
      </Group>
      {players.isError && !answer ? (
        <Alert color="orange" title={MSG.statsLoadError}>
          {errorMessage(players.error, MSG.statsNotOk)}
        </Alert>
      ) : !answer ? (
        <Skeleton h={300} />
      ) : answer.rows.length === 0 ? (
        <Text c="dimmed">Aucun joueur ne correspond aux filtres.</Text>
      ) : (
        <JoueursTable
          rows={answer.rows}
          sort={sort}
          onSort={(key: StatsSort) => {
            setSort((s) => nextSort(s, key));
            setPage(1);
          }}
          onSelect={onSelect}
        />
      )}
      <Group justify="space-between" gap="sm">
        {pages > 1 ? (
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" getControlProps={pageLabels} />
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
