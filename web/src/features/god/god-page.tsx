import { Button, Card, Group, Text, Title } from '@mantine/core';
import { godCalls, poolerName, urlOf } from '@poolfoot/domain';
import { IconDownload } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../../lib/session';
import { logout } from '../auth';

export default function GodPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  return (
    <Card>
      <Title order={1} size="h2">
        GOD MODE
      </Title>
      <Text my="md">Bienvenue, {user ? poolerName(user) : ''} !</Text>
      <Text size="sm" c="dimmed" mb="xs">
        Une sauvegarde contient toute la base ; elle se restaure en ligne de commande : npm run restore -- fichier.json
      </Text>
      <Group>
        <Button component="a" href={urlOf(godCalls.backup)} download leftSection={<IconDownload size={18} />}>
          Télécharger une sauvegarde
        </Button>
        <Button
          color="red"
          onClick={async () => {
            await logout();
            navigate('/');
          }}
        >
          Se déconnecter
        </Button>
      </Group>
    </Card>
  );
}
