import { Alert, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { MSG, plural } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { joueursListQuery } from '../../joueurs';
import { allTeamsQuery } from '../../teams';
import { takenPlayersQuery, mercatoStateQuery, useRemplacement } from '../api';
import { currentJoueurs, freeJoueurs, fullName } from '../lib';

const JOURNEES = Array.from({ length: 34 }, (_, i) => ({ value: String(i + 1), label: `J${i + 1}` }));

/** /admin/remplacement: a pooler's player (OUT) is replaced by a free one of the same position (IN) from a matchday. */
export default function AdminRemplacementPage() {
  const teams = useQuery(allTeamsQuery());
  const joueurs = useQuery(joueursListQuery());
  const mercato = useQuery(mercatoStateQuery());
  const replace = useRemplacement();
  const [userId, setUserId] = useState<string | null>(null);
  const [chosenJournee, setJournee] = useState<string | null>(null);
  const [outId, setOutId] = useState<string | null>(null);
  const [inId, setInId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const defaultJournee = mercato.data?.gestion.journee_effet;
  const journee = chosenJournee ?? (defaultJournee ? String(defaultJournee) : null);
  const taken = useQuery({ ...takenPlayersQuery(Number(journee ?? 1)), enabled: journee !== null });

  const failure = teams.error ?? joueurs.error ?? taken.error;
  if (failure) return <Alert color="orange">{failure.message}</Alert>;
  if (!teams.data || !joueurs.data) return <Skeleton h={300} />;

  const team = teams.data.teams.find((t) => String(t.user_id) === userId);
  const squad = currentJoueurs(team);
  const out = squad.find((p) => String(p.joueur_id) === outId);
  const candidates = out && taken.data ? freeJoueurs(joueurs.data, out.poste, taken.data, search) : [];

  const submit = () => {
    if (!userId || !journee || !outId || !inId) return toast.warning(MSG.replacementIncomplete);
    replace.mutate(
      { user_id: Number(userId), journee: Number(journee), joueur_out_id: Number(outId), joueur_in_id: Number(inId) },
      {
        onSuccess: (res) => {
          toast.success(res.message ?? MSG.replacementDone);
          setOutId(null);
          setInId(null);
          setSearch('');
        },
        onError: (err) => toast.warning(errorMessage(err)),
      },
    );
  };

  return (
    <Stack>
      <Title order={1}>Remplacement</Title>
      <Card>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Pooler"
            placeholder="Choisir un pooler"
            data={teams.data.teams.map((t) => ({ value: String(t.user_id), label: t.username }))}
            value={userId}
            onChange={(v) => {
              setUserId(v);
              setOutId(null);
              setInId(null);
            }}
            searchable
          />
          <Select label="Journée d'application" data={JOURNEES} value={journee} onChange={setJournee} allowDeselect={false} />
          <Select
            label="Joueur OUT"
            placeholder={team ? 'Choisir le joueur qui sort' : "Choisir d'abord un pooler"}
            data={squad.map((p) => ({ value: String(p.joueur_id), label: `${fullName(p)} (${p.poste}, ${p.club_name})` }))}
            value={outId}
            onChange={(v) => {
              setOutId(v);
              setInId(null);
            }}
            disabled={!team}
            searchable
          />
          <TextInput
            label="Rechercher le joueur IN"
            description="À partir de 2 caractères"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            disabled={!out}
          />
        </SimpleGrid>
        <Select
          mt="md"
          label="Joueur IN"
          placeholder={out ? `Joueurs libres au poste ${out.poste}` : "Choisir d'abord le joueur OUT"}
          data={candidates.map((j) => ({ value: String(j.id), label: `${fullName(j)} (${j.club_name})` }))}
          value={inId}
          onChange={setInId}
          disabled={!out}
          nothingFoundMessage={MSG.noPlayerForSlot}
        />
        {out && (
          <Text size="sm" c="dimmed" mt="xs">
            {plural(candidates.length, 'joueur libre', 'joueurs libres')} au poste {out.poste}
          </Text>
        )}
        <Group justify="flex-end" mt="md">
          <Button onClick={submit} loading={replace.isPending}>
            Valider le remplacement
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
