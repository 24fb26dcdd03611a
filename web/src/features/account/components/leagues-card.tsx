import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { ACCOUNT_MSG, type AccountLeague, isAdmin, LIGUES_MSG } from '@poolfoot/domain';
import { useId } from 'react';
import { confirmAction } from '../../../components/confirm';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { session } from '../../../lib/session';
import { useActInLeague } from '../../ligues';
import { useLeaveLeague } from '../api';
import { Section } from './section';

type Leave = ReturnType<typeof useLeaveLeague>;

/** One of my leagues: my role there, whether my session acts in it, and « Quitter » (disabled, with why, when I may not). */
function LeagueItem({ league: l, leave, onLeave }: { league: AccountLeague; leave: Leave; onLeave: (l: AccountLeague) => void }) {
  const reasonId = useId();
  return (
    <Card withBorder padding="sm" component="li" aria-label={l.nom}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} miw={0} style={{ overflowWrap: 'anywhere' }}>
            {l.nom}
          </Text>
          <Group gap="xs">
            {l.current && <Badge color="green">{ACCOUNT_MSG.activeLeague}</Badge>}
            <Badge variant="light">{isAdmin(l.role) ? LIGUES_MSG.roleAdmin : LIGUES_MSG.rolePooler}</Badge>
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={l.leave_blocked !== null || leave.isPending}
              aria-label={ACCOUNT_MSG.leaveLabel(l.nom)}
              aria-describedby={l.leave_blocked ? reasonId : undefined}
              onClick={() => onLeave(l)}
            >
              {ACCOUNT_MSG.leave}
            </Button>
          </Group>
        </Group>
        {l.leave_blocked && (
          <Text id={reasonId} size="sm" c="dimmed">
            {ACCOUNT_MSG.leaveBlocked[l.leave_blocked]}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The leagues I am in: my role in each, the one my session acts in, and leaving one before its draft (confirmed). Left,
 * my session acts where the server says (another of my leagues, or none): when it acted in that league, everything
 * shown is read again.
 */
export function LeaguesCard({ leagues }: { leagues: AccountLeague[] }) {
  const leave = useLeaveLeague();
  const actInLeague = useActInLeague();
  const leaveOne = async (l: AccountLeague) => {
    const confirmed = await confirmAction({
      title: ACCOUNT_MSG.leaveTitle,
      message: ACCOUNT_MSG.leaveConfirm(l.nom),
      confirmLabel: ACCOUNT_MSG.leave,
      danger: true,
    });
    if (!confirmed) return;
    leave.mutate(
      { league_id: l.id },
      {
        onSuccess: async (res) => {
          toast.success(res.message ?? ACCOUNT_MSG.left(l.nom, null));
          if (l.current) await actInLeague({ user: res.user });
          else session.set(res.user);
        },
        onError: (err) => toast.warning(errorMessage(err)),
      },
    );
  };
  return (
    <Section title={ACCOUNT_MSG.leaguesTitle}>
      {leagues.length === 0 ? (
        <Text c="dimmed">{LIGUES_MSG.noLeague}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {leagues.map((l) => (
            <LeagueItem key={l.id} league={l} leave={leave} onLeave={leaveOne} />
          ))}
        </Stack>
      )}
    </Section>
  );
}
