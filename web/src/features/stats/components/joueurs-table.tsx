import { Anchor, Group, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconLock, IconSelector } from '@tabler/icons-react';
import { MSG, type StatsPlayerRow } from '@poolfoot/domain';
import { useState } from 'react';
import { DEFAULT_SORT, nextSort, type Sort, type SortKey, sortRows } from '../sort';
import classes from '../stats.module.css';

const COLUMNS: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'nom', label: 'Nom' },
  { key: 'club_name', label: 'Club' },
  { key: 'poste', label: 'Poste' },
  { key: 'total', label: 'Total', numeric: true },
];

export const joueurName = (r: Pick<StatsPlayerRow, 'prenom' | 'nom'>) => [r.prenom, r.nom].filter(Boolean).join(' ');

function SortHeader({ column, sort, onSort }: { column: (typeof COLUMNS)[number]; sort: Sort; onSort: (key: SortKey) => void }) {
  const active = sort.key === column.key;
  const Icon = !active ? IconSelector : sort.dir === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'} ta={column.numeric ? 'right' : undefined}>
      <UnstyledButton onClick={() => onSort(column.key)} className={classes.sortButton}>
        <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : undefined}>
          <Text fw={700} size="sm">
            {column.label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The players ranking (SPEC.md "Stats"): sortable by name, club, position and total (total descending
 * first; a newly chosen text column sorts ascending). Players a team owns are highlighted.
 */
export function JoueursTable({ rows, onSelect }: { rows: readonly StatsPlayerRow[]; onSelect: (row: StatsPlayerRow) => void }) {
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped={false} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <SortHeader key={column.key} column={column} sort={sort} onSort={(key) => setSort((s) => nextSort(s, key))} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortRows(rows, sort).map((row) => (
            <Table.Tr key={row.joueur_id} className={row.owned ? classes.owned : undefined} data-owned={row.owned || undefined}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Anchor component="button" type="button" onClick={() => onSelect(row)} size="sm" ta="left">
                    {joueurName(row)}
                  </Anchor>
                  {row.owned && (
                    <Tooltip label={MSG.alreadyTaken}>
                      <IconLock size={14} aria-label={MSG.alreadyTaken} role="img" />
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{row.club_name}</Table.Td>
              <Table.Td>{row.poste}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {row.total}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
