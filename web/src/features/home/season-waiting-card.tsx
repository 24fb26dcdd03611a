import { Alert, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { SaisonItem } from '@poolfoot/domain';
import { SEASON_END_MSG } from '@poolfoot/domain/messages';
import { isAdmin } from '@poolfoot/domain/roles';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { useSessionUser } from '../../lib/session';
import { palmaresQuery } from '../saisons';

/**
 * The new season, not started by the league yet: the last season's champion, the way to the palmarès, and that the
 * league's admin starts the season (an admin gets the way to it, /admin/ligue).
 */
export function SeasonWaitingCard({ season, previous }: { season: SaisonItem; previous: SaisonItem }) {
  const user = useSessionUser();
  const palmares = useQuery(palmaresQuery());
  const champion = palmares.data?.champions.find((c) => c.saison_id === previous.id);
  return (
    <Card component="section" aria-labelledby="home-season-waiting">
      <Stack gap="sm">
        <Title order={2} size="h3" id="home-season-waiting">
          {SEASON_END_MSG.waitingTitle(season.nom)}
        </Title>
        {palmares.isError && <Alert color="orange">{errorMessage(palmares.error)}</Alert>}
        {palmares.isPending && <Skeleton h={40} />}
        {champion &&
          (champion.username === null || champion.points_classement === null ? (
            <Text>{SEASON_END_MSG.noChampionOf(previous.nom)}</Text>
          ) : (
            <Group wrap="nowrap" gap="sm">
              <ThemeIcon size={40} radius="xl" color="yellow" variant="light" aria-hidden>
                <IconTrophy size={24} />
              </ThemeIcon>
              <Text fw={700}>{SEASON_END_MSG.lastChampion(previous.nom, champion.username, champion.points_classement)}</Text>
            </Group>
          ))}
        <Text>{SEASON_END_MSG.waitingText(season.nom)}</Text>
        <Group gap="xs">
          <Button component={Link} to="/palmares" variant="light" size="sm">
            {SEASON_END_MSG.seePalmares}
          </Button>
          {user && isAdmin(user.role) && (
            <Button component={Link} to="/admin/ligue" size="sm">
              {SEASON_END_MSG.startSeason}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
