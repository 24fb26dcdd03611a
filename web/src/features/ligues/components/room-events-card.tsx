import { Card, Checkbox, Stack, Text, Title } from '@mantine/core';
import { CHAT_MSG, type LeagueSettings, ROOM_EVENTS } from '@poolfoot/domain';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useUpdateLeague } from '../api';

/** Which of the game's messages the league's room gets (RULES.md "Vestiaire"): each kind turned on or off at once. */
export function RoomEventsCard({ events }: { events: LeagueSettings['room_events'] }) {
  const update = useUpdateLeague();
  return (
    <Card>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {CHAT_MSG.roomEventsTitle}
        </Title>
        {ROOM_EVENTS.map((event) => (
          <Checkbox
            key={event}
            label={CHAT_MSG.roomEvents[event]}
            checked={events[event]}
            disabled={update.isPending}
            onChange={(e) =>
              update.mutate(
                { room_events: { ...events, [event]: e.currentTarget.checked } },
                { onSuccess: (res) => toast.success(res.message ?? ''), onError: (err) => toast.warning(errorMessage(err)) },
              )
            }
          />
        ))}
        <Text size="sm" c="dimmed">
          {CHAT_MSG.roomEventsNote}
        </Text>
      </Stack>
    </Card>
  );
}
