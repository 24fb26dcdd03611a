import { Text } from '@mantine/core';
import type { StatsPlayerRow } from '@poolfoot/domain';
import { type Column, ResponsiveTable } from '../../../components/responsive-table';
import { figureColumns, JoueurNameButton, ownedAttributes } from './joueur-cells';

/** The top players over all positions, best first. */
export function TopJoueurs({ rows, onSelect }: { rows: readonly StatsPlayerRow[]; onSelect: (row: StatsPlayerRow) => void }) {
  if (rows.length === 0) return <Text c="dimmed">Aucun point calculé pour le moment.</Text>;
  const rank = new Map(rows.map((r, i) => [r.joueur_id, i + 1]));
  const columns: Column<StatsPlayerRow>[] = [
    { label: '#', cell: (r) => rank.get(r.joueur_id), phoneCell: (r) => `${rank.get(r.joueur_id)}.`, phone: 'title' },
    { label: 'Joueur', cell: (r) => <JoueurNameButton row={r} onSelect={onSelect} />, phone: 'title' },
    ...figureColumns,
  ];
  return <ResponsiveTable rows={rows} columns={columns} rowKey={(r) => r.joueur_id} label="Top 10" rowAttributes={ownedAttributes} />;
}
