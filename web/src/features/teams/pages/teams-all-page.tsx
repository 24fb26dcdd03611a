import { Accordion, Alert, Badge, Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { MSG, seasonName, type Team } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../../lib/session';
import { NextStepAlert } from '../../game';
import { SeasonSelect, useSeasonChoice } from '../../saisons';
import { ProposeButton } from '../../trades';
import { allTeamsQuery } from '../api';
import { joueurName, TeamJoueurs } from '../components/team-joueurs';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The teams whose pooler, or one of whose players or clubs, matches the search. */
export function filterTeams(teams: readonly Team[], search: string): Team[] {
  const q = fold(search.trim());
  if (!q) return [...teams];
  return teams.filter(
    (t) =>
      fold(t.username).includes(q) ||
      t.joueurs.some((p) => fold(joueurName(p)).includes(q) || fold(p.club_official_name ?? p.club_name).includes(q)),
  );
}

/** /teams/all (teamsAll): every pooler's team of the season chosen (the active one by default), searchable, in expandable cards. */
export default function TeamsAllPage() {
  // The season asked in the address (?saison=), else the active one (the server's).
  const choice = useSeasonChoice();
  const me = useSessionUser();
  const all = useQuery(allTeamsQuery(choice.saisonId));
  const [search, setSearch] = useState('');
  const teams = filterTeams(all.data?.teams ?? [], search);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Toutes les équipes</Title>
          {all.data ? (
            <Text c="dimmed">
              {seasonName(all.data.saison_id)} · Journée {all.data.journee}
            </Text>
          ) : (
            <Skeleton h={20} w={220} />
          )}
        </div>
        <Button component={Link} to="/team" variant="light">
          Retour à ma team
        </Button>
      </Group>
      <SeasonSelect choice={choice} />
      {/* Before the draft is over (or the season set up), the teams are empty: what the league waits for. */}
      {choice.season?.active && <NextStepAlert />}
      <TextInput
        label="Rechercher"
        placeholder="Pooler, joueur ou club"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {all.isError && <Alert color="orange">{all.error.message}</Alert>}
      {all.isPending && <Skeleton h={200} />}
      {all.data && teams.length === 0 && <Text>{MSG.noTeamMatch}</Text>}
      {teams.length > 0 && (
        <Accordion variant="separated" multiple>
          {teams.map((t) => (
            <Accordion.Item key={t.user_id} value={String(t.user_id)}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" pr="sm">
                  <Text fw={700}>{t.username}</Text>
                  <Badge variant="light">{t.count} joueurs</Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {t.count === 0 ? <Text c="dimmed">{MSG.teamEmpty}</Text> : <TeamJoueurs joueurs={t.joueurs} />}
                {/* Another's team of this season: a trade with him. */}
                {choice.season?.active && t.user_id !== me?.id && t.count > 0 && (
                  <Group mt="md">
                    <ProposeButton to={{ id: t.user_id, name: t.username }} variant="light" />
                  </Group>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
