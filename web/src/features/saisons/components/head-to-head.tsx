import { Select, Stack, Text } from '@mantine/core';
import type { Palmares } from '@poolfoot/domain';
import { SEASON_END_MSG as M } from '@poolfoot/domain/messages';
import { useState } from 'react';
import { type Column, ResponsiveTable } from '../../../components/responsive-table';

type Row = Palmares['head_to_head'][number];

const COLUMNS: Column<Row>[] = [
  { label: M.colOpponent, cell: (r) => r.opponent, phone: 'title' },
  { label: M.colWins, cell: (r) => r.wins, numeric: true },
  { label: M.colDraws, cell: (r) => r.draws, numeric: true },
  { label: M.colLosses, cell: (r) => r.losses, numeric: true },
  {
    label: M.colPlayed,
    cell: (r) => r.wins + r.draws + r.losses,
    phoneCell: (r) => M.played(r.wins + r.draws + r.losses),
    numeric: true,
    phone: 'end',
  },
];

/** The poolers who played a head-to-head, by name. */
function headToHeadPoolers(rows: readonly Row[]) {
  const byId = new Map(rows.map((r) => [r.user_id, r.username]));
  return [...byId.entries()].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/** A pooler's record against each other pooler (the user's own by default): wins, draws, losses, matches. */
export function HeadToHead({ rows, userId }: { rows: readonly Row[]; userId: number }) {
  const poolers = headToHeadPoolers(rows);
  const [chosen, setChosen] = useState<number | null>(null);
  const current = chosen ?? poolers.find((p) => p.id === userId)?.id ?? poolers[0]?.id;
  const pooler = poolers.find((p) => p.id === current);
  if (!pooler) return <Text c="dimmed">{M.headToHeadEmpty}</Text>;
  const mine = rows.filter((r) => r.user_id === pooler.id).sort((a, b) => a.opponent.localeCompare(b.opponent, 'fr'));
  return (
    <Stack>
      <Select
        label={M.headToHeadPooler}
        w={{ base: '100%', xs: 260 }}
        allowDeselect={false}
        data={poolers.map((p) => ({ value: String(p.id), label: p.name }))}
        value={String(pooler.id)}
        onChange={(value) => value && setChosen(Number(value))}
      />
      <ResponsiveTable rows={mine} columns={COLUMNS} rowKey={(r) => r.opponent_id} label={M.headToHeadLabel(pooler.name)} />
    </Stack>
  );
}
