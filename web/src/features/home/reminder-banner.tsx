import { Alert, Button } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { type GameHome, HOME_MSG, SLOT_COUNT } from '@poolfoot/domain';
import { Link } from 'react-router';

/**
 * The hour before the matchday's first kickoff, my lineup with an empty slot (none saved, or carried over with a hole
 * after a move): a banner at the top of the home, with the way to /compo (the server decides, on its clock).
 */
export function ReminderBanner({ home }: { home: GameHome }) {
  const { journee, compo } = home;
  if (!journee || !compo?.remind) return null;
  return (
    <Alert color="red" variant="filled" icon={<IconAlarm aria-hidden />} title={HOME_MSG.reminderTitle(journee.numjournee)}>
      {HOME_MSG.reminderText(SLOT_COUNT - compo.filled)}
      <div>
        <Button component={Link} to="/compo" color="white" c="red.9" variant="filled" size="sm" mt="xs">
          {HOME_MSG.compoFill}
        </Button>
      </div>
    </Alert>
  );
}
