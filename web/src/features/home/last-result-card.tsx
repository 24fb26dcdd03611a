import { Button, Card, Group, Text } from '@mantine/core';
import { type GameHome, HOME_MSG } from '@poolfoot/domain';
import { Link } from 'react-router';
import { myMatchOf } from '../compos';

const COLOR = { victoire: 'pitch.8', nul: undefined, defaite: 'red.7' } as const;

/** My result at the last finished matchday: « Victoire 19–10 contre … », and the way to that match. */
export function LastResultCard({ result }: { result: NonNullable<GameHome['last_result']> }) {
  return (
    <Card component="section" aria-labelledby="home-last-result">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <div>
          <Text size="sm" c="dimmed" id="home-last-result">
            {HOME_MSG.lastResultTitle(result.numjournee)}
          </Text>
          <Text fw={700} size="lg" c={COLOR[result.outcome]}>
            {HOME_MSG.lastResult(result.outcome, result.mine, result.theirs, result.opponent.name)}
          </Text>
        </div>
        <Button component={Link} to={myMatchOf(result.journee_id)} variant="light" size="xs">
          {HOME_MSG.seeMatch}
        </Button>
      </Group>
    </Card>
  );
}
