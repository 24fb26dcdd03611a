import { Accordion, Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG, pts, type Rencontre, type ResultatsRow } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { type Column, ResponsiveTable } from '../../../components/responsive-table';
import { errorMessage } from '../../../lib/api';
import { rencontresQuery } from '../../compos';
import { journeeResultsQuery } from '../api';
import classes from '../classement.module.css';
import { Stars } from './stars';

/** match_result of a pooler: 1 win, 2 draw, 3 loss. */
const RESULT_LETTER: Record<number, string> = { 1: 'V', 2: 'N', 3: 'D' };
const RESULT_WORD: Record<number, string> = { 1: 'Victoire', 2: 'Nul', 3: 'Défaite' };

/** A side's name: the pairing's, else the results', else 'User #id'. */
export function sideName(id: number, side: { username: string } | null, results: readonly ResultatsRow[]): string {
  return side?.username || results.find((r) => r.user_id === id)?.username || MSG.unknownUser(id);
}

/** 'Victoire {user1}', 'Match Nul' or 'Victoire {user2}'; null before the matchday is computed. */
export function outcomeText(resultat: number | null, name1: string, name2: string): string | null {
  if (resultat === 1) return MSG.victory(name1);
  if (resultat === 2) return MSG.draw;
  if (resultat === 3) return MSG.victory(name2);
  return null;
}

const score = (value: number | null) => (value === null ? '–' : String(value));

function MatchCard({ match, results }: { match: Rencontre; results: readonly ResultatsRow[] }) {
  const name1 = sideName(match.user1_id, match.home, results);
  if (match.user2_id === null) {
    const mine = results.find((r) => r.user_id === match.user1_id);
    return (
      <Card padding="md" data-testid={`match-${match.match_no}`}>
        <Text size="xs" c="dimmed">
          {MSG.matchNo(match.match_no)}
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{name1}</Text>
          <Text fw={700}>{score(match.score1)}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {MSG.noOpponent}
        </Text>
        {mine?.match_result != null && (
          <Badge variant="light" mt="xs">
            {RESULT_WORD[mine.match_result]} contre la moyenne
          </Badge>
        )}
      </Card>
    );
  }
  const name2 = sideName(match.user2_id, match.away, results);
  const outcome = outcomeText(match.resultat, name1, name2);
  return (
    <Card padding="md" data-testid={`match-${match.match_no}`}>
      <Text size="xs" c="dimmed">
        {MSG.matchNo(match.match_no)}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={match.resultat === 1 ? 700 : 400} className={classes.side}>
          {name1}
        </Text>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {score(match.score1)} - {score(match.score2)}
        </Text>
        <Text fw={match.resultat === 3 ? 700 : 400} ta="right" className={classes.side}>
          {name2}
        </Text>
      </Group>
      {outcome && (
        <Badge variant="light" mt="xs" color={match.resultat === 2 ? 'gray' : undefined}>
          {outcome}
        </Badge>
      )}
    </Card>
  );
}

const RESULTS_COLUMNS: Column<ResultatsRow>[] = [
  { label: 'Pooler', cell: (r) => r.username, phone: 'title' },
  { label: 'Pts match', cell: (r) => r.match_points, numeric: true },
  { label: 'Score', cell: (r) => r.total_points, phoneCell: (r) => pts(r.total_points), numeric: true, phone: 'end' },
  { label: 'Résultat', cell: (r) => (r.match_result === null ? '–' : RESULT_LETTER[r.match_result]) },
  { label: 'Étoile', cell: (r) => <Stars count={r.star_bonus} />, phoneCell: (r) => <Stars count={r.star_bonus} compact /> },
];

/** When a matchday has no pairings: the poolers ranked by total points. */
function ResultsTable({ results }: { results: readonly ResultatsRow[] }) {
  return (
    <ResponsiveTable
      rows={[...results].sort((a, b) => b.total_points - a.total_points)}
      columns={RESULTS_COLUMNS}
      rowKey={(r) => r.user_id}
      label="Résultats de la journée"
    />
  );
}

/** The collapsible per-user detail: match points, total, captain points, lost points, star. */
function ResultsDetail({ results }: { results: readonly ResultatsRow[] }) {
  return (
    <Accordion variant="separated" multiple>
      {results.map((r) => (
        <Accordion.Item key={r.user_id} value={String(r.user_id)}>
          <Accordion.Control>
            <Group justify="space-between" wrap="nowrap" pr="sm">
              <Text fw={600}>{r.username}</Text>
              <Group gap="xs" wrap="nowrap">
                <Stars count={r.star_bonus} />
                <Text fw={700}>{pts(r.total_points)}</Text>
              </Group>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
              <Figure label="Points de match" value={r.match_points} />
              <Figure label="Total" value={r.total_points} />
              <Figure label="Points capitaine" value={r.captain_points} />
              <Figure label="Points perdus" value={r.lost_points} />
              <Figure label="Étoile" value={r.star_bonus} />
            </SimpleGrid>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  );
}

/** A finished matchday's results: the match cards (or, without pairings, the table by total) and the detail. */
export function JourneeResults({ journeeId }: { journeeId: number }) {
  const rencontres = useQuery(rencontresQuery(journeeId));
  const results = useQuery(journeeResultsQuery(journeeId));
  // Drawn in a background pass (the parent gives each matchday its own instance: no other matchday's data).
  const shownResults = useDeferredValue(results.data);
  const shownRencontres = useDeferredValue(rencontres.data);
  if (rencontres.isPending || results.isPending) return <Skeleton h={160} />;
  if (results.isError) return <Alert color="orange">{errorMessage(results.error)}</Alert>;
  if (!shownResults || (rencontres.data && !shownRencontres)) return <Skeleton h={160} />;
  const rows = shownResults.results;
  const matches = shownRencontres?.matches ?? [];
  return (
    <Stack>
      {rencontres.isError && <Alert color="orange">{errorMessage(rencontres.error)}</Alert>}
      {matches.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {matches.map((m) => (
            <MatchCard key={m.id} match={m} results={rows} />
          ))}
        </SimpleGrid>
      ) : rows.length > 0 ? (
        <ResultsTable results={rows} />
      ) : (
        <Text c="dimmed">{MSG.noPairings}</Text>
      )}
      {rows.length > 0 && (
        <>
          <Title order={3} size="h4">
            Détail par pooler
          </Title>
          <ResultsDetail results={rows} />
        </>
      )}
    </Stack>
  );
}
