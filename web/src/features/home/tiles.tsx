import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconArrowsExchange, IconListNumbers, IconShirtSport, IconSwords, IconUsersGroup } from '@tabler/icons-react';
import { HOME_MSG, MSG, type Phase } from '@poolfoot/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from '../../components/tile.module.css';
import { phaseLink } from '../game';

type Tile = { label: string; to: string | null; icon: ReactNode; hint: string };

/** SPEC.md "Home": the first tile follows the game phase (the live one: an open mercato, a draft under way). */
export function phaseTile(phase: Phase): Tile {
  if (phase === 'draft') return { ...phaseLink('draft'), icon: <IconUsersGroup />, hint: 'Choisissez vos joueurs' };
  if (phase === 'mercato') return { ...phaseLink('mercato'), icon: <IconArrowsExchange />, hint: 'Remplacez un joueur' };
  return { label: MSG.tileMercato, to: null, icon: <IconArrowsExchange />, hint: 'Fermé pour le moment' };
}

const OTHER_TILES: Tile[] = [
  { label: HOME_MSG.tileCompo, to: '/compo', icon: <IconShirtSport />, hint: 'Votre onze de la journée' },
  { label: HOME_MSG.tileClassement, to: '/classement', icon: <IconListNumbers />, hint: 'Le classement général' },
  { label: HOME_MSG.tileMatchs, to: '/compos/rencontres', icon: <IconSwords />, hint: 'Les rencontres de la journée' },
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

/** The four tiles of SPEC.md "Home"; the first waits for the phase. */
export function Tiles({ phase }: { phase: Phase | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {phase ? <TileCard tile={phaseTile(phase)} /> : <Skeleton h={90} />}
      {OTHER_TILES.map((t) => (
        <TileCard key={t.label} tile={t} />
      ))}
    </SimpleGrid>
  );
}
