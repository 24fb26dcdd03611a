import { Alert, Badge, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { MSG, POSTE_LABELS, POSTES, plural, STATS_PAGE_MAX, type TeamPlayer } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { ApiError } from '../../../lib/api';
import { banner } from '../../../lib/banner';
import { useLiveInvalidate } from '../../../lib/live';
import { toast } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session';
import { joueursListQuery } from '../../joueurs';
import { playersQuery } from '../../stats';
import { teamByUserQuery } from '../../teams';
import { MERCATO_READERS, takenPlayersQuery, useMercatoState, usePick } from '../api';
import { CandidateList } from '../components/candidate-list';
import { fullName, isMyTurn, mercatoCandidates } from '../lib';

const BACK_DELAY_MS = 1000;

/** The user's players that can leave: currently owned (no journee_out), by position. */
const droppable = (joueurs: readonly TeamPlayer[]) =>
  POSTES.flatMap((poste) => {
    const items = joueurs.filter((p) => p.poste === poste && p.journee_out === null);
    return items.length
      ? [{ group: POSTE_LABELS[poste], items: items.map((p) => ({ value: String(p.joueur_id), label: fullName(p) })) }]
      : [];
  });

/** /mercato/choix: drop one of the user's players, then take a free one of the same position. */
export default function MercatoChoixPage() {
  const user = useSessionUser();
  const userId = user?.id ?? 0;
  const navigate = useNavigate();
  const state = useMercatoState();
  const team = useQuery({ ...teamByUserQuery(userId), enabled: userId > 0 });
  const joueurs = useQuery(joueursListQuery());
  const [droppedId, setDroppedId] = useState<string | null>(null);
  const droppedPoste = team.data?.joueurs.find((p) => String(p.joueur_id) === droppedId && p.journee_out === null)?.poste;
  // This season's points of the candidates, the players of the dropped one's position (the joueurs list's total is last
  // season's): one bounded page of that position (stats/players.php).
  const season = useQuery({
    ...playersQuery({ poste: droppedPoste ?? 'Tous', limit: STATS_PAGE_MAX }),
    enabled: droppedPoste !== undefined,
    select: (d) => new Map(d.rows.map((r) => [r.joueur_id, r.total])),
  });
  const effect = state.data?.gestion.journee_effet ?? null;
  const taken = useQuery({ ...takenPlayersQuery(effect ?? 1), enabled: effect !== null });
  const pick = usePick();
  useLiveInvalidate(['mercato'], MERCATO_READERS);
  const [search, setSearch] = useState('');
  const [clubId, setClubId] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const failure = state.error ?? team.error ?? joueurs.error ?? taken.error ?? season.error;
  if (failure) return <Alert color="orange">{failure.message}</Alert>;
  if (!state.data || !team.data || !joueurs.data || (effect !== null && !taken.data)) return <Skeleton h={320} />;

  const myTurn = isMyTurn(state.data, userId);
  const dropped = team.data.joueurs.find((p) => String(p.joueur_id) === droppedId && p.journee_out === null) ?? null;
  const clubs = [...new Map(joueurs.data.map((j) => [j.club_id, j.club_name])).entries()]
    .sort((a, b) => a[1].localeCompare(b[1], 'fr'))
    .map(([id, name]) => ({ value: String(id), label: name }));
  const list =
    dropped && season.data
      ? mercatoCandidates({
          joueurs: joueurs.data,
          dropped,
          team: team.data.joueurs.filter((p) => p.journee_out === null),
          taken: taken.data ?? new Set<number>(),
          points: season.data,
          maxParClub: state.data.gestion.max_par_club,
          search,
          clubId: clubId ? Number(clubId) : null,
        })
      : null;
  const busy = pick.isPending || done;

  const choose = async (id: number) => {
    const incoming = joueurs.data.find((j) => j.id === id);
    if (busy || !dropped || !incoming) return;
    const ok = await confirmAction({
      title: 'Confirmer le remplacement',
      message: `${fullName(incoming)} (${incoming.club_name}, ${incoming.poste}) remplace ${fullName(dropped)} ?`,
    });
    if (!ok) return;
    pick.mutate(
      { user_id: userId, old_joueur_id: dropped.joueur_id, new_joueur_id: incoming.id },
      {
        onSuccess: () => {
          setDone(true);
          banner.clear();
          toast.success(MSG.mercatoPickSuccess);
          timer.current = setTimeout(() => navigate('/mercato'), BACK_DELAY_MS);
        },
        onError: (err) =>
          banner.warn(err instanceof ApiError ? (err.code === 'network' ? MSG.mercatoNetwork : err.message) : MSG.mercatoPickFailed),
      },
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Mercato : remplacer un joueur</Title>
        <Button component={Link} to="/mercato" variant="default">
          Retour
        </Button>
      </Group>
      {!myTurn && <Alert color="gray">Ce n'est pas votre tour : vous pouvez préparer votre choix.</Alert>}
      {effect !== null && <Text c="dimmed">Le remplacement prend effet à la journée {effect}.</Text>}
      <Card>
        <Select
          label="Joueur à remplacer"
          placeholder="Choisir un de vos joueurs"
          data={droppable(team.data.joueurs)}
          value={droppedId}
          onChange={setDroppedId}
          searchable
          nothingFoundMessage={MSG.teamEmpty}
          maw={420}
        />
      </Card>
      {dropped && !list && <Skeleton h={200} />}
      {dropped && list && (
        <Card>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mb="sm">
            <TextInput
              label="Nom"
              placeholder="Rechercher un joueur"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <Select label="Club" placeholder={MSG.allClubs} data={clubs} value={clubId} onChange={setClubId} clearable searchable />
          </SimpleGrid>
          <Group gap="xs" mb="sm">
            <Badge variant="light">{POSTE_LABELS[dropped.poste]}</Badge>
            <Text size="sm" aria-live="polite">
              {plural(list.available, 'disponible')} · {plural(list.unavailable, 'indisponible')}
            </Text>
          </Group>
          <CandidateList rows={list.rows} disabled={busy || !myTurn} onChoose={(id) => void choose(id)} />
        </Card>
      )}
    </Stack>
  );
}
