import { Checkbox, Stack, Text } from '@mantine/core';
import { draftPlayerName, TRADE_SIDE_MAX, type TeamPlayer, TRADES_MSG } from '@poolfoot/domain';

/** One side of a proposal: a team's players, 1 to 3 of them ticked (the others disabled once 3 are). */
export function PlayerPicker({
  label,
  players,
  value,
  onChange,
}: {
  label: string;
  players: readonly TeamPlayer[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const full = value.length >= TRADE_SIDE_MAX;
  return (
    <Checkbox.Group label={label} value={value.map(String)} onChange={(ids) => onChange(ids.map(Number))}>
      {players.length === 0 ? (
        <Text c="dimmed" size="sm" mt={4}>
          {TRADES_MSG.noTeam}
        </Text>
      ) : (
        <Stack gap={10} mt="xs">
          {players.map((p) => (
            <Checkbox
              key={p.joueur_id}
              size="md"
              value={String(p.joueur_id)}
              label={`${draftPlayerName(p)} · ${p.poste}`}
              description={p.club_official_name ?? p.club_name}
              disabled={full && !value.includes(p.joueur_id)}
            />
          ))}
        </Stack>
      )}
    </Checkbox.Group>
  );
}
