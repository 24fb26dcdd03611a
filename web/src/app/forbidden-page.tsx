import { Anchor, Card, Text, Title } from '@mantine/core';
import { MSG } from '@poolfoot/domain/messages';
import { Link } from 'react-router';

export default function ForbiddenPage() {
  return (
    <Card maw={520} mx="auto" mt="lg" ta="center">
      <Title order={1} size="h2" mb="sm">
        {MSG.forbidden}
      </Title>
      <Text mb="md">Cette page est réservée à un autre rôle.</Text>
      <Anchor component={Link} to="/home">
        Retour à l'accueil
      </Anchor>
    </Card>
  );
}
