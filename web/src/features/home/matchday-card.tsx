import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { AUTOPILOT_MSG, type GameHome, HOME_MSG, MSG, SLOT_COUNT } from '@poolfoot/domain';
import { Link } from 'react-router';
import { formatUntil, TimeLeft } from '../../components/time-left';
import { formatDateTime } from '../../lib/format';
import { useSessionUser } from '../../lib/session';
import { LiveBadge, type LiveFigures, useLiveFigures } from '../autopilot';
import { MY_MATCH_PATH } from '../compos';

type Journee = NonNullable<GameHome['journee']>;

/** The lineup lock: a countdown to the first firm kickoff, or why there is none. */
function LockLine({ journee }: { journee: Journee }) {
  if (journee.started) return <Text>{HOME_MSG.lockPassed}</Text>;
  if (!journee.first_kickoff) return <Text>{HOME_MSG.noKickoffYet}</Text>;
  return (
    <div>
      <TimeLeft at={journee.first_kickoff} prefix={HOME_MSG.lockIn} done={HOME_MSG.lockPassed} format={formatUntil} fw={700} size="lg" />
      <Text size="sm" c="dimmed">
        Premier coup d’envoi : {formatDateTime(journee.first_kickoff)}
      </Text>
    </div>
  );
}

/** Whether my lineup is complete: a warning with the way to /compo when it is not. */
function CompoLine({ compo }: { compo: NonNullable<GameHome['compo']> }) {
  if (compo.filled < SLOT_COUNT) {
    return (
      <Alert color="orange" icon={<IconAlertTriangle />} title={HOME_MSG.compoIncomplete(compo.filled, SLOT_COUNT)}>
        <Button component={Link} to="/compo" color="orange" size="sm" mt={4}>
          {HOME_MSG.compoFill}
        </Button>
      </Alert>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <IconCircleCheck color="var(--mantine-color-pitch-8)" aria-hidden />
      <div>
        <Text fw={600}>{HOME_MSG.compoComplete}</Text>
        {!compo.saved && (
          <Text size="sm" c="dimmed">
            {HOME_MSG.compoCarried}
          </Text>
        )}
      </div>
    </Group>
  );
}

/** While the matchday is played: my match's provisional score, mine first, marked 'en direct' (or 'provisoire'). */
function LiveScore({ figures, opponentId }: { figures: LiveFigures; opponentId: number | null }) {
  const me = useSessionUser()?.id;
  const mine = me === undefined ? undefined : figures.total(me);
  if (mine === undefined) return null;
  const theirs = opponentId === null ? null : (figures.total(opponentId) ?? 0);
  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-label={AUTOPILOT_MSG.liveMatchLabel(figures.onAir)}>
      <LiveBadge onAir={figures.onAir} />
      <Text fw={700} size="lg" c={figures.onAir ? 'red.8' : 'orange.9'}>
        {HOME_MSG.liveScore(mine, theirs)}
      </Text>
    </Group>
  );
}

/** My match of the matchday: the opponent and our last meeting (or a bye); while it is played, its provisional score. */
function MatchLine({ rencontre, figures }: { rencontre: NonNullable<GameHome['rencontre']>; figures: LiveFigures }) {
  const last = rencontre.last;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
      <div>
        <Text fw={700}>{rencontre.opponent ? HOME_MSG.opponent(rencontre.opponent.name) : MSG.noOpponent}</Text>
        <LiveScore figures={figures} opponentId={rencontre.opponent?.id ?? null} />
        {rencontre.opponent && (
          <Text size="sm" c="dimmed">
            {last ? HOME_MSG.lastMeeting(last.numjournee, HOME_MSG.outcome[last.outcome], last.mine, last.theirs) : HOME_MSG.firstMeeting}
          </Text>
        )}
      </div>
      <Button component={Link} to={MY_MATCH_PATH} variant="light" size="xs">
        {HOME_MSG.seeMatch}
      </Button>
    </Group>
  );
}

/**
 * The coming matchday on the home: its lineup lock, my lineup, my match (live once it has started: the page refreshes
 * the live figures on the live stream).
 */
export function MatchdayCard({ home }: { home: GameHome }) {
  const { journee, compo, rencontre } = home;
  const figures = useLiveFigures(journee?.started ? journee.id : null);
  if (!journee) return null;
  return (
    <Card component="section" aria-labelledby="home-journee">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3" id="home-journee">
            {HOME_MSG.matchday(journee.numjournee)}
          </Title>
          {compo && (
            <Button component={Link} to="/compo" variant="subtle" size="xs">
              {HOME_MSG.compoEdit}
            </Button>
          )}
        </Group>
        <LockLine journee={journee} />
        {journee.kickoffs_unknown > 0 && (
          <Badge variant="light" color="gray" style={{ whiteSpace: 'normal', height: 'auto' }}>
            {HOME_MSG.kickoffsUnknown(journee.kickoffs_unknown)}
          </Badge>
        )}
        {compo && <CompoLine compo={compo} />}
        {rencontre && <MatchLine rencontre={rencontre} figures={figures} />}
      </Stack>
    </Card>
  );
}
