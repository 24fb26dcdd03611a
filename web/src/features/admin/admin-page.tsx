import { Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBuildingStadium,
  IconCalendarEvent,
  IconListDetails,
  IconMailForward,
  IconShirtSport,
  IconUsersGroup,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { LIGUES_MSG, type Phase, phaseSchema } from '@poolfoot/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/notify';
import { useSessionUser } from '../../lib/session';
import { ActsRecordCard } from '../account';
import { gameContextQuery, useSetPhase } from '../game';
import { AddressCard, useInstanceAdmin } from '../ligues';
import { SeasonSetupCard } from '../championnat';
import { MercatoAdminCard } from '../mercato';
import { ScoringGridCard } from '../stats';
import classes from '../../components/tile.module.css';

type Area = { label: string; to: string; icon: ReactNode; hint: string; normalOnly?: boolean; instance?: true };

/**
 * The admin areas. Tiles that change teams outside the draft and the mercato (team operations,
 * pooler lineups) are disabled while the phase is not normal; the instance's data (clubs, players, matchdays, matches)
 * is shown to its instance admins only.
 */
const ADMIN_AREAS: Area[] = [
  { label: 'Draft', to: '/admin/draft', icon: <IconUsersGroup />, hint: 'Ordre, tableau, corrections' },
  { label: 'Mercato', to: '/admin/mercato/moves', icon: <IconArrowsExchange />, hint: 'Mouvements du mercato' },
  { label: LIGUES_MSG.pageTitle, to: '/admin/ligue', icon: <IconUsers />, hint: LIGUES_MSG.tileHint },
  { label: 'Invitations', to: '/admin/invitations', icon: <IconMailForward />, hint: 'Liens pour rejoindre la ligue' },
  { label: 'Équipes', to: '/admin/teams', icon: <IconShirtSport />, hint: 'Échanges et remplacements', normalOnly: true },
  { label: 'Clubs', to: '/admin/clubs', icon: <IconBuildingStadium />, hint: 'Les clubs de Ligue 1', instance: true },
  { label: 'Joueurs', to: '/admin/joueurs', icon: <IconUser />, hint: 'Liste, import, synchronisation', instance: true },
  { label: 'Journées', to: '/admin/journees', icon: <IconCalendarEvent />, hint: 'Calendrier, imports, calculs', instance: true },
  { label: 'Matchs', to: '/admin/matchs/list', icon: <IconListDetails />, hint: 'Matchs de Ligue 1 par journée', instance: true },
];

const PHASE_LABELS: Record<Phase, string> = { draft: 'Draft', mercato: 'Mercato', normal: 'Normal' };

function PhaseSwitch({ phase }: { phase: Phase }) {
  const setPhase = useSetPhase();
  return (
    <Card role="group" aria-labelledby="phase-label">
      <Text fw={700} mb="xs" id="phase-label">
        Phase de jeu
      </Text>
      <SegmentedControl
        value={phase}
        disabled={setPhase.isPending}
        data={phaseSchema.options.map((p) => ({ value: p, label: PHASE_LABELS[p] }))}
        onChange={(value) =>
          setPhase.mutate(
            { phase: phaseSchema.parse(value) },
            {
              onSuccess: (res) => toast.success(res.message ?? PHASE_LABELS[phaseSchema.parse(value)]),
              onError: (err) => toast.warning(errorMessage(err)),
            },
          )
        }
      />
    </Card>
  );
}

export default function AdminPage() {
  const user = useSessionUser();
  const ctx = useQuery(gameContextQuery(user?.id ?? 0));
  const phase = ctx.data?.phase;
  const instanceAdmin = useInstanceAdmin();
  return (
    <Stack>
      <Title order={1}>Administration</Title>
      {phase ? <PhaseSwitch phase={phase} /> : <Skeleton h={90} />}
      <MercatoAdminCard />
      <AddressCard />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {ADMIN_AREAS.filter((area) => !area.instance || instanceAdmin).map((area) => {
          const disabled = area.normalOnly && phase !== 'normal';
          const body = (
            <Group wrap="nowrap" key={area.to}>
              <ThemeIcon size={44} variant={disabled ? 'light' : 'filled'} color={disabled ? 'gray' : undefined}>
                {area.icon}
              </ThemeIcon>
              <div>
                <Text fw={700}>{area.label}</Text>
                <Text size="sm" c="dimmed">
                  {area.hint}
                </Text>
              </div>
            </Group>
          );
          return disabled ? (
            <Tooltip key={area.to} label="Disponible en phase normale">
              <Card className={classes.disabled} aria-disabled="true">
                {body}
              </Card>
            </Tooltip>
          ) : (
            <Card key={area.to} component={Link} to={area.to} className={classes.tile}>
              {body}
            </Card>
          );
        })}
      </SimpleGrid>
      {instanceAdmin && <SeasonSetupCard />}
      {instanceAdmin && <ScoringGridCard />}
      {instanceAdmin && <ActsRecordCard />}
    </Stack>
  );
}
