import { Text } from '@mantine/core';
import type { Palmares } from '@poolfoot/domain';
import { pts, SEASON_END_MSG as M } from '@poolfoot/domain/messages';
import { type Column, ResponsiveTable } from '../../../components/responsive-table';
import classes from '../saisons.module.css';

type Row = Palmares['all_time'][number];

const COLUMNS: Column<Row>[] = [
  { label: M.colRank, cell: (r) => r.rank, phoneCell: (r) => `${r.rank}.`, phone: 'title' },
  { label: M.colPooler, cell: (r) => r.username, phone: 'title' },
  { label: M.colSeasons, cell: (r) => r.seasons, numeric: true },
  { label: M.colTitles, cell: (r) => r.titles, numeric: true },
  { label: M.colPoints, cell: (r) => r.points_classement, phoneCell: (r) => pts(r.points_classement), numeric: true, phone: 'end' },
];

/** Every season together: rank, pooler, seasons played, titles, ranking points; one card per pooler on a phone. */
export function AllTimeTable({ rows, userId }: { rows: readonly Row[]; userId: number }) {
  if (rows.length === 0) return <Text c="dimmed">{M.allTimeEmpty}</Text>;
  return (
    <ResponsiveTable
      rows={rows}
      columns={COLUMNS}
      rowKey={(r) => r.user_id}
      label={M.allTimeTitle}
      rowAttributes={(r) => (r.user_id === userId ? { className: classes.me, 'data-me': true } : {})}
    />
  );
}
