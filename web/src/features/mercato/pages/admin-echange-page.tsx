import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { allTeamsQuery } from '../../teams';
import { mercatoStateQuery, useEchange } from '../api';
import { confirmEchange } from '../components/echange/confirm-echange';
import { EchangePoolers } from '../components/echange/echange-poolers';
import { PairsCard } from '../components/echange/pairs-card';
import { checkPairs, currentJoueurs, EMPTY_PAIR, fullName, type PairDraft } from '../lib';

/** /admin/echange: two distinct poolers swap one or more pairs of same-position players. */
export default function AdminEchangePage() {
  const teams = useQuery(allTeamsQuery());
  const mercato = useQuery(mercatoStateQuery());
  const echange = useEchange();
  const [u1, setU1] = useState<string | null>(null);
  const [u2, setU2] = useState<string | null>(null);
  const [pairs, setPairs] = useState<PairDraft[]>([EMPTY_PAIR]);
  const [journee, setJournee] = useState<string | number>('');

  if (teams.isError) return <Alert color="orange">{MSG.exchangeTeamsFailed}</Alert>;
  if (!teams.data) return <Skeleton h={300} />;

  const team1 = teams.data.teams.find((t) => String(t.user_id) === u1);
  const team2 = teams.data.teams.find((t) => String(t.user_id) === u2);
  const joueurs = [...currentJoueurs(team1), ...currentJoueurs(team2)];
  const posteOf = (id: number) => joueurs.find((p) => p.joueur_id === id)?.poste;
  const samePooler = u1 !== null && u1 === u2;
  const { valid, warnings } = checkPairs(pairs, posteOf);
  const defaultJournee = mercato.data?.gestion.journee_effet ?? null;
  const choosePooler = (set: (v: string | null) => void) => (v: string | null) => {
    set(v);
    setPairs([EMPTY_PAIR]);
  };

  const submit = async () => {
    if (samePooler) return toast.warning(MSG.exchangeSamePooler);
    if (!team1 || !team2 || valid.length === 0) return;
    const name = (id: number) => {
      const p = joueurs.find((x) => x.joueur_id === id);
      return p ? fullName(p) : `#${id}`;
    };
    const effect = typeof journee === 'number' ? journee : defaultJournee;
    if (!(await confirmEchange(team1, team2, effect, valid, name))) return;
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
      <EchangePoolers
        poolers={teams.data.teams.map((t) => ({ value: String(t.user_id), label: t.username }))}
        u1={u1}
        u2={u2}
        onU1={choosePooler(setU1)}
        onU2={choosePooler(setU2)}
        journee={journee}
        onJournee={setJournee}
        defaultJournee={defaultJournee}
      />
      {team1 && team2 && !samePooler && (
        <PairsCard
          team1={team1}
          team2={team2}
          pairs={pairs}
          setPairs={setPairs}
          posteOf={posteOf}
          warnings={warnings}
          canSubmit={valid.length > 0}
          pending={echange.isPending}
          onSubmit={() => void submit()}
        />
      )}
    </Stack>
  );
}
