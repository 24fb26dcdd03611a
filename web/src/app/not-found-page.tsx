import { Anchor, Card, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <Card maw={520} mx="auto" mt="lg" ta="center">
      <Title order={1} size="h2" mb="sm">
        Page introuvable
      </Title>
      <Text mb="md">Cette adresse ne correspond à aucune page.</Text>
      <Anchor component={Link} to="/">
        Retour à l'accueil
      </Anchor>
    </Card>
  );
}
