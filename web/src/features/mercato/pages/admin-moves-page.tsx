import { Alert, Badge, Button, Card, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { MercatoMove } from '@poolfoot/domain';
import { MERCATO_MSG } from '@poolfoot/domain';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ResponsiveTable } from '../../../components/responsive-table';
import { formatDateTime } from '../../../lib/format';
import { useLiveInvalidate } from '../../../lib/live';
import { MERCATO_READERS, mercatoStateQuery } from '../api';
import { MercatoAdminCard } from '../components/mercato-admin-card';
import { MoveEditModal } from '../components/move-edit-modal';
import { MOVE_TYPE_LABELS, moveText } from '../lib';

function EditButton({ move, onEdit }: { move: MercatoMove; onEdit: () => void }) {
  const label = `Modifier le mouvement de ${move.username} (${moveText(move)})`;
  if (move.type === 'echange') {
    return (
      <Tooltip label={MERCATO_MSG.moveNotEditable} multiline w={240}>
        <Button size="xs" variant="light" data-disabled aria-label={label} onClick={(e) => e.preventDefault()}>
          Modifier
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button size="xs" variant="light" aria-label={label} onClick={onEdit}>
      Modifier
    </Button>
  );
}

/** /admin/mercato/moves: every move, each with its 'Modifier' button; opening and closing the mercato. */
export default function AdminMovesPage() {
  const state = useQuery(mercatoStateQuery());
  useLiveInvalidate(['mercato'], MERCATO_READERS);
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
        <Card>
          <ResponsiveTable
            rows={moves}
            rowKey={(m) => m.id}
            label="Mouvements"
            columns={[
              { label: 'Date', cell: (m) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.at)}</span> },
              { label: 'Pooler', cell: (m) => m.username, phone: 'title' },
              {
                label: 'Mouvement',
                cell: (m) => (
                  <>
                    {moveText(m)}{' '}
                    {m.type !== 'pick' && (
                      <Badge size="xs" variant="light" color="gray">
                        {MOVE_TYPE_LABELS[m.type]}
                      </Badge>
                    )}
                  </>
                ),
              },
              { label: 'Journée', cell: (m) => `J${m.journee}`, phone: 'end' },
              { label: 'Action', cell: (m) => <EditButton move={m} onEdit={() => setEditing(m)} />, phone: 'footer' },
            ]}
          />
        </Card>
      )}
      {editing && <MoveEditModal key={editing.id} move={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
