import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBallFootball } from '@tabler/icons-react';
import { MSG } from '@poolfoot/domain/messages';
import { Link, Navigate } from 'react-router';
import { useSessionUser } from '../../lib/session';

/** The public landing page: the site is under maintenance; a logged-in user goes straight to /home. */
export default function LandingPage() {
  const user = useSessionUser();
  if (user) return <Navigate to="/home" replace />;
  return (
    <Card maw={520} mx="auto" mt="xl" ta="center">
      <Stack align="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconBallFootball size={40} aria-hidden />
        </ThemeIcon>
        <Title order={1}>Poolfoot</Title>
        <Text size="lg">Le site est en maintenance.</Text>
        <Text c="dimmed">Les poolers peuvent toujours se connecter pour suivre leur saison.</Text>
        <Button component={Link} to="/login" size="md">
          {MSG.navLogin}
        </Button>
      </Stack>
    </Card>
  );
}
