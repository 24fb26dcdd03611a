import { Alert, Anchor, Card, Group, Skeleton, Title } from '@mantine/core';
import { TRADES_MSG } from '@poolfoot/domain';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import { tradesQuery } from '../api';
import { TradeHistory } from './trade-history';

/** The league's trades beside the mercato's moves (/mercato): its history, and the way to /echanges. */
export function LeagueTradesCard() {
  const trades = useQuery(tradesQuery());
  return (
    <Card>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {TRADES_MSG.mercatoCard}
        </Title>
        <Anchor component={Link} to="/echanges">
          {TRADES_MSG.seeAll}
        </Anchor>
      </Group>
      {trades.isError && <Alert color="orange">{errorMessage(trades.error)}</Alert>}
      {trades.isPending && <Skeleton h={80} />}
      {trades.data && <TradeHistory history={trades.data.history} />}
    </Card>
  );
}
