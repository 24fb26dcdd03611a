import { Badge, Card, Group, Select, Stack, Text } from '@mantine/core';
import { LIGUES_MSG, type MemberRow, poolerName, ROLE } from '@poolfoot/domain';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useSetRole } from '../api';
import { MemberActions } from './member-actions';

/** A member's role in the league, changed at once (disabled, with why below, when the policy would refuse it). */
function RoleSelect({ member, name }: { member: MemberRow; name: string }) {
  const setRole = useSetRole();
  return (
    <Select
      aria-label={`${LIGUES_MSG.roleLabel} de ${name}`}
      size="xs"
      w={170}
      allowDeselect={false}
      disabled={setRole.isPending || !member.active || member.refused.role !== null}
      data={[
        { value: String(ROLE.pooler), label: LIGUES_MSG.rolePooler },
        { value: String(ROLE.admin), label: LIGUES_MSG.roleAdmin },
      ]}
      value={String(member.role >= ROLE.admin ? ROLE.admin : ROLE.pooler)}
      onChange={(value) =>
        value &&
        setRole.mutate(
          { user_id: member.user_id, role: value === String(ROLE.admin) ? ROLE.admin : ROLE.pooler },
          { onSuccess: (res) => toast.success(res.message ?? LIGUES_MSG.updated), onError: (err) => toast.warning(errorMessage(err)) },
        )
      }
    />
  );
}

/** One member of the league as its admins see him: who, when last seen, his role, and what they may do to him. */
export function MemberCard({ member, me, draftStarted }: { member: MemberRow; me: number; draftStarted: boolean }) {
  const name = poolerName(member);
  return (
    <Card withBorder padding="sm" component="li" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={700}>{name}</Text>
              {member.user_id === me && <Badge variant="light">{LIGUES_MSG.you}</Badge>}
              {!member.active && (
                <Badge color="gray" variant="light">
                  {LIGUES_MSG.inactive}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {member.email} · {member.last_seen ? LIGUES_MSG.seen(formatDateTime(member.last_seen)) : LIGUES_MSG.neverSeen}
            </Text>
          </Stack>
          <RoleSelect member={member} name={name} />
        </Group>
        {/* What the policy would refuse is said, not offered (RULES.md "Accounts"). */}
        {member.active && (member.refused.role ?? member.refused.link) && (
          <Text size="xs" c="dimmed">
            {member.refused.role ?? member.refused.link}
          </Text>
        )}
        <MemberActions member={member} name={name} me={me} draftStarted={draftStarted} />
      </Stack>
    </Card>
  );
}
