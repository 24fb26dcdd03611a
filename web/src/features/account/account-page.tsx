import { Badge, Card, Text, Title } from '@mantine/core';
import { MSG, poolerName } from '@poolfoot/domain';
import { useSessionUser } from '../../lib/session';
import { RemindersSwitch } from '../autopilot';

export default function AccountPage() {
  const user = useSessionUser();
  return (
    <Card>
      <Title order={1} size="h2" mb="sm">
        {MSG.accountTitle(user ? poolerName(user) : '')}
      </Title>
      <Badge variant="light">{MSG.comingSoon}</Badge>
      <Text c="dimmed" mt="sm">
        La gestion du compte arrive bientôt.
      </Text>
      <Title order={2} size="h4" mt="lg" mb="xs">
        Rappels
      </Title>
      <RemindersSwitch />
    </Card>
  );
}
