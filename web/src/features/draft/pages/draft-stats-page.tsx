import { Alert, Button, Card, Group, ScrollArea, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type Joueur, MSG, POSTE_LABELS, type Poste } from '@poolfoot/domain';
import { Link } from 'react-router';
import { useDraftJoueurs } from '../api';
import { joueurName } from '../lib';

const TOP = 20;
/** The tables of SPEC.md §2, in its order. */
const TABLES: { title: string; poste: Poste | null }[] = [
  { title: 'Classement général', poste: null },
  ...(['AT', 'MO', 'MC', 'DC', 'DL', 'GB'] as const).map((p) => ({ title: `${POSTE_LABELS[p]} (${p})`, poste: p })),
];

/** The best 2024/25 totals, of all players or of a position. */
const ranking = (joueurs: Joueur[], poste: Poste | null) =>
  joueurs
    .filter((j) => poste === null || j.poste === poste)
    .sort((a, b) => b.total - a.total || a.nom.localeCompare(b.nom, 'fr'))
    .slice(0, TOP);

function RankingTable({ title, rows }: { title: string; rows: Joueur[] }) {
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">Aucun joueur.</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped miw={420} fz="sm" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Nom</Table.Th>
                <Table.Th>Club</Table.Th>
                <Table.Th>Poste</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((j, i) => (
                <Table.Tr key={j.id}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td fw={500}>{joueurName(j)}</Table.Td>
                  <Table.Td>{j.club_name}</Table.Td>
                  <Table.Td>{j.poste}</Table.Td>
                  <Table.Td ta="right">{j.total}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Card>
  );
}

export default function DraftStatsPage() {
  const joueurs = useDraftJoueurs();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{MSG.statsPrevLabel}</Title>
        <Button component={Link} to="/draft" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Retour
        </Button>
      </Group>
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
