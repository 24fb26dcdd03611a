import { Button, Group, Stack } from '@mantine/core';
import type { UserListItem } from '@poolfoot/domain';
import { useEffect, useState } from 'react';
import { OrderList } from './order-list';

/** The draft order as a list to reorder, then validate. */
export function OrderEditor({ initial, onSave, saving }: { initial: UserListItem[]; onSave: (ids: number[]) => void; saving: boolean }) {
  const [rows, setRows] = useState(initial);
  useEffect(() => setRows(initial), [initial]);
  return (
    <Stack gap="xs">
      <OrderList poolers={rows} onChange={setRows} />
      <Group>
        <Button onClick={() => onSave(rows.map((u) => u.id))} loading={saving}>
          Valider l’ordre
        </Button>
      </Group>
    </Stack>
  );
}
