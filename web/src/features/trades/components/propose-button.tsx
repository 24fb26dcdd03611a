import { Button, type ButtonProps, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { TRADES_MSG } from '@poolfoot/domain';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { tradesQuery } from '../api';
import { ProposeDialog, type ProposalStart } from './propose-dialog';

/**
 * « Proposer un échange »: to a given pooler (another's card on /teams/all) or to one chosen in the dialog (my team
 * page); while the league does not trade, disabled with the reason beside it.
 */
export function ProposeButton({ to, ...button }: { to?: { id: number; name: string } } & ButtonProps) {
  const trades = useQuery(tradesQuery());
  const [start, setStart] = useState<ProposalStart | null>(null);
  const closed = trades.data?.rules.closed ?? null;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        leftSection={<IconArrowsExchange size={18} aria-hidden />}
        disabled={!trades.data || closed !== null}
        onClick={() => setStart({ to: to ?? null, give: [], take: [] })}
        {...button}
      >
        {TRADES_MSG.propose}
      </Button>
      {closed && (
        <Text size="sm" c="dimmed">
          {closed}
        </Text>
      )}
      {start && <ProposeDialog start={start} onClose={() => setStart(null)} />}
    </Stack>
  );
}
