import { Alert, Badge, Button, Card, ScrollArea, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import type { MercatoMove } from '@poolfoot/domain';
import { MERCATO_MSG } from '@poolfoot/domain';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useLiveInvalidate } from '../../../lib/live';
import { mercatoKeys, useMercatoState } from '../api';
import { MercatoAdminCard } from '../components/mercato-admin-card';
import { MoveEditModal } from '../components/move-edit-modal';
import { MOVE_TYPE_LABELS, moveText } from '../lib';

function EditButton({ move, onEdit }: { move: MercatoMove; onEdit: () => void }) {
  const label = `Modifier le mouvement de ${move.username} (${moveText(move)})`;
  if (move.type === 'echange') {
    return (
      <Tooltip label={MERCATO_MSG.moveNotEditable} multiline w={240}>
        <Button size="xs" variant="light" data-disabled aria-label={label} onClick={(e) => e.preventDefault()}>
          Edit
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button size="xs" variant="light" aria-label={label} onClick={onEdit}>
      Edit
    </Button>
  );
}

/** /admin/mercato/moves: every move, each with Edit; opening and closing the mercato. */
export default function AdminMovesPage() {
  const state = useMercatoState();
  useLiveInvalidate(['mercato'], [mercatoKeys.all]);
  const [editing, setEditing] = useState<MercatoMove | null>(null);
  const moves = state.data?.moves ?? [];
  return (
    <Stack>
      <Title order={1}>Mouvements du mercato</Title>
      <MercatoAdminCard />
      {state.isError && <Alert color="orange">{state.error.message}</Alert>}
      {state.isPending && <Skeleton h={200} />}
      {state.data && moves.length === 0 && <Text c="dimmed">Aucun mouvement pour le moment.</Text>}
      {moves.length > 0 && (
        <Card p={0}>
          <ScrollArea type="auto">
            <Table striped miw={680} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Pooler</Table.Th>
                  <Table.Th>Mouvement</Table.Th>
                  <Table.Th>Journée</Table.Th>
                  <Table.Th>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {moves.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.at)}</Table.Td>
                    <Table.Td>{m.username}</Table.Td>
                    <Table.Td>
                      {moveText(m)}{' '}
                      {m.type !== 'pick' && (
                        <Badge size="xs" variant="light" color="gray">
                          {MOVE_TYPE_LABELS[m.type]}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>J{m.journee}</Table.Td>
                    <Table.Td>
                      <EditButton move={m} onEdit={() => setEditing(m)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Card>
      )}
      {editing && <MoveEditModal key={editing.id} move={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
