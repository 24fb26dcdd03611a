import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG, seasonName } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useSessionUser } from '../../../lib/session';
import { NextStepAlert } from '../../game';
import { ProposeButton } from '../../trades';
import { teamByUserQuery } from '../api';
import { TeamJoueurs } from '../components/team-joueurs';

/** /team: the user's team (or ?poolerId=) for the active season, at the active matchday. */
export default function TeamPage() {
  const user = useSessionUser();
  const [params] = useSearchParams();
  const poolerId = Number(params.get('poolerId')) || user?.id || 0;
  const team = useQuery({ ...teamByUserQuery(poolerId), enabled: poolerId > 0 });

  if (!poolerId) return <Alert color="orange">{MSG.teamNoPooler}</Alert>;
  if (team.isError) return <Alert color="orange">{team.error.message}</Alert>;
  const data = team.data;
  const mine = data?.user_id === user?.id;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          {data ? <Title order={1}>{mine ? MSG.navTeam : `Team de ${data.username}`}</Title> : <Skeleton h={36} w={200} />}
          {data ? <Text c="dimmed">{seasonName(data.saison_id)}</Text> : <Skeleton h={20} w={140} />}
        </div>
        {data && (
          <Badge size="lg" variant="light">
            Journée {data.journee}
          </Badge>
        )}
      </Group>
      <Card>
        {!data ? (
          <Stack>
            <Skeleton h={20} />
            <Skeleton h={20} />
            <Skeleton h={20} />
          </Stack>
        ) : data.count === 0 ? (
          <Stack>
            <Text>{MSG.teamEmpty}</Text>
            {/* The team comes from the draft: what the league waits for before it. */}
            <NextStepAlert />
          </Stack>
        ) : (
          <TeamJoueurs joueurs={data.joueurs} />
        )}
      </Card>
      <Group align="flex-start">
        <Button component={Link} to={data ? `/teams/all?saison=${data.saison_id}` : '/teams/all'} variant="light">
          Toutes les équipes
        </Button>
        {/* From my team, to a pooler chosen in the dialog; from another's, to him. */}
        {data && data.count > 0 && <ProposeButton to={mine ? undefined : { id: data.user_id, name: data.username }} />}
      </Group>
    </Stack>
  );
}
