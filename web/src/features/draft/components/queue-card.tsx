import { ActionIcon, Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { DRAFT_MSG, type DraftState, type QueueEntry } from '@poolfoot/domain';
import { bilanOf, unavailableReason } from '../lib';
import type { MyList } from '../use-my-list';
import { AutopickSwitch } from './autopick-switch';
import type { Lookups } from './board-parts';

type Props = { list: MyList; state: DraftState; lookups: Lookups; userId: number };

/** Why a player of my list can no longer be mine (null: he still can): who took him, or the limit he would break. */
function goneReason(entry: QueueEntry, { state, lookups, userId }: Omit<Props, 'list'>): string | null {
  if (entry.valid) return null;
  if (!entry.available) {
    const picks = Object.values(state.choix).flatMap((round) => Object.values(round));
    const by = picks.find((c) => c.playerId === entry.joueur_id)?.userId;
    if (by === undefined) return DRAFT_MSG.queueTaken;
    return by === userId ? DRAFT_MSG.queueMine : DRAFT_MSG.queueTakenBy(lookups.pooler(by));
  }
  const joueur = lookups.joueur(entry.joueur_id);
  const why = joueur && unavailableReason(joueur, bilanOf(state, userId), state.gestion, new Set());
  return why || DRAFT_MSG.queueNotValid;
}

/**
 * « Ma liste »: my wanted players in my order, by touch and keyboard alike (up, down, remove on each row), each one
 * gone said so; and the away switch. Each change saves the whole list.
 */
export function QueueCard(props: Props) {
  const { list } = props;
  const { queue } = list;
  return (
    <Card component="section" aria-label={DRAFT_MSG.queueTitle}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {DRAFT_MSG.queueTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {DRAFT_MSG.queueHelp}
          </Text>
        </div>
        {queue.error ? (
          <Alert color="orange">{queue.error.message}</Alert>
        ) : !queue.data ? (
          <Stack aria-busy="true" gap="xs">
            <Skeleton h={24} />
            <Skeleton h={60} />
          </Stack>
        ) : (
          <>
            <AutopickSwitch on={queue.data.autopick} />
            {queue.data.joueurs.length === 0 ? (
              <Text c="dimmed">{DRAFT_MSG.queueEmpty}</Text>
            ) : (
              <Rows {...props} entries={queue.data.joueurs} />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

function Rows(props: Props & { entries: QueueEntry[] }) {
  const { list, entries } = props;
  return (
    <ol style={{ margin: 0, padding: 0, listStyle: 'none' }} aria-label={DRAFT_MSG.queueTitle}>
      {entries.map((e, i) => {
        const gone = goneReason(e, props);
        return (
          <li key={e.joueur_id} data-gone={gone ? 'true' : undefined}>
            <Group justify="space-between" wrap="nowrap" py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
              <Stack gap={2} miw={0}>
                <Text fw={600} size="sm" c={gone ? 'dimmed' : undefined} td={gone ? 'line-through' : undefined}>
                  {i + 1}. {e.nom}
                </Text>
                <Text size="xs" c="dimmed">
                  {e.poste} · {e.club}
                </Text>
                {gone && (
                  <Text size="xs" fw={600} c="orange.9">
                    {gone}
                  </Text>
                )}
              </Stack>
              <Group gap={6} wrap="nowrap">
                <ActionIcon
                  size="lg"
                  variant="light"
                  aria-label={DRAFT_MSG.queueUp(e.nom)}
                  disabled={list.busy || i === 0}
                  onClick={() => list.move(i, -1)}
                >
                  <IconArrowUp size={18} />
                </ActionIcon>
                <ActionIcon
                  size="lg"
                  variant="light"
                  aria-label={DRAFT_MSG.queueDown(e.nom)}
                  disabled={list.busy || i === entries.length - 1}
                  onClick={() => list.move(i, 1)}
                >
                  <IconArrowDown size={18} />
                </ActionIcon>
                <ActionIcon
                  size="lg"
                  variant="light"
                  color="red"
                  aria-label={DRAFT_MSG.queueRemoveOf(e.nom)}
                  disabled={list.busy}
                  onClick={() => list.remove(e.joueur_id)}
                >
                  <IconX size={18} />
                </ActionIcon>
              </Group>
            </Group>
          </li>
        );
      })}
    </ol>
  );
}
