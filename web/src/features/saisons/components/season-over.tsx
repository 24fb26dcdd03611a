import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { SEASON_END_MSG } from '@poolfoot/domain/messages';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { saisonsListQuery } from '../api';

/**
 * Where a page needs a coming matchday and has none: once the active season is finished, it says so, with the ways to
 * its final ranking and to the palmarès; otherwise (or when the seasons cannot be read) what the page said, `fallback`.
 */
export function SeasonOver({ fallback }: { fallback: ReactNode }) {
  const list = useQuery(saisonsListQuery());
  if (list.isPending) return <Skeleton h={80} />;
  const active = list.data?.saisons.find((s) => s.active);
  if (!active?.finished) return fallback;
  return (
    <Alert color="pitch" icon={<IconTrophy aria-hidden />} title={SEASON_END_MSG.seasonOver(active.nom)}>
      <Text size="sm">{SEASON_END_MSG.seasonOverText}</Text>
      <Group gap="xs" mt="sm">
        <Button component={Link} to="/classement" size="sm">
          {SEASON_END_MSG.seeClassement}
        </Button>
        <Button component={Link} to="/palmares" size="sm" variant="white">
          {SEASON_END_MSG.seePalmares}
        </Button>
      </Group>
    </Alert>
  );
}
