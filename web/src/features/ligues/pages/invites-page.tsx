import { Alert, Badge, Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { type Invite, INVITES_MSG } from '@poolfoot/domain';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/format';
import { confirmAction } from '../../../components/confirm';
import { SharedLink } from '../components/shared-link';
import { useCreateInvite, invitesQuery, myLeaguesQuery, useRevokeInvite } from '../api';

const STATE_COLOR = { open: 'green', expired: 'gray', used_up: 'gray', revoked: 'red' } as const;

function InviteRow({ invite }: { invite: Invite }) {
  const revoke = useRevokeInvite();
  const state = invite.closed ?? 'open';
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Badge color={STATE_COLOR[state]} variant="light">
              {INVITES_MSG.state[state]}
            </Badge>
            <Text size="sm">{INVITES_MSG.usesOf(invite.uses, invite.max_uses)}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            {INVITES_MSG.madeOn(formatDateTime(invite.created_at), invite.created_by)} ·{' '}
            {INVITES_MSG.until(formatDateTime(invite.expires_at))}
          </Text>
        </Stack>
        {state === 'open' && (
          <Button
            size="xs"
            color="red"
            variant="subtle"
            loading={revoke.isPending}
            onClick={async () => {
              if (
                !(await confirmAction({
                  title: INVITES_MSG.revoke,
                  message: INVITES_MSG.revokeConfirm,
                  confirmLabel: INVITES_MSG.revoke,
                  danger: true,
                }))
              )
                return;
              revoke.mutate(
                { id: invite.id },
                {
                  onSuccess: (res) => toast.success(res.message ?? INVITES_MSG.revoked),
                  onError: (err) => toast.warning(errorMessage(err)),
                },
              );
            }}
          >
            {INVITES_MSG.revoke}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** /admin/invitations: a league admin makes the links that let friends in, and sees and revokes those sent. */
export default function InvitesPage() {
  const [days, setDays] = useState<number | string>(7);
  const [uses, setUses] = useState<number | string>(10);
  const [made, setMade] = useState<string | null>(null);
  const create = useCreateInvite();
  const list = useQuery(invitesQuery());
  const leagues = useQuery(myLeaguesQuery());
  const league = leagues.data?.leagues.find((l) => l.id === leagues.data?.active_id)?.nom ?? '';
  return (
    <Stack>
      <Title order={1}>{league ? INVITES_MSG.pageTitleOf(league) : INVITES_MSG.pageTitle}</Title>
      <Text size="sm">{INVITES_MSG.pageIntro}</Text>
      <Card>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate(
              { expires_days: Number(days), max_uses: Number(uses) },
              { onSuccess: (res) => setMade(res.url), onError: (err) => toast.warning(errorMessage(err)) },
            );
          }}
        >
          <Group align="end" wrap="wrap">
            <NumberInput label={INVITES_MSG.daysLabel} min={1} max={30} value={days} onChange={setDays} w={140} />
            <NumberInput label={INVITES_MSG.usesLabel} min={1} max={50} value={uses} onChange={setUses} w={140} />
            <Button type="submit" loading={create.isPending}>
              {INVITES_MSG.make}
            </Button>
          </Group>
        </form>
      </Card>
      {made && <SharedLink title={INVITES_MSG.created} label="Lien d’invitation" url={made} shareText={INVITES_MSG.shareText(league)} />}
      <Title order={2} size="h3">
        {INVITES_MSG.listTitle}
      </Title>
      {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
      {list.data && list.data.invites.length === 0 && <Text c="dimmed">{INVITES_MSG.none}</Text>}
      {list.data && list.data.invites.length > 0 && (
        <Stack component="ul" gap="xs" p={0} style={{ listStyle: 'none' }}>
          {list.data.invites.map((i) => (
            <InviteRow key={i.id} invite={i} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
