import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useLiveInvalidate } from '../../../lib/live';
import { useSessionUser } from '../../../lib/session';
import { LiveMatchday } from '../../autopilot';
import { COMPO_READERS, rencontresQuery } from '../api';
import { MatchCard } from '../components/match-card';
import { MY_MATCH_ID } from '../my-match';

/**
 * /compos/rencontres/:journeeId? (composRencontres): every pooler match of a matchday with both lineups, the
 * user's own first; with #mon-match (after a lineup save, from the home) the page opens on it.
 */
export default function ComposRencontresPage() {
  const journeeId = Number(useParams().journeeId) || null;
  const query = useQuery(rencontresQuery(journeeId));
  // 'resultats': after each autopilot poll (live figures) and each results computation.
  useLiveInvalidate(['compos', 'resultats'], COMPO_READERS);
  const data = query.data;
  const me = useSessionUser()?.id;
  const { hash } = useLocation();
  const matches = data?.matches ?? [];
  const mine = matches.find((m) => m.home.id === me || m.away?.id === me);
  const ordered = mine ? [mine, ...matches.filter((m) => m !== mine)] : matches;
  const loaded = data !== undefined;
  useEffect(() => {
    if (hash !== `#${MY_MATCH_ID}` || !loaded) return;
    const card = document.getElementById(MY_MATCH_ID);
    if (card) card.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0 });
  }, [hash, loaded]);
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{data?.journee ? `Rencontres – Journée ${data.journee.numjournee}` : 'Rencontres'}</Title>
          {data?.journee && <Text c="dimmed">Premier coup d’envoi : {formatDateTime(data.journee.start_at)}</Text>}
        </div>
        <Group gap="xs">
          <Button component={Link} to="/compo" variant="light" size="xs">
            Ma compo
          </Button>
          <Button component={Link} to="/compos/recap" variant="light" size="xs">
            Toutes les compos
          </Button>
        </Group>
      </Group>
      {query.isPending && (
        <Group gap="sm" aria-busy="true">
          <Loader size="sm" />
          <Text>{MSG.recapLoading}</Text>
        </Group>
      )}
      {query.isError && <Alert color="orange">{MSG.recapLoadError}</Alert>}
      {data?.journee && <LiveMatchday journeeId={data.journee.id} matches={data.matches} />}
      {data && data.matches.length === 0 && <Text>{MSG.noPairings}</Text>}
      {data?.journee &&
        ordered.map((m) => <MatchCard key={m.id} match={m} journeeId={data.journee?.id ?? 0} id={m === mine ? MY_MATCH_ID : undefined} />)}
    </Stack>
  );
}
