import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type Joueur, MSG, snakePicker } from '@poolfoot/domain';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useEditChoix } from '../api';
import { JoueurPicker } from '../components/joueur-picker';
import { bilanOf, isPast, joueurName, unavailableReason, withoutChoix } from '../lib';
import { useClubOptions, useDraftData } from '../use-draft-data';

const positive = (s: string | undefined) => {
  const n = Number(s);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** /admin/draft/editChoix/:tour/:rang: replace (or fill) a made pick; the limits leave the replaced pick out. */
export default function AdminEditChoixPage() {
  const params = useParams();
  const tour = positive(params.tour);
  const rang = positive(params.rang);
  const navigate = useNavigate();
  const { state, joueurs, lookups, error, loading } = useDraftData();
  const clubs = useClubOptions();
  const edit = useEditChoix();

  const slot = useMemo(() => {
    if (!state || tour === null || rang === null || rang > state.ordre.length || tour > state.gestion.max_tours) return null;
    const choix = state.choix[String(tour)]?.[String(rang)];
    return { tour, rang, choix, userId: choix?.userId ?? snakePicker(state.ordre, tour, rang) };
  }, [state, tour, rang]);

  const reason = useMemo(() => {
    if (!state || !slot) return () => null;
    const current = slot.choix ? lookups.joueur(slot.choix.playerId) : undefined;
    const drafted = new Set(state.drafted_playerIds.filter((id) => id !== slot.choix?.playerId));
    const bilan = withoutChoix(bilanOf(state, slot.userId), current);
    return (j: Joueur) => unavailableReason(j, bilan, state.gestion, drafted);
  }, [state, slot, lookups]);

  const header = (
    <Group justify="space-between">
      <Title order={1}>Modifier un choix</Title>
      <Button component={Link} to="/admin/draft/board" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        Tableau de la draft
      </Button>
    </Group>
  );
  if (error) return <Alert color="orange">{error.message}</Alert>;
  if (loading || !state || !joueurs) return <Skeleton h={400} aria-busy="true" />;
  if (!slot || !isPast(state.gestion, slot)) {
    return (
      <Stack>
        {header}
        <Alert color="orange">Ce choix n’existe pas ou n’a pas encore été fait.</Alert>
      </Stack>
    );
  }
  const current = slot.choix ? lookups.joueur(slot.choix.playerId) : undefined;
  const onPick = (j: Joueur) =>
    edit.mutate(
      { tour: slot.tour, rang: slot.rang, userId: slot.userId, playerId: j.id },
      {
        onSuccess: () => {
          toast.success(MSG.editPickSuccess);
          navigate('/admin/draft/board');
        },
        onError: (err) => toast.warning(errorMessage(err, MSG.editPickFailed)),
      },
    );
  return (
    <Stack>
      {header}
      <Card>
        <Text>
          Tour {slot.tour}, rang {slot.rang} · pooler : <strong>{lookups.pooler(slot.userId)}</strong>
        </Text>
        <Text>
          Joueur actuel :{' '}
          <strong>{current ? `${joueurName(current)} (${current.club_name}, ${current.poste})` : 'aucun (choix supprimé)'}</strong>
        </Text>
      </Card>
      <Card>
        <JoueurPicker joueurs={joueurs} clubs={clubs} reason={reason} action={{ label: MSG.choose, onPick, disabled: edit.isPending }} />
      </Card>
    </Stack>
  );
}
