import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The edit and delete buttons of an admin list row (extra buttons may follow). */
export function RowActions(props: { editTo: string; label: string; deleting: boolean; onDelete: () => void; children?: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Tooltip label="Modifier">
        <ActionIcon component={Link} to={props.editTo} variant="light" aria-label={`Modifier ${props.label}`}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Supprimer">
        <ActionIcon color="red" variant="light" loading={props.deleting} onClick={props.onDelete} aria-label={`Supprimer ${props.label}`}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
      {props.children}
    </Group>
  );
}
