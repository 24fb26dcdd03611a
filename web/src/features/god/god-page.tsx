import { Button, Card, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../../lib/session';
import { logout } from '../auth/api';

export default function GodPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  return (
    <Card>
      <Title order={1} size="h2">
        GOD MODE
      </Title>
      <Text my="md">Bienvenue, {user?.username} !</Text>
      <Button
        color="red"
        onClick={async () => {
          await logout();
          navigate('/');
        }}
      >
        Se déconnecter
      </Button>
    </Card>
  );
}
