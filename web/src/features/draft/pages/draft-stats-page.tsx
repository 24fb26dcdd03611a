import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type Joueur, POSTE_LABELS, type Poste, pts } from '@poolfoot/domain';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { type Column, ResponsiveTable } from '../../../components/responsive-table';
import { draftJoueursQuery } from '../api';
import { joueurName } from '../lib';
import { useStatsLabel } from '../use-stats-label';

const TOP = 20;
/** The tables of SPEC.md §2, in its order. */
const TABLES: { title: string; poste: Poste | null }[] = [
  { title: 'Classement général', poste: null },
  ...(['AT', 'MO', 'MC', 'DC', 'DL', 'GB'] as const).map((p) => ({ title: `${POSTE_LABELS[p]} (${p})`, poste: p })),
];

/** The best totals of the season before the active one, of all players or of a position. */
const ranking = (joueurs: Joueur[], poste: Poste | null) =>
  joueurs
    .filter((j) => poste === null || j.poste === poste)
    .sort((a, b) => b.total - a.total || a.nom.localeCompare(b.nom, 'fr'))
    .slice(0, TOP);

function RankingTable({ title, rows }: { title: string; rows: Joueur[] }) {
  const rank = new Map(rows.map((j, i) => [j.id, i + 1]));
  const columns: Column<Joueur>[] = [
    { label: '#', cell: (j) => rank.get(j.id), phoneCell: (j) => `${rank.get(j.id)}.`, phone: 'title' },
    { label: 'Nom', cell: (j) => joueurName(j), phone: 'title' },
    { label: 'Club', cell: (j) => j.club_name },
    { label: 'Poste', cell: (j) => j.poste },
    { label: 'Total', cell: (j) => j.total, phoneCell: (j) => pts(j.total), numeric: true, phone: 'end' },
  ];
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">Aucun joueur.</Text>
      ) : (
        <ResponsiveTable rows={rows} columns={columns} rowKey={(j) => j.id} label={title} />
      )}
    </Card>
  );
}

/** /draft/stats2025 (SPEC.md's name): the best players of the season before the active one, named after it. */
export default function DraftStatsPage() {
  const joueurs = useQuery(draftJoueursQuery());
  const stats = useStatsLabel();
  return (
    <Stack>
      <Group justify="space-between">
        {stats.label ? <Title order={1}>{stats.label}</Title> : !stats.error && <Skeleton h={36} w={220} aria-busy="true" />}
        <Button component={Link} to="/draft" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Retour
        </Button>
      </Group>
      {stats.error && <Alert color="orange">{stats.error.message}</Alert>}
      {joueurs.isError ? (
        <Alert color="orange">{joueurs.error.message}</Alert>
      ) : !joueurs.data ? (
        <Skeleton h={400} aria-busy="true" />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          {TABLES.map((t) => (
            <RankingTable key={t.title} title={t.title} rows={ranking(joueurs.data, t.poste)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
