import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { draftPlayerName, type Trade, TRADE_STATUS_LABELS, TRADES_MSG } from '@poolfoot/domain';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useRespond, useReview, useWithdraw } from '../api';
import { ProposeDialog, type ProposalStart } from './propose-dialog';
import { TradeSides } from './trade-sides';

/** Where a trade stands, as its card says it: the status, then the date that matters now. */
function When({ trade }: { trade: Trade }) {
  const at =
    trade.status === 'pending'
      ? TRADES_MSG.expiresAt(formatDateTime(trade.expires_at))
      : trade.status === 'accepted' && trade.review_deadline
        ? TRADES_MSG.reviewBy(formatDateTime(trade.review_deadline))
        : TRADES_MSG.sentAt(formatDateTime(trade.created_at));
  return (
    <Group gap={6} wrap="wrap">
      <Badge
        variant={trade.status === 'pending' ? 'filled' : 'light'}
        color={trade.status === 'done' ? 'pitch' : trade.status === 'pending' ? undefined : 'gray'}
      >
        {TRADE_STATUS_LABELS[trade.status]}
      </Badge>
      {trade.journee !== null && <Badge variant="outline">{TRADES_MSG.effect(trade.journee)}</Badge>}
      <Text size="xs" c="dimmed">
        {at}
      </Text>
    </Group>
  );
}

type View = 'received' | 'sent' | 'review';

/** A proposal: who gives whom, its message and where it stands; its receiver answers, its author withdraws, the admin reviews. */
export function TradeCard({ trade, view }: { trade: Trade; view: View }) {
  const respond = useRespond();
  const withdraw = useWithdraw();
  const review = useReview();
  const [counter, setCounter] = useState<ProposalStart | null>(null);
  const busy = respond.isPending || withdraw.isPending || review.isPending;
  const done = {
    onSuccess: (res: { message?: string }) => res.message && toast.success(res.message),
    onError: (err: unknown) => toast.warning(errorMessage(err)),
  };
  const names = { give: trade.give.map(draftPlayerName), take: trade.take.map(draftPlayerName) };

  const answer = async (action: 'accept' | 'refuse') => {
    const ok = await confirmAction(
      action === 'accept'
        ? { title: TRADES_MSG.acceptTitle, message: TRADES_MSG.acceptConfirm(names.take, names.give), confirmLabel: TRADES_MSG.accept }
        : {
            title: TRADES_MSG.refuseTitle,
            message: TRADES_MSG.refuseConfirm(trade.from.name),
            confirmLabel: TRADES_MSG.refuse,
            danger: true,
          },
    );
    if (ok) respond.mutate({ id: trade.id, action }, done);
  };
  const takeBack = async () => {
    const ok = await confirmAction({
      title: TRADES_MSG.withdrawTitle,
      message: TRADES_MSG.withdrawConfirm(trade.to.name),
      confirmLabel: TRADES_MSG.withdraw,
      danger: true,
    });
    if (ok) withdraw.mutate({ id: trade.id }, done);
  };
  const decide = async (action: 'approve' | 'veto') => {
    const ok = await confirmAction(
      action === 'approve'
        ? {
            title: TRADES_MSG.approveTitle,
            message: TRADES_MSG.approveConfirm(trade.from.name, trade.to.name),
            confirmLabel: TRADES_MSG.approve,
          }
        : {
            title: TRADES_MSG.vetoTitle,
            message: TRADES_MSG.vetoConfirm(trade.from.name, trade.to.name),
            confirmLabel: TRADES_MSG.veto,
            danger: true,
          },
    );
    if (ok) review.mutate({ id: trade.id, action }, done);
  };

  const open = trade.status === 'pending';
  const heading =
    view === 'received'
      ? TRADES_MSG.from(trade.from.name)
      : view === 'sent'
        ? TRADES_MSG.to(trade.to.name)
        : TRADES_MSG.between(trade.from.name, trade.to.name);
  return (
    <Card withBorder padding="sm" component="li" aria-label={heading}>
      <Stack gap="xs">
        <Text fw={700}>{heading}</Text>
        <When trade={trade} />
        <TradeSides from={trade.from.name} to={trade.to.name} give={trade.give} take={trade.take} />
        {trade.message && (
          <Text size="sm" fs="italic">
            « {trade.message} »
          </Text>
        )}
        {trade.reason && (
          <Text size="sm" c="dimmed">
            {trade.reason}
          </Text>
        )}
        {trade.blocked && (
          <Alert color="orange" p="xs">
            {trade.blocked}
          </Alert>
        )}
        {view === 'received' && open && (
          <Group gap="xs">
            <Button onClick={() => void answer('accept')} disabled={busy}>
              {TRADES_MSG.accept}
            </Button>
            <Button
              variant="default"
              onClick={() =>
                setCounter({ to: trade.from, give: trade.take.map((j) => j.id), take: trade.give.map((j) => j.id), counterOf: trade.id })
              }
              disabled={busy}
            >
              {TRADES_MSG.counter}
            </Button>
            <Button variant="subtle" color="red" onClick={() => void answer('refuse')} disabled={busy}>
              {TRADES_MSG.refuse}
            </Button>
          </Group>
        )}
        {view === 'sent' && open && (
          <Group gap="xs">
            <Button variant="default" color="red" onClick={() => void takeBack()} disabled={busy}>
              {TRADES_MSG.withdraw}
            </Button>
          </Group>
        )}
        {view === 'review' && trade.status === 'accepted' && (
          <Group gap="xs">
            <Button onClick={() => void decide('approve')} disabled={busy}>
              {TRADES_MSG.approve}
            </Button>
            <Button variant="subtle" color="red" onClick={() => void decide('veto')} disabled={busy}>
              {TRADES_MSG.veto}
            </Button>
          </Group>
        )}
      </Stack>
      {counter && <ProposeDialog start={counter} onClose={() => setCounter(null)} />}
    </Card>
  );
}
