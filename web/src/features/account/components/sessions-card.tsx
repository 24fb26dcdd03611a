import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ACCOUNT_MSG, type AccountSession } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { confirmAction } from '../../../components/confirm';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useEndSessions, sessionsQuery } from '../api';
import { Section } from './section';

const deviceOf = (s: AccountSession) => s.device ?? ACCOUNT_MSG.unknownDevice;

/** My open sessions, this one first: where and when each was opened and last used; I end another one, or all the others. */
export function SessionsCard() {
  const sessions = useQuery(sessionsQuery());
  const end = useEndSessions();
  const list = [...(sessions.data?.sessions ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((s) => !s.current).length;
  const endThem = async (id: number | undefined, message: string, label: string) => {
    if (!(await confirmAction({ title: label, message, confirmLabel: label, danger: true }))) return;
    end.mutate(id === undefined ? {} : { id }, {
      onSuccess: (res) => toast.success(res.message ?? ACCOUNT_MSG.sessionsEnded(res.ended)),
      onError: (err) => toast.warning(errorMessage(err)),
    });
  };
  return (
    <Section title={ACCOUNT_MSG.sessionsTitle}>
      {sessions.error && <Alert color="red">{errorMessage(sessions.error)}</Alert>}
      {sessions.isPending && <Skeleton h={120} />}
      {sessions.data && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((s) => (
            <Card key={s.id} withBorder padding="sm" component="li" aria-label={deviceOf(s)}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
                  <Group gap="xs">
                    <Text fw={700}>{deviceOf(s)}</Text>
                    {s.current && <Badge variant="light">{ACCOUNT_MSG.thisSession}</Badge>}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {ACCOUNT_MSG.address(s.ip)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {ACCOUNT_MSG.openedAt(formatDateTime(s.created_at))}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {ACCOUNT_MSG.lastSeenAt(formatDateTime(s.last_seen_at))}
                  </Text>
                </Stack>
                {!s.current && (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    disabled={end.isPending}
                    aria-label={ACCOUNT_MSG.endSessionLabel(deviceOf(s))}
                    onClick={() => endThem(s.id, ACCOUNT_MSG.endSessionConfirm(deviceOf(s)), ACCOUNT_MSG.endSession)}
                  >
                    {ACCOUNT_MSG.endSession}
                  </Button>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {others > 0 && (
        <Group>
          <Button
            color="red"
            variant="light"
            loading={end.isPending}
            onClick={() => endThem(undefined, ACCOUNT_MSG.endOthersConfirm, ACCOUNT_MSG.endOthers)}
          >
            {ACCOUNT_MSG.endOthers}
          </Button>
        </Group>
      )}
    </Section>
  );
}
