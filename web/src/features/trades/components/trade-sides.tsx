import { SimpleGrid, Stack, Text } from '@mantine/core';
import { type TradeJoueur, TRADES_MSG } from '@poolfoot/domain';
import { joueurLine } from '../lib';

/** Who gives whom: the author's players, then the other's. */
export function TradeSides({
  from,
  to,
  give,
  take,
}: {
  from: string;
  to: string;
  give: readonly TradeJoueur[];
  take: readonly TradeJoueur[];
}) {
  const side = (name: string, players: readonly TradeJoueur[]) => (
    <Stack gap={2}>
      <Text size="sm" fw={700}>
        {TRADES_MSG.gives(name)}
      </Text>
      {players.map((j) => (
        <Text key={j.id} size="sm">
          {joueurLine(j)}
        </Text>
      ))}
    </Stack>
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      {side(from, give)}
      {side(to, take)}
    </SimpleGrid>
  );
}
