import { Alert, Button, Card, List, Radio, Stack, Text, Title } from '@mantine/core';
import { LIGUES_MSG, type Member, SAISON_MSG, type UserListItem } from '@poolfoot/domain';
import { IconPlayerPlay, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { errorMessage } from '../../../lib/api';
import { invalidateEverything } from '../../../lib/query-client';
import { OrderList } from '../../draft';
import { saisonsListQuery } from '../../saisons';
import { useStartSeason } from '../api';

type Mode = 'reverse' | 'random' | 'manual';
const MODES: { value: Mode; label: string; hint: string }[] = [
  { value: 'reverse', label: LIGUES_MSG.orderReverse, hint: LIGUES_MSG.orderReverseHint },
  { value: 'random', label: LIGUES_MSG.orderRandom, hint: LIGUES_MSG.orderRandomHint },
  { value: 'manual', label: LIGUES_MSG.orderManual, hint: LIGUES_MSG.orderManualHint },
];
const isMode = (v: string): v is Mode => MODES.some((m) => m.value === v);

/**
 * /admin/ligue: once the instance has a new active season, the league's admin starts it for the league (saisons/start):
 * the same members, teams empty, the phase back to draft, in the draft order they choose (the reverse of last season's
 * ranking by default, random, or by hand). Shown while the league has a past season and has not started the active one;
 * then the order the server answered, and the way to the draft.
 */
export function SeasonStartCard({ members }: { members: Member[] }) {
  const saisons = useQuery(saisonsListQuery());
  const start = useStartSeason();
  const [mode, setMode] = useState<Mode>('reverse');
  const poolers: UserListItem[] = members
    .filter((m) => m.active)
    .map((m) => ({ id: m.user_id, username: m.username, nickname: m.nickname }));
  const [order, setOrder] = useState<UserListItem[] | null>(null);
  const rows = order ?? poolers;

  if (start.data) {
    return (
      <Card component="section" aria-label={LIGUES_MSG.startTitle}>
        <Stack gap="xs" align="flex-start">
          <Title order={2} size="h3">
            {LIGUES_MSG.startTitle}
          </Title>
          <Alert color="green" role="status" w="100%">
            {start.data.message ?? SAISON_MSG.started(start.data.nom)}
          </Alert>
          <Text>{LIGUES_MSG.startedOrder}</Text>
          <List type="ordered" aria-label={LIGUES_MSG.orderLabel}>
            {start.data.ordre.map((p) => (
              <List.Item key={p.user_id}>{p.username}</List.Item>
            ))}
          </List>
          <Button component={Link} to="/admin/draft" leftSection={<IconUsersGroup size={18} aria-hidden />}>
            {LIGUES_MSG.toDraft}
          </Button>
        </Stack>
      </Card>
    );
  }
  if (saisons.isError) return <Alert color="orange">{errorMessage(saisons.error)}</Alert>;
  const active = saisons.data?.saisons.find((s) => s.active);
  const earlier = saisons.data?.saisons.some((s) => active && s.id < active.id);
  if (!active || active.started || !earlier) return null;

  const launch = async () => {
    const chosen = MODES.find((m) => m.value === mode)?.label ?? '';
    const message = (
      <Stack gap="xs">
        <Text>{LIGUES_MSG.startConfirm(active.nom)}</Text>
        <Text fw={700}>{LIGUES_MSG.startConfirmOrder(chosen)}</Text>
      </Stack>
    );
    if (!(await confirmAction({ title: LIGUES_MSG.startTitle, message, confirmLabel: LIGUES_MSG.start }))) return;
    start.mutate({ ordre: mode === 'manual' ? rows.map((u) => u.id) : mode }, { onSuccess: () => invalidateEverything() });
  };
  return (
    <Card component="section" aria-label={LIGUES_MSG.startTitle}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {LIGUES_MSG.startTitle}
        </Title>
        <Text size="sm">{LIGUES_MSG.startIntro(active.nom)}</Text>
        <Radio.Group label={LIGUES_MSG.orderLabel} value={mode} onChange={(v) => isMode(v) && setMode(v)}>
          <Stack gap="xs" mt="xs">
            {MODES.map((m) => (
              <Radio key={m.value} value={m.value} label={m.label} description={m.hint} />
            ))}
          </Stack>
        </Radio.Group>
        {mode === 'manual' && <OrderList poolers={rows} onChange={setOrder} />}
        {start.isError && (
          <Alert color="orange" role="alert">
            {errorMessage(start.error)}
          </Alert>
        )}
        <Button leftSection={<IconPlayerPlay size={18} aria-hidden />} loading={start.isPending} onClick={launch} w="fit-content">
          {LIGUES_MSG.start}
        </Button>
      </Stack>
    </Card>
  );
}
