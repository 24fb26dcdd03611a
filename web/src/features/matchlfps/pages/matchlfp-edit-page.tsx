import { Stack, Text } from '@mantine/core';
import { MATCHLFPS_MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AdminFormPage } from '../../../components/admin-form-page';
import { formatKickoff } from '../../../lib/format';
import { useSaveThenGo } from '../../../lib/forms';
import { clubsListQuery } from '../../clubs';
import { matchQuery, useUpdateMatch } from '../api';
import { MatchForm } from '../components/match-form';

/** /admin/matchlfps/edit/:id: both teams and the kickoff of a league match; saved, back to its matchday's matches. */
export default function MatchlfpEditPage() {
  const raw = Number(useParams().id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const match = useQuery(matchQuery(id));
  const clubs = useQuery(clubsListQuery());
  const update = useUpdateMatch();
  const save = useSaveThenGo();
  const m = match.data;
  const list = m ? `/admin/matchs/list?journee=${m.numjournee}` : '/admin/matchs/list';
  return (
    <AdminFormPage
      title="Modifier un match"
      back={list}
      backLabel="Matchs de Ligue 1"
      failure={id ? (match.error ?? clubs.error) : MATCHLFPS_MSG.notFound}
      loading={!m || !clubs.data}
      loadingLabel="Chargement du match"
      form={() =>
        m &&
        clubs.data && (
          <Stack>
            <Text c="dimmed" size="sm">
              J{m.numjournee} · {m.home_club_official_name} vs {m.away_club_official_name} · coup d'envoi actuel{' '}
              {formatKickoff(m.kickoff_at, m.kickoff_unknown)}
            </Text>
            <MatchForm
              match={m}
              clubs={clubs.data}
              busy={update.isPending || save.pending}
              onSubmit={(input) => update.mutate(input, save.then(MATCHLFPS_MSG.updated, list))}
            />
          </Stack>
        )
      }
    />
  );
}
