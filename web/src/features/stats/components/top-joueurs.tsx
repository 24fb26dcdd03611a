import { Anchor, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { MSG, type StatsPlayerRow } from '@poolfoot/domain';
import classes from '../stats.module.css';
import { joueurName } from './joueurs-table';

/** The top players over all positions, best first. */
export function TopJoueurs({ rows, onSelect }: { rows: readonly StatsPlayerRow[]; onSelect: (row: StatsPlayerRow) => void }) {
  if (rows.length === 0) return <Text c="dimmed">Aucun point calculé pour le moment.</Text>;
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Joueur</Table.Th>
            <Table.Th>Club</Table.Th>
            <Table.Th>Poste</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.joueur_id} className={row.owned ? classes.owned : undefined} data-owned={row.owned || undefined}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onSelect(row)}>
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
              <Table.Td>
                <Badge variant="light" size="sm">
                  {row.poste}
                </Badge>
              </Table.Td>
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
