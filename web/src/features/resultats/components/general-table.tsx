import type { ResultatsStanding } from '@poolfoot/domain';
import { pts } from '@poolfoot/domain/messages';
import { type Column, ResponsiveTable } from '../../../components/responsive-table';
import classes from '../classement.module.css';
import { Stars } from './stars';

const COLUMNS: Column<ResultatsStanding>[] = [
  // No rank before the season has results (null): a dash, not a place among equals at 0.
  { label: 'Rang', cell: (row) => row.rank ?? '—', phoneCell: (row) => (row.rank === null ? '—' : `${row.rank}.`), phone: 'title' },
  { label: 'Pooler', cell: (row) => row.username, phone: 'title' },
  { label: 'Total', cell: (row) => row.points_classement, phoneCell: (row) => pts(row.points_classement), numeric: true, phone: 'end' },
  { label: 'Score', cell: (row) => row.total_saison, numeric: true },
  { label: 'Points perdus', cell: (row) => row.lost_saison, numeric: true },
  { label: 'Étoiles', cell: (row) => <Stars count={row.total_stars} />, phoneCell: (row) => <Stars count={row.total_stars} compact /> },
];

/**
 * The general ranking: rank, pooler, total (points_classement), score (total_saison), points lost, stars;
 * on a phone one line per pooler with every figure. The user's own row stands out.
 */
export function GeneralTable({ rows, userId }: { rows: readonly ResultatsStanding[]; userId: number }) {
  return (
    <ResponsiveTable
      rows={rows}
      columns={COLUMNS}
      rowKey={(row) => row.user_id}
      label="Classement général"
      rowAttributes={(row) => (row.user_id === userId ? { className: classes.me, 'data-me': true } : {})}
    />
  );
}
