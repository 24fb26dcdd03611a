import { Badge, Card, Text, Title } from '@mantine/core';
import { MSG } from '@poolfoot/domain';
import { useSessionUser } from '../../lib/session';

export default function AccountPage() {
  const user = useSessionUser();
  return (
    <Card>
      <Title order={1} size="h2" mb="sm">
        {MSG.accountTitle(user?.username ?? '')}
      </Title>
      <Badge variant="light">{MSG.comingSoon}</Badge>
      <Text c="dimmed" mt="sm">
        La gestion du compte arrive bientôt.
      </Text>
    </Card>
  );
}
