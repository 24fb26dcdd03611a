import { Alert, Button, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { GameHome, NextStep } from '@poolfoot/domain';
import { NEXT_STEP_MSG } from '@poolfoot/domain/messages';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { gameHomeQuery } from './api';

/** Where each step is taken. */
const STEP_PATH: Record<NextStep, string> = {
  season_start: '/admin/ligue',
  season_setup: '/admin',
  draft_order: '/admin/draft/init',
  draft_start: '/admin/draft/board',
  draft: '/draft',
};

type Next = NonNullable<GameHome['next']>;

/**
 * What the league waits for (game/home.php `next`): the state, what comes next worded for the one who takes the step or
 * for the others, and for him the way to it. A region named by its title.
 */
export function NextStepCard({ next }: { next: Next }) {
  const { step, mine } = next;
  return (
    // A region named by its title, not an alert: it is the page's state, said from its first paint.
    <Alert
      role="region"
      aria-label={NEXT_STEP_MSG.title[step]}
      color="blue"
      icon={<IconInfoCircle aria-hidden />}
      title={NEXT_STEP_MSG.title[step]}
    >
      <Text size="sm">{mine ? NEXT_STEP_MSG.mine[step] : NEXT_STEP_MSG.others[step]}</Text>
      {mine && (
        <Button component={Link} to={STEP_PATH[step]} size="sm" mt="sm">
          {NEXT_STEP_MSG.action[step]}
        </Button>
      )}
    </Alert>
  );
}

/** The league's next step, once read: undefined while game/home.php is read (or failed), null when nothing is waited for. */
export function useNextStep(): Next | null | undefined {
  return useQuery(gameHomeQuery()).data?.next;
}

/** The next step's card where a page has nothing else to say yet; nothing once the league plays, or for `skip`'s steps. */
export function NextStepAlert({ skip = [] }: { skip?: readonly NextStep[] }) {
  const next = useNextStep();
  if (!next || skip.includes(next.step)) return null;
  return <NextStepCard next={next} />;
}
