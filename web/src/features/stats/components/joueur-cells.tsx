import { Anchor, Group, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { MSG, pts, type StatsPlayerRow } from '@poolfoot/domain';
import type { Column } from '../../../components/responsive-table';
import classes from '../stats.module.css';

export const joueurName = (r: Pick<StatsPlayerRow, 'prenom' | 'nom'>) => [r.prenom, r.nom].filter(Boolean).join(' ');

/** A player's name, a button that explains his points; a lock when a team owns him ('Déjà pris dans une équipe'). */
export function JoueurNameButton({ row, onSelect }: { row: StatsPlayerRow; onSelect: (row: StatsPlayerRow) => void }) {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Anchor component="button" type="button" onClick={() => onSelect(row)} size="sm" ta="left" fw={600}>
        {joueurName(row)}
      </Anchor>
      {row.owned && (
        <Tooltip label={MSG.alreadyTaken}>
          <IconLock size={14} aria-label={MSG.alreadyTaken} role="img" />
        </Tooltip>
      )}
    </Group>
  );
}

/** The columns both player tables share after the name: club, position, owner and total. */
export const figureColumns: Column<StatsPlayerRow>[] = [
  { label: 'Club', cell: (r) => r.club_name },
  { label: 'Poste', cell: (r) => r.poste },
  { label: 'Pooler', cell: (r) => r.owner ?? 'Libre' },
  { label: 'Total', cell: (r) => r.total, phoneCell: (r) => pts(r.total), numeric: true, phone: 'end' },
];

/** A row a team owns is highlighted (SPEC.md "Stats"). */
export const ownedAttributes = (r: StatsPlayerRow) => (r.owned ? { className: classes.owned, 'data-owned': true } : {});
