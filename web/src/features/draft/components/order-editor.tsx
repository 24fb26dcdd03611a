import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { poolerName, type UserListItem } from '@poolfoot/domain';
import { useEffect, useState } from 'react';
import { move } from '../lib';

/** The draft order as a list: up and down buttons on each row (first up and last down disabled), then validate. */
export function OrderEditor({ initial, onSave, saving }: { initial: UserListItem[]; onSave: (ids: number[]) => void; saving: boolean }) {
  const [rows, setRows] = useState(initial);
  useEffect(() => setRows(initial), [initial]);
  return (
    <Stack gap="xs">
      <ol style={{ margin: 0, padding: 0, listStyle: 'none' }} aria-label="Ordre de la draft">
        {rows.map((u, i) => (
          <li key={u.id}>
            <Group justify="space-between" wrap="nowrap" py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
              <Text>
                <Text span fw={700} mr="xs">
                  {i + 1}.
                </Text>
                {poolerName(u)}
              </Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="light"
                  aria-label={`Monter ${poolerName(u)}`}
                  disabled={i === 0}
                  onClick={() => setRows(move(rows, i, -1))}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="light"
                  aria-label={`Descendre ${poolerName(u)}`}
                  disabled={i === rows.length - 1}
                  onClick={() => setRows(move(rows, i, 1))}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </li>
        ))}
      </ol>
      <Group>
        <Button onClick={() => onSave(rows.map((u) => u.id))} loading={saving}>
          Valider l’ordre
        </Button>
      </Group>
    </Stack>
  );
}
