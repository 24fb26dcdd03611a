import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type GameHome, HOME_MSG } from '@poolfoot/domain';
import { Link } from 'react-router';
import { TimeLeft } from '../../components/time-left';
import { phaseLink } from '../game';

/** While a draft or a mercato runs: whose turn it is, and the pick clock counting down in seconds. */
export function TurnCard({ turn }: { turn: NonNullable<GameHome['turn']> }) {
  const draft = turn.kind === 'draft';
  return (
    <Card component="section" aria-labelledby="home-turn" bg={turn.mine ? 'pitch.0' : undefined}>
      <Stack gap={6}>
        <Title order={2} size="h3" id="home-turn">
          {draft ? HOME_MSG.draftTurn(turn.round) : HOME_MSG.mercatoTurn(turn.round)}
        </Title>
        {turn.paused ? (
          <Text>{HOME_MSG.draftPaused}</Text>
        ) : (
          <Text fw={700} size="lg">
            {turn.mine ? HOME_MSG.yourTurn : turn.pooler ? HOME_MSG.turnOf(turn.pooler.name) : HOME_MSG.nobodyTurn}
          </Text>
        )}
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          {turn.deadline ? <TimeLeft at={turn.deadline} prefix={HOME_MSG.pickClock} done={HOME_MSG.pickClockDone} /> : <span />}
          <Button component={Link} to={phaseLink(turn.kind).to} size="sm" variant={turn.mine ? 'filled' : 'light'}>
            {draft ? HOME_MSG.goDraft : HOME_MSG.goMercato}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
