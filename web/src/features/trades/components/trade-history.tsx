import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { type TradeHistoryEntry, TRADE_STATUS_LABELS, TRADES_MSG } from '@poolfoot/domain';
import { formatDateTime } from '../../../lib/format';
import { TradeSides } from './trade-sides';

/** The league's accepted trades and its admin's exchanges, newest first: who gave whom, when, at which matchday, reviewed or not. */
export function TradeHistory({ history }: { history: readonly TradeHistoryEntry[] }) {
  if (history.length === 0) return <Text c="dimmed">{TRADES_MSG.noHistory}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {history.map((h) => (
        <Card key={`${h.kind}-${h.id}`} withBorder padding="sm" component="li" aria-label={TRADES_MSG.between(h.from.name, h.to.name)}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={700}>{TRADES_MSG.between(h.from.name, h.to.name)}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(h.at)}
              </Text>
            </Group>
            <Group gap={6} wrap="wrap">
              {h.kind === 'echange' ? (
                <Badge variant="light" color="gray">
                  {TRADES_MSG.adminExchange}
                </Badge>
              ) : (
                <Badge variant="light" color={h.status === 'done' ? 'pitch' : h.status === 'accepted' ? 'yellow' : 'gray'}>
                  {TRADE_STATUS_LABELS[h.status]}
                </Badge>
              )}
              {h.journee !== null && <Badge variant="outline">{TRADES_MSG.effect(h.journee)}</Badge>}
              {h.status === 'accepted' && h.review_deadline && (
                <Text size="xs" c="dimmed">
                  {TRADES_MSG.reviewBy(formatDateTime(h.review_deadline))}
                </Text>
              )}
            </Group>
            <TradeSides from={h.from.name} to={h.to.name} give={h.give} take={h.take} />
            {h.reason && (
              <Text size="sm" c="dimmed">
                {h.reason}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
