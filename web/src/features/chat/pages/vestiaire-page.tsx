import { Alert, Box, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { CHAT_MSG, type ChatMessage, chatCalls } from '@poolfoot/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { useLiveInvalidate } from '../../../lib/live';
import { useSessionUser } from '../../../lib/session';
import { roomQuery, useMarkRead } from '../api';
import { Composer } from '../components/composer';
import { MessageItem } from '../components/message-item';

/** Close enough to the top to read the older page, or to the bottom to follow the new messages (px). */
const NEAR = 80;

/**
 * /vestiaire: the league's room (RULES.md "Vestiaire"), the newest at the bottom; scrolling up reads the older ones. New
 * messages come live (the topic 'chat'); the room seen last is readable offline (the service worker keeps its newest
 * page). Opened, the room is read: the menu's count goes.
 */
export default function VestiairePage() {
  const me = useSessionUser()?.id ?? 0;
  const room = useInfiniteQuery(roomQuery());
  useLiveInvalidate(['chat'], [chatCalls.list]);
  const markRead = useMarkRead();
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const list = useRef<HTMLDivElement>(null);
  /** Where the reading stood when the page opened: the first message after it starts the « new » ones. */
  const [readBefore, setReadBefore] = useState<number | null>(null);
  const marked = useRef(0);
  /** The distance from the bottom before older messages were added above: kept, so the screen does not jump. */
  const fromBottom = useRef<number | null>(null);
  const follow = useRef(true);

  const pages = room.data?.pages ?? [];
  const newest = pages[0];
  const messages = [...pages].reverse().flatMap((p) => p.messages);
  const members = newest?.members ?? [];
  const lastId = messages.at(-1)?.id ?? 0;
  const firstId = messages[0]?.id ?? 0;
  // Never read (a new member): nothing marks the new ones, all are.
  const firstNew = readBefore ? messages.find((m) => m.id > readBefore && m.author?.id !== me)?.id : null;

  useEffect(() => {
    if (newest && readBefore === null) setReadBefore(newest.last_read_id);
  }, [newest, readBefore]);

  // The room is read up to its newest message: the menu's count goes (offline, nothing is said).
  useEffect(() => {
    if (!newest || lastId <= Math.max(newest.last_read_id, marked.current)) return;
    marked.current = lastId;
    markRead(lastId).catch(() => {
      marked.current = 0;
    });
  }, [newest, lastId, markRead]);

  // Older messages added above: the ones on screen stay where they were.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest message shown changes
  useLayoutEffect(() => {
    const box = list.current;
    if (box && fromBottom.current !== null) box.scrollTop = box.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [firstId]);
  // A new message at the bottom is followed, unless one reads higher up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message shown changes
  useLayoutEffect(() => {
    const box = list.current;
    if (box && follow.current) box.scrollTop = box.scrollHeight;
  }, [lastId]);

  const loadOlder = () => {
    const box = list.current;
    if (!room.hasNextPage || room.isFetchingNextPage) return;
    if (box) fromBottom.current = box.scrollHeight - box.scrollTop;
    void room.fetchNextPage();
  };
  const onScroll = () => {
    const box = list.current;
    if (!box) return;
    follow.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR;
    if (box.scrollTop < NEAR) loadOlder();
  };

  return (
    <Stack gap="xs" h="calc(100dvh - var(--app-shell-header-offset, 56px) - 2 * var(--mantine-spacing-md))" mih={420}>
      <Box>
        <Title order={1}>{CHAT_MSG.title}</Title>
        <Text size="sm" c="dimmed">
          {CHAT_MSG.intro}
        </Text>
      </Box>
      {room.error && !room.data && <Alert color="red">{errorMessage(room.error)}</Alert>}
      <Box ref={list} onScroll={onScroll} flex={1} style={{ overflowY: 'auto', overscrollBehavior: 'contain' }} aria-label={CHAT_MSG.title}>
        {room.isPending ? (
          <Center py="xl">
            <Loader aria-label="Chargement" />
          </Center>
        ) : (
          <Stack gap={6} py={4}>
            {room.isFetchingNextPage ? (
              <Center>
                <Loader size="sm" aria-label={CHAT_MSG.loadingOlder} />
              </Center>
            ) : room.hasNextPage ? (
              <Center>
                <Button variant="subtle" size="compact-sm" onClick={loadOlder}>
                  {CHAT_MSG.older}
                </Button>
              </Center>
            ) : (
              messages.length > 0 && (
                <Text size="xs" c="dimmed" ta="center">
                  {CHAT_MSG.start}
                </Text>
              )
            )}
            {room.data && messages.length === 0 && (
              <Text c="dimmed" ta="center" py="xl">
                {CHAT_MSG.empty}
              </Text>
            )}
            <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
              {messages.map((m) => (
                <Fragment key={m.id}>
                  {m.id === firstNew && (
                    <Text component="li" size="xs" c="red.8" fw={700} ta="center">
                      {CHAT_MSG.newMessages}
                    </Text>
                  )}
                  <MessageItem
                    message={m}
                    members={members}
                    me={me}
                    onReply={(r) => {
                      setEditing(null);
                      setReplyTo(r);
                    }}
                    onEdit={(e) => {
                      setReplyTo(null);
                      setEditing(e);
                    }}
                  />
                </Fragment>
              ))}
            </Stack>
          </Stack>
        )}
      </Box>
      <Composer
        key={editing ? `edit-${editing.id}` : 'new'}
        members={members}
        me={me}
        replyTo={replyTo}
        editing={editing}
        onDone={() => {
          setReplyTo(null);
          setEditing(null);
        }}
        onSent={() => {
          follow.current = true;
        }}
      />
    </Stack>
  );
}
