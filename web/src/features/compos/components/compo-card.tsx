import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { AUTOPILOT_MSG, type Compo, type CompoSlot, type Formation, MSG, POSTES } from '@poolfoot/domain';
import type { ReactNode } from 'react';
import { formatKickoff } from '../../../lib/format';
import { LiveBadge, type LiveFigures, LiveMinute } from '../../autopilot';
import { JoueurPointsButton } from '../../stats';
import classes from './compo-card.module.css';
import { FORMATION_LABELS } from './compo-editor';

/** SPEC.md §9: a recap shows 442 when a formation is missing. */
export const recapFormation = (compo: Compo | null): Formation => compo?.formation ?? '442';

/** The players of a lineup in position order (GB to AT), then slot order. */
const sortedSlots = (slots: readonly CompoSlot[]) =>
  [...slots].sort((a, b) => POSTES.indexOf(a.poste) - POSTES.indexOf(b.poste) || a.ordre - b.ordre);

/** The team score: the final one, or (live) the provisional one marked 'en direct' or 'provisoire'. */
function ScoreBadge({ username, score, live }: { username: string; score: number | string; live?: { onAir: boolean } }) {
  if (!live) {
    return (
      <Badge size="lg" aria-label={`Score de ${username}`}>
        {score}
      </Badge>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <LiveBadge onAir={live.onAir} />
      <Badge size="lg" color={live.onAir ? 'red' : 'orange'} aria-label={AUTOPILOT_MSG.liveScoreLabel(live.onAir, username)}>
        {score}
      </Badge>
    </Group>
  );
}

/**
 * One pooler's lineup: username, score, formation, sorted players with club and kickoff, captain. While the matchday is
 * played (`live`, autopilot/live.php): the provisional score, and each player whose match is on his provisional points
 * with the match minute instead of his kickoff; the others keep their final points.
 */
export function CompoCard(props: {
  username: string;
  score?: number | null;
  compo: Compo | null;
  empty?: string;
  action?: ReactNode;
  live?: { figures: LiveFigures; score: number | undefined };
}) {
  const { username, score, compo, empty, action, live } = props;
  const formation = recapFormation(compo);
  const liveScore = live?.score;
  return (
    <Card padding="md" aria-label={`Composition de ${username}`} component="section">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Text fw={700} className={classes.name}>
          {username}
        </Text>
        <Group gap="xs" wrap="nowrap" className={classes.fixed}>
          <Badge variant="outline">{FORMATION_LABELS[formation]}</Badge>
          {liveScore === undefined ? (
            <ScoreBadge username={username} score={score ?? compo?.total ?? '–'} />
          ) : (
            <ScoreBadge username={username} score={liveScore} live={live?.figures} />
          )}
        </Group>
      </Group>
      {!compo || compo.slots.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty ?? MSG.noCompo}
        </Text>
      ) : (
        <Stack gap={4}>
          {sortedSlots(compo.slots).map((s) => {
            const onAir = live?.figures.joueur(s.joueur_id);
            return (
              <Group key={s.ordre} wrap="nowrap" gap="xs" align="flex-start">
                <Badge variant="light" w={40} px={0} className={classes.fixed}>
                  {s.poste}
                </Badge>
                {/* The name takes the row's width and wraps, never cut on a phone; club and kickoff below it. */}
                <div className={classes.who}>
                  <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
                    <Text size="sm" fw={600} className={classes.name}>
                      {s.prenom ? `${s.prenom} ${s.nom}` : s.nom}
                    </Text>
                    <Group gap={6} wrap="nowrap" className={classes.fixed}>
                      {s.lfp_id === compo.capitaine_lfp_id && (
                        <Badge color="yellow" c="black" size="sm" aria-label="Capitaine">
                          C
                        </Badge>
                      )}
                      {s.isLocked && <IconLock size={14} aria-label="Verrouillé" />}
                      <JoueurPointsButton joueur={s} points={s.total} live={onAir} />
                    </Group>
                  </Group>
                  <Group gap={6} wrap="wrap">
                    <Text size="xs" c="dimmed">
                      {s.club_name}
                    </Text>
                    {onAir ? (
                      <LiveMinute minute={onAir.minute} />
                    ) : (
                      <Text size="xs" c="dimmed">
                        {s.kickoff_at ? formatKickoff(s.kickoff_at, s.kickoff_unknown) : 'Pas de match'}
                      </Text>
                    )}
                  </Group>
                </div>
              </Group>
            );
          })}
        </Stack>
      )}
      {action}
    </Card>
  );
}
