import { ActionIcon, Alert, Button, Card, Group, List, NumberInput, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MSG, type Team } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { allTeamsQuery } from '../../teams';
import { useEchange, useMercatoState } from '../api';
import { checkPairs, fullName, type PairDraft } from '../lib';

const EMPTY_PAIR: PairDraft = { a: null, b: null };
const current = (team: Team | undefined) => (team?.joueurs ?? []).filter((p) => p.journee_out === null);
const toId = (v: string | null) => (v ? Number(v) : null);

/** /admin/echange: two distinct poolers swap one or more pairs of same-position players. */
export default function AdminEchangePage() {
  const teams = useQuery(allTeamsQuery());
  const mercato = useMercatoState();
  const echange = useEchange();
  const [u1, setU1] = useState<string | null>(null);
  const [u2, setU2] = useState<string | null>(null);
  const [pairs, setPairs] = useState<PairDraft[]>([EMPTY_PAIR]);
  const [journee, setJournee] = useState<string | number>('');

  if (teams.isError) return <Alert color="orange">{MSG.exchangeTeamsFailed}</Alert>;
  if (!teams.data) return <Skeleton h={300} />;

  const team1 = teams.data.teams.find((t) => String(t.user_id) === u1);
  const team2 = teams.data.teams.find((t) => String(t.user_id) === u2);
  const joueurs = [...current(team1), ...current(team2)];
  const posteOf = (id: number) => joueurs.find((p) => p.joueur_id === id)?.poste;
  const samePooler = u1 !== null && u1 === u2;
  const { valid, warnings } = checkPairs(pairs, posteOf);
  const defaultJournee = mercato.data?.gestion.journee_effet ?? null;
  const effect = typeof journee === 'number' ? journee : defaultJournee;
  const poolers = teams.data.teams.map((t) => ({ value: String(t.user_id), label: t.username }));

  const choosePooler = (set: (v: string | null) => void) => (v: string | null) => {
    set(v);
    setPairs([EMPTY_PAIR]);
  };
  const setPair = (index: number, pair: PairDraft) => setPairs((all) => all.map((p, i) => (i === index ? pair : p)));
  const usedElsewhere = (index: number) => new Set(pairs.flatMap((p, i) => (i === index ? [] : [p.a, p.b])));

  const submit = async () => {
    if (samePooler) return toast.warning(MSG.exchangeSamePooler);
    if (!team1 || !team2 || valid.length === 0) return;
    const name = (id: number) => {
      const p = joueurs.find((x) => x.joueur_id === id);
      return p ? fullName(p) : `#${id}`;
    };
    const ok = await confirmAction({
      title: "Confirmer l'échange",
      message: (
        <Stack gap="xs">
          <Text>
            Entre {team1.username} et {team2.username}
            {effect ? `, à partir de la journée ${effect}` : ''} :
          </Text>
          <List size="sm">
            {valid.map((p) => (
              <List.Item key={p.u1_joueur_id}>
                {name(p.u1_joueur_id)} ⇄ {name(p.u2_joueur_id)}
              </List.Item>
            ))}
          </List>
        </Stack>
      ),
    });
    if (!ok) return;
    echange.mutate(
      { user1_id: team1.user_id, user2_id: team2.user_id, pairs: valid, ...(typeof journee === 'number' ? { journee } : {}) },
      {
        onSuccess: (res) => {
          toast.success(res.message ?? MSG.exchangeDone(res.swapped));
          setPairs([EMPTY_PAIR]);
        },
        onError: (err) => toast.warning(errorMessage(err, MSG.exchangeFailed)),
      },
    );
  };

  return (
    <Stack>
      <Title order={1}>Échange</Title>
      <Card>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Pooler 1" placeholder="Choisir un pooler" data={poolers} value={u1} onChange={choosePooler(setU1)} searchable />
          <Select label="Pooler 2" placeholder="Choisir un pooler" data={poolers} value={u2} onChange={choosePooler(setU2)} searchable />
          <NumberInput
            label="À partir de la journée"
            placeholder={defaultJournee ? `J${defaultJournee} (prochaine)` : undefined}
            min={1}
            max={34}
            allowDecimal={false}
            value={journee}
            onChange={setJournee}
          />
        </SimpleGrid>
        {samePooler && (
          <Alert color="orange" mt="sm">
            {MSG.exchangeSamePooler}
          </Alert>
        )}
      </Card>
      {team1 && team2 && !samePooler && (
        <Card>
          <Stack>
            {pairs.map((pair, index) => {
              const used = usedElsewhere(index);
              const posteA = pair.a === null ? undefined : posteOf(pair.a);
              const options = (team: Team, filter: (poste: string) => boolean) =>
                current(team)
                  .filter((p) => !used.has(p.joueur_id) && filter(p.poste))
                  .map((p) => ({ value: String(p.joueur_id), label: `${fullName(p)} (${p.poste}, ${p.club_name})` }));
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: pairs have no identity but their place.
                <Group key={index} align="flex-end" wrap="wrap" role="group" aria-label={`Paire ${index + 1}`}>
                  <Select
                    label={`Joueur de ${team1.username}`}
                    data={options(team1, () => true)}
                    value={pair.a === null ? null : String(pair.a)}
                    onChange={(v) => setPair(index, { ...pair, a: toId(v) })}
                    searchable
                    style={{ flex: '1 1 220px' }}
                  />
                  <Select
                    label={`Joueur de ${team2.username}`}
                    data={options(team2, (poste) => posteA === undefined || poste === posteA)}
                    value={pair.b === null ? null : String(pair.b)}
                    onChange={(v) => setPair(index, { ...pair, b: toId(v) })}
                    searchable
                    disabled={pair.a === null}
                    style={{ flex: '1 1 220px' }}
                  />
                  {pairs.length > 1 && (
                    <ActionIcon
                      variant="light"
                      color="red"
                      size="lg"
                      aria-label={`Supprimer la paire ${index + 1}`}
                      onClick={() => setPairs((all) => all.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  )}
                </Group>
              );
            })}
            {warnings.map((w) => (
              <Alert key={w} color="orange">
                {w}
              </Alert>
            ))}
            <Group justify="space-between">
              <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setPairs((all) => [...all, EMPTY_PAIR])}>
                Ajouter une paire
              </Button>
              <Button onClick={() => void submit()} disabled={valid.length === 0 || echange.isPending} loading={echange.isPending}>
                Échanger
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
