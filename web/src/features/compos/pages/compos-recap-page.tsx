import { Alert, Anchor, Badge, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { COMPOS_MSG, isAdmin, MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLiveInvalidate } from '../../../lib/live';
import { useSessionUser } from '../../../lib/session';
import { useLiveFigures } from '../../autopilot';
import { SeasonOver } from '../../saisons';
import { composActiveQuery, COMPO_READERS } from '../api';
import { AdminPickPooler } from '../components/admin-pick-pooler';
import { CompoCard } from '../components/compo-card';

/**
 * /compos/recap: the lineups of the active matchday, one card per pooler; while it is played, each pooler's provisional
 * score and each live player's provisional points, moving with the live stream ('resultats': each autopilot poll). No
 * matchday left: the season is over.
 */
export default function ComposRecapPage() {
  const user = useSessionUser();
  const query = useQuery(composActiveQuery());
  useLiveInvalidate(['compos', 'resultats'], COMPO_READERS);
  const admin = user ? isAdmin(user.role) : false;
  const data = query.data;
  const figures = useLiveFigures(data?.journee?.id);
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Compos de la journée</Title>
        {data?.journee && (
          <Badge size="lg" variant="light">
            Journée {data.journee.numjournee}
          </Badge>
        )}
      </Group>
      {admin && <AdminPickPooler />}
      {query.isError && <Alert color="orange">{query.error.message}</Alert>}
      {query.isPending && <Skeleton h={300} />}
      {data?.journee && !data.started && <Alert color="blue">{COMPOS_MSG.hiddenUntilKickoff}</Alert>}
      {data && !data.journee && <SeasonOver fallback={<Text>{MSG.noCompo}</Text>} />}
      {data?.journee && data.compos.length === 0 && <Text>{MSG.noCompo}</Text>}
      {data && data.compos.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {data.compos.map((c) => (
            <CompoCard
              key={c.user_id}
              username={c.username}
              compo={c}
              live={{ figures, score: figures.total(c.user_id) }}
              action={
                admin && (
                  <Anchor component={Link} to={`/admin/compos/user/${c.user_id}`} size="sm" mt="xs">
                    Modifier la compo de {c.username}
                  </Anchor>
                )
              }
            />
          ))}
        </SimpleGrid>
      )}
      <Anchor component={Link} to="/compos/rencontres">
        Voir les rencontres
      </Anchor>
    </Stack>
  );
}
