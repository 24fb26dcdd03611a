import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isAdmin, type Trade, type TradesList, TRADES_MSG } from '@poolfoot/domain';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import { useLiveInvalidate } from '../../../lib/live';
import { useSessionUser } from '../../../lib/session';
import { TRADES_READERS, tradesQuery } from '../api';
import { ProposeButton } from '../components/propose-button';
import { TradeCard } from '../components/trade-card';
import { TradeHistory } from '../components/trade-history';

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <Group gap="xs" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {count ? <Badge circle>{count}</Badge> : null}
      </Group>
      {children}
    </Card>
  );
}

function TradeList({ trades, view, empty }: { trades: readonly Trade[]; view: 'received' | 'sent' | 'review'; empty: string }) {
  if (trades.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {trades.map((t) => (
        <TradeCard key={t.id} trade={t} view={view} />
      ))}
    </Stack>
  );
}

/** The league's rules now: closed and why, else the matchday a trade takes effect at; the deadline; the review. */
function Rules({ rules }: { rules: TradesList['rules'] }) {
  return (
    <Stack gap={4}>
      {rules.closed ? (
        <Alert color="gray">{TRADES_MSG.closedNow(rules.closed)}</Alert>
      ) : (
        rules.journee_effet !== null && <Text>{TRADES_MSG.effectAt(rules.journee_effet)}</Text>
      )}
      {rules.deadline !== null && (
        <Text size="sm" c="dimmed">
          {TRADES_MSG.deadlineNote(rules.deadline)}
        </Text>
      )}
      {rules.review === 'admin' && (
        <Text size="sm" c="dimmed">
          {TRADES_MSG.reviewNote}
        </Text>
      )}
    </Stack>
  );
}

/**
 * /echanges: trades between poolers (RULES.md "Trades"). Proposals received (accept, refuse, counter) and sent
 * (withdraw) with their expiry, the accepted trades waiting for the league admin's review (his), and the league's
 * history beside its admin's exchanges. Live: another pooler's answer shows at once.
 */
export default function TradesPage() {
  const user = useSessionUser();
  const trades = useQuery(tradesQuery());
  useLiveInvalidate(['trades', 'mercato'], TRADES_READERS);
  const data = trades.data;
  const admin = isAdmin(user?.role ?? 0);
  return (
    <Stack>
      <Title order={1}>{TRADES_MSG.title}</Title>
      <Text c="dimmed">{TRADES_MSG.intro}</Text>
      {trades.isError && (
        <Alert color="orange" title={TRADES_MSG.loadFailed}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(trades.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void trades.refetch()}>
              {TRADES_MSG.retry}
            </Button>
          </Stack>
        </Alert>
      )}
      {trades.isPending && <Skeleton h={220} />}
      {data && (
        <>
          <Rules rules={data.rules} />
          <ProposeButton />
          {admin && (data.rules.review === 'admin' || data.review.length > 0) && (
            <Section title={TRADES_MSG.toReview} count={data.review.length}>
              <TradeList trades={data.review} view="review" empty={TRADES_MSG.noReview} />
            </Section>
          )}
          <Section title={TRADES_MSG.received} count={data.waiting}>
            <TradeList trades={data.received} view="received" empty={TRADES_MSG.noReceived} />
          </Section>
          <Section title={TRADES_MSG.sent}>
            <TradeList trades={data.sent} view="sent" empty={TRADES_MSG.noSent} />
          </Section>
          <Section title={TRADES_MSG.history}>
            <TradeHistory history={data.history} />
          </Section>
        </>
      )}
    </Stack>
  );
}
