import { ActionIcon, Anchor, Box, Button, Group, Menu, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconBallFootball, IconMoodPlus } from '@tabler/icons-react';
import { CHAT_MSG, CHAT_REACTIONS, type ChatMember, type ChatMessage } from '@poolfoot/domain';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import { useDelete, useReact } from '../api';
import { MessageText } from './message-text';

const warn = (err: unknown) => toast.warning(errorMessage(err));
/** A link of the game's own pages only: a path of this site. */
const inApp = (link: string | null) => (link?.startsWith('/') && !link.startsWith('//') ? link : null);

/** My own message while I may still change it (the server says until when; it refuses after). */
export const stillMine = (m: ChatMessage) => m.editable_until !== null && Date.now() < Date.parse(m.editable_until);

type Props = {
  message: ChatMessage;
  members: readonly ChatMember[];
  me: number;
  onReply: (m: ChatMessage) => void;
  onEdit: (m: ChatMessage) => void;
};

/** One message of the room: who and when, what it answers, its text (or that it was deleted), its reactions and what I may do. */
export function MessageItem({ message: m, members, me, onReply, onEdit }: Props) {
  const react = useReact();
  const remove = useDelete();
  const mine = m.author?.id === me;
  const game = m.author === null;
  const link = inApp(m.link);
  const name = m.author?.name ?? CHAT_MSG.game;
  const deletable = m.deleted === null && ((mine && stillMine(m)) || m.admin_delete);
  const toggle = (emoji: (typeof CHAT_REACTIONS)[number]) => react.mutate({ id: m.id, emoji }, { onError: warn });
  return (
    <Paper
      component="li"
      aria-label={`${name}, ${formatDateTime(m.created_at)}`}
      p="xs"
      radius="md"
      withBorder
      bg={game ? 'pitch.0' : mine ? 'gray.1' : 'white'}
      ml={mine ? 'xl' : 0}
      mr={mine ? 0 : 'xl'}
    >
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap">
          {game && <IconBallFootball size={16} aria-hidden />}
          <Text size="sm" fw={700} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(m.created_at)}
            {m.edited_at && m.deleted === null ? ` ${CHAT_MSG.editedMark}` : ''}
          </Text>
        </Group>
        {m.reply_to && (
          <Box pl="xs" style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {m.reply_to.author ?? CHAT_MSG.game} : {m.reply_to.deleted ? CHAT_MSG.deletedByAuthor : m.reply_to.text}
            </Text>
          </Box>
        )}
        {m.deleted ? (
          <Text size="sm" fs="italic" c="dimmed">
            {m.deleted === 'admin' ? CHAT_MSG.deletedByAdmin : CHAT_MSG.deletedByAuthor}
          </Text>
        ) : (
          <MessageText text={m.text} members={members} me={me} />
        )}
        {link && m.deleted === null && (
          <Anchor component={Link} to={link} size="sm" fw={600}>
            {CHAT_MSG.seePage} →
          </Anchor>
        )}
        {m.deleted === null && (
          <Group gap={4} wrap="wrap">
            {m.reactions.map((r) => (
              <Tooltip key={r.emoji} label={CHAT_MSG.reactedBy(r.names)} withArrow>
                <Button
                  size="compact-xs"
                  variant={r.mine ? 'light' : 'default'}
                  aria-pressed={r.mine}
                  aria-label={`${r.emoji} ${r.names.length} : ${CHAT_MSG.reactedBy(r.names)}`}
                  onClick={() => toggle(r.emoji)}
                >
                  {r.emoji} {r.names.length}
                </Button>
              </Tooltip>
            ))}
            <Menu position="top-start" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label={CHAT_MSG.react}>
                  <IconMoodPlus size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Group gap={2} p={2}>
                  {CHAT_REACTIONS.map((emoji) => (
                    <Menu.Item key={emoji} w="auto" px={6} onClick={() => toggle(emoji)} aria-label={`${CHAT_MSG.react} ${emoji}`}>
                      {emoji}
                    </Menu.Item>
                  ))}
                </Group>
              </Menu.Dropdown>
            </Menu>
            <Button size="compact-xs" variant="subtle" onClick={() => onReply(m)}>
              {CHAT_MSG.reply}
            </Button>
            {mine && stillMine(m) && (
              <Button size="compact-xs" variant="subtle" onClick={() => onEdit(m)}>
                {CHAT_MSG.edit}
              </Button>
            )}
            {deletable && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={async () => {
                  const ok = await confirmAction({
                    title: CHAT_MSG.remove,
                    message: CHAT_MSG.removeConfirm,
                    confirmLabel: CHAT_MSG.remove,
                    danger: true,
                  });
                  if (ok) remove.mutate({ id: m.id }, { onError: warn });
                }}
              >
                {CHAT_MSG.remove}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
