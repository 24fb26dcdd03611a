import { Alert, Anchor, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MATCHLFPS_MSG } from '@poolfoot/domain';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { formatKickoff } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useRedirectLater } from '../../../lib/forms';
import { useClubs, useMatch, useUpdateMatch } from '../api';
import { MatchForm } from '../components/match-form';

/** /admin/matchlfps/edit/:id: both teams and the kickoff of a league match. */
export default function MatchlfpEditPage() {
  const raw = Number(useParams().id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const match = useMatch(id);
  const clubs = useClubs();
  const update = useUpdateMatch();
  const redirect = useRedirectLater();

  const body = () => {
    if (!id) return <Alert color="orange">{MATCHLFPS_MSG.notFound}</Alert>;
    const failed = match.error ?? clubs.error;
    if (failed) return <Alert color="orange">{errorMessage(failed)}</Alert>;
    if (!match.data || !clubs.data) return <Skeleton h={220} aria-label="Chargement du match" />;
    const m = match.data;
    return (
      <Stack>
        <Text c="dimmed" size="sm">
          J{m.numjournee} · {m.home_club_official_name} vs {m.away_club_official_name} · coup d'envoi actuel{' '}
          {formatKickoff(m.kickoff_at, m.kickoff_unknown)}
        </Text>
        <MatchForm
          match={m}
          clubs={clubs.data}
          busy={update.isPending || redirect.pending}
          onSubmit={(input) =>
            update.mutate(input, {
              onSuccess: (res) => {
                toast.success(res.message ?? MATCHLFPS_MSG.updated);
                redirect.go(`/admin/matchs/list?journee=${res.match.numjournee}`);
              },
              onError: (err) => toast.warning(errorMessage(err)),
            })
          }
        />
      </Stack>
    );
  };

  return (
    <Stack maw={720}>
      <Anchor component={Link} to={match.data ? `/admin/matchs/list?journee=${match.data.numjournee}` : '/admin/matchs/list'} size="sm">
        ← Matchs de Ligue 1
      </Anchor>
      <Title order={1}>Modifier un match</Title>
      <Card withBorder>{body()}</Card>
    </Stack>
  );
}
