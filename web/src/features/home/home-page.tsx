import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowsExchange, IconListNumbers, IconShirtSport, IconSwords, IconUsersGroup } from '@tabler/icons-react';
import { MSG, type Phase } from '@poolfoot/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../lib/session';
import { useGameContext } from '../game';
import classes from '../../components/tile.module.css';

type Tile = { label: string; to: string | null; icon: ReactNode; hint: string };

/** SPEC.md "Home": the first tile follows the game phase. */
export function phaseTile(phase: Phase): Tile {
  if (phase === 'draft') return { label: MSG.tileDraft, to: '/draft', icon: <IconUsersGroup />, hint: 'Choisissez vos joueurs' };
  if (phase === 'mercato') return { label: MSG.tileMercato, to: '/mercato', icon: <IconArrowsExchange />, hint: 'Remplacez un joueur' };
  return { label: MSG.tileMercato, to: null, icon: <IconArrowsExchange />, hint: 'Fermé pour le moment' };
}

const OTHER_TILES: Tile[] = [
  { label: 'Compo', to: '/compo', icon: <IconShirtSport />, hint: 'Votre onze de la journée' },
  { label: 'Classement', to: '/classement', icon: <IconListNumbers />, hint: 'Le classement général' },
  { label: 'Matchs', to: '/compos/rencontres', icon: <IconSwords />, hint: 'Les rencontres de la journée' },
];

function TileCard({ tile }: { tile: Tile }) {
  const body = (
    <Group wrap="nowrap">
      <ThemeIcon size={48} radius="md" variant={tile.to ? 'filled' : 'light'} color={tile.to ? undefined : 'gray'}>
        {tile.icon}
      </ThemeIcon>
      <div>
        <Text fw={700} size="lg">
          {tile.label}
        </Text>
        <Text size="sm" c="dimmed">
          {tile.hint}
        </Text>
      </div>
    </Group>
  );
  if (!tile.to) {
    return (
      <Card className={classes.disabled} aria-disabled="true" data-testid={`tile-${tile.label}`}>
        {body}
      </Card>
    );
  }
  return (
    <Card component={Link} to={tile.to} className={classes.tile} data-testid={`tile-${tile.label}`}>
      {body}
    </Card>
  );
}

export default function HomePage() {
  const user = useSessionUser();
  const ctx = useGameContext(user?.id ?? 0);
  if (ctx.isError) return <Alert color="orange">{ctx.error.message}</Alert>;
  const game = ctx.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          {game ? <Title order={1}>{game.saison.nom}</Title> : <Skeleton h={36} w={260} />}
          <Text c="dimmed">Bonjour {user?.nickname ?? user?.username} !</Text>
        </div>
        {game ? (
          <Badge size="xl" variant="light" aria-label="Classement">
            {MSG.rankOf(game.userdata.classement, game.userdata.poolers)}
          </Badge>
        ) : (
          <Skeleton h={32} w={100} />
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {game ? <TileCard tile={phaseTile(game.phase)} /> : <Skeleton h={90} />}
        {OTHER_TILES.map((t) => (
          <TileCard key={t.label} tile={t} />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" ta="center">
        {MSG.seasonLabel}
      </Text>
    </Stack>
  );
}
