import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type Compo, type CompoSlot, type Formation, MSG, POSTES } from '@poolfoot/domain';
import type { ReactNode } from 'react';
import { formatKickoff } from '../../../lib/format';
import { JoueurPointsButton } from '../../stats';
import { FORMATION_LABELS } from './compo-editor';

/** SPEC.md §9: a recap shows 442 when a formation is missing. */
export const recapFormation = (compo: Compo | null): Formation => compo?.formation ?? '442';

/** The players of a lineup in position order (GB to AT), then slot order. */
const sortedSlots = (slots: readonly CompoSlot[]) =>
  [...slots].sort((a, b) => POSTES.indexOf(a.poste) - POSTES.indexOf(b.poste) || a.ordre - b.ordre);

/** One pooler's lineup: username, score, formation, sorted players with club and kickoff, captain. */
export function CompoCard(props: { username: string; score?: number | null; compo: Compo | null; empty?: string; action?: ReactNode }) {
  const { username, score, compo, empty, action } = props;
  const formation = recapFormation(compo);
  return (
    <Card padding="md" aria-label={`Composition de ${username}`} component="section">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Text fw={700} truncate>
          {username}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Badge variant="outline">{FORMATION_LABELS[formation]}</Badge>
          <Badge size="lg" aria-label={`Score de ${username}`}>
            {score ?? compo?.total ?? '–'}
          </Badge>
        </Group>
      </Group>
      {!compo || compo.slots.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty ?? MSG.noCompo}
        </Text>
      ) : (
        <Stack gap={4}>
          {sortedSlots(compo.slots).map((s) => (
            <Group key={s.ordre} justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Badge variant="light" w={40} px={0}>
                  {s.poste}
                </Badge>
                <Text size="sm" fw={600} truncate>
                  {s.prenom ? `${s.prenom} ${s.nom}` : s.nom}
                </Text>
                {s.lfp_id === compo.capitaine_lfp_id && (
                  <Badge color="yellow" c="black" size="sm" aria-label="Capitaine">
                    C
                  </Badge>
                )}
                {s.isLocked && <IconLock size={14} aria-label="Verrouillé" />}
                {s.total !== null && <JoueurPointsButton joueur={s} points={s.total} />}
              </Group>
              <Stack gap={0} align="flex-end" miw={0}>
                <Text size="xs" c="dimmed" truncate>
                  {s.club_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {s.kickoff_at ? formatKickoff(s.kickoff_at, s.kickoff_unknown) : 'Pas de match'}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
      {action}
    </Card>
  );
}
