import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { StatsPlayerRow, StatsSort } from '@poolfoot/domain';
import { type Column, ResponsiveTable } from '../../../components/responsive-table';
import type { Sort } from '../sort';
import classes from '../stats.module.css';
import { figureColumns, JoueurNameButton, ownedAttributes } from './joueur-cells';

/** The header of a sortable column: a button, the direction shown by an icon and aria-sort. */
function sortable(column: Column<StatsPlayerRow>, key: StatsSort, sort: Sort, onSort: (key: StatsSort) => void): Column<StatsPlayerRow> {
  const active = sort.key === key;
  const Icon = !active ? IconSelector : sort.dir === 'asc' ? IconChevronUp : IconChevronDown;
  return {
    ...column,
    header: {
      sort: active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none',
      content: (
        <UnstyledButton onClick={() => onSort(key)} className={classes.sortButton}>
          <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : undefined}>
            <Text fw={700} size="sm">
              {column.label}
            </Text>
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      ),
    },
  };
}

const SORT_KEYS: Partial<Record<string, StatsSort>> = { Club: 'club_name', Poste: 'poste', Total: 'total' };

/**
 * The players ranking (SPEC.md "Stats"): sortable by name, club, position and total from the headers (a phone
 * sorts with its own control), the owner beside; players a team owns are highlighted.
 */
export function JoueursTable(props: {
  rows: readonly StatsPlayerRow[];
  sort: Sort;
  onSort: (key: StatsSort) => void;
  onSelect: (row: StatsPlayerRow) => void;
}) {
  const { rows, sort, onSort, onSelect } = props;
  const columns: Column<StatsPlayerRow>[] = [
    sortable({ label: 'Nom', cell: (r) => <JoueurNameButton row={r} onSelect={onSelect} />, phone: 'title' }, 'nom', sort, onSort),
    ...figureColumns.map((c) => {
      const key = SORT_KEYS[c.label];
      return key ? sortable(c, key, sort, onSort) : c;
    }),
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.joueur_id}
      label="Classement par poste"
      rowAttributes={ownedAttributes}
    />
  );
}
