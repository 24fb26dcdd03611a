import { ActionIcon, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { poolerName, type UserListItem } from '@poolfoot/domain';
import { move } from '../lib';

/**
 * A draft order as a list, by keyboard and touch alike: up and down buttons on each row (first up and last down
 * disabled). The order is the caller's: each move hands the new one to onChange.
 */
export function OrderList({ poolers, onChange }: { poolers: UserListItem[]; onChange: (poolers: UserListItem[]) => void }) {
  return (
    <ol style={{ margin: 0, padding: 0, listStyle: 'none' }} aria-label="Ordre de la draft">
      {poolers.map((u, i) => (
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
                onClick={() => onChange(move(poolers, i, -1))}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="light"
                aria-label={`Descendre ${poolerName(u)}`}
                disabled={i === poolers.length - 1}
                onClick={() => onChange(move(poolers, i, 1))}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </li>
      ))}
    </ol>
  );
}
