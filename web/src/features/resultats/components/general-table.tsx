import { Table } from '@mantine/core';
import type { ResultatsStanding } from '@poolfoot/domain';
import classes from '../classement.module.css';
import { Stars } from './stars';

/** The general ranking: rank, pooler, total (points_classement), score (total_saison), points lost, stars. */
export function GeneralTable({ rows, userId }: { rows: readonly ResultatsStanding[]; userId: number }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table highlightOnHover aria-label="Classement général">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Rang</Table.Th>
            <Table.Th>Pooler</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Score</Table.Th>
            <Table.Th ta="right">Points perdus</Table.Th>
            <Table.Th>Étoiles</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.user_id}
              className={row.user_id === userId ? classes.me : undefined}
              data-me={row.user_id === userId || undefined}
            >
              <Table.Td>{row.rank}</Table.Td>
              <Table.Td fw={row.user_id === userId ? 700 : undefined}>{row.username}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {row.points_classement}
              </Table.Td>
              <Table.Td ta="right">{row.total_saison}</Table.Td>
              <Table.Td ta="right">{row.lost_saison}</Table.Td>
              <Table.Td>
                <Stars count={row.total_stars} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
