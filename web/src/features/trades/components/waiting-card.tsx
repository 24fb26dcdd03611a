import { Badge, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { TRADES_MSG } from '@poolfoot/domain';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import classes from '../../../components/tile.module.css';
import { tradesQuery } from '../api';

/** The home's badge: how many proposals wait for my answer, leading to /echanges; nothing when none does. */
export function TradesWaitingCard() {
  const trades = useQuery(tradesQuery());
  const waiting = trades.data?.waiting ?? 0;
  if (waiting === 0) return null;
  return (
    <Card component={Link} to="/echanges" className={classes.tile} aria-label={TRADES_MSG.waitingHome(waiting)}>
      <Group wrap="nowrap" justify="space-between">
        <Group wrap="nowrap">
          <ThemeIcon size={40} radius="md">
            <IconArrowsExchange />
          </ThemeIcon>
          <Text fw={600}>{TRADES_MSG.waitingHome(waiting)}</Text>
        </Group>
        <Badge size="lg" circle color="red">
          {waiting}
        </Badge>
      </Group>
    </Card>
  );
}
