import { Button, CloseButton, Group, Paper, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { CHAT_MAX_LENGTH, CHAT_MSG, type ChatMemberRow, type ChatMessage, chatLength, mentionTyped } from '@poolfoot/domain';
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useEdit, usePost } from '../api';

/** A name compared as one types it: whatever its case and accents. */
const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');

/** The members whose pseudo starts with what is typed after « @ » (me left out), five at most. */
function suggestionsFor(members: readonly ChatMemberRow[], me: number, query: string) {
  const q = folded(query);
  return members.filter((m) => m.id !== me && folded(m.username).startsWith(q)).slice(0, 5);
}

type Props = {
  members: readonly ChatMemberRow[];
  me: number;
  replyTo: ChatMessage | null;
  editing: ChatMessage | null;
  /** The reply or the edit is over (sent, saved or cancelled). */
  onDone: () => void;
  onSent: () => void;
};

/**
 * Where a message is written: a reply names what it answers, an edit starts from the message's text; « @ » offers the
 * members whose pseudo starts with what follows (a touch, Entrée or Tab takes the first). Entrée sends, Maj+Entrée goes
 * to the line. A refusal (too long, too fast, offline) is said and the text kept.
 */
export function Composer({ members, me, replyTo, editing, onDone, onSent }: Props) {
  const post = usePost();
  const edit = useEdit();
  const [text, setText] = useState(editing?.text ?? '');
  const [cursor, setCursor] = useState(0);
  const area = useRef<HTMLTextAreaElement>(null);
  const typed = mentionTyped(text.slice(0, cursor));
  const suggestions = typed ? suggestionsFor(members, me, typed.query) : [];
  const tooLong = chatLength(text.trim()) > CHAT_MAX_LENGTH;
  const pending = post.isPending || edit.isPending;

  // Where the caret goes once a chosen mention is in the text: set as soon as React has written the text, before the
  // browser takes the next key (placed on the next frame, a key typed quickly after a tap on a slow phone went in before
  // it and the rest of the words before that key: « u dis quoi ?t »).
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caret.current;
    if (at === null) return;
    caret.current = null;
    area.current?.focus();
    area.current?.setSelectionRange(at, at);
  });

  const choose = (username: string) => {
    if (!typed) return;
    const next = `${text.slice(0, typed.at)}@${username} ${text.slice(cursor)}`;
    const at = typed.at + username.length + 2;
    setText(next);
    setCursor(at);
    caret.current = at;
  };
  const done = () => {
    setText('');
    setCursor(0);
    onDone();
  };
  const send = () => {
    const body = text.trim();
    if (!body || tooLong || pending) return;
    const failed = (err: unknown) => toast.warning(errorMessage(err));
    if (editing) {
      edit.mutate({ id: editing.id, text: body }, { onSuccess: done, onError: failed });
      return;
    }
    post.mutate(
      { text: body, ...(replyTo ? { reply_to: replyTo.id } : {}) },
      {
        onSuccess: () => {
          done();
          onSent();
        },
        onError: failed,
      },
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if ((e.key === 'Enter' || e.key === 'Tab') && !e.shiftKey && suggestions[0]) {
      e.preventDefault();
      choose(suggestions[0].username);
    } else if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  const context = editing ? CHAT_MSG.edit : replyTo ? CHAT_MSG.replyingTo(replyTo.author?.name ?? CHAT_MSG.game) : null;

  return (
    <Paper p="xs" withBorder radius="md">
      <Stack gap={6}>
        {context && (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed" truncate>
              {context}
              {replyTo && !editing ? ` : ${replyTo.text}` : ''}
            </Text>
            <CloseButton size="sm" aria-label={CHAT_MSG.cancel} onClick={done} />
          </Group>
        )}
        {suggestions.length > 0 && (
          <Group gap={4} role="listbox" aria-label={CHAT_MSG.mentionSuggestions}>
            {suggestions.map((m) => (
              <UnstyledButton
                key={m.id}
                role="option"
                aria-selected={false}
                px={8}
                py={2}
                style={{ borderRadius: 12, background: 'var(--mantine-color-pitch-0)' }}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(m.username)}
              >
                <Text size="sm">
                  @{m.username}
                  {m.name !== m.username ? ` (${m.name})` : ''}
                </Text>
              </UnstyledButton>
            ))}
          </Group>
        )}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Textarea
            ref={area}
            flex={1}
            rows={2}
            aria-label={CHAT_MSG.placeholder}
            placeholder={CHAT_MSG.placeholder}
            value={text}
            error={tooLong ? CHAT_MSG.textTooLong(CHAT_MAX_LENGTH) : undefined}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setCursor(e.currentTarget.selectionStart ?? e.currentTarget.value.length);
            }}
            onSelect={(e) => setCursor(e.currentTarget.selectionStart ?? 0)}
            onKeyDown={onKeyDown}
          />
          <Button onClick={send} loading={pending} disabled={!text.trim() || tooLong}>
            {editing ? CHAT_MSG.save : CHAT_MSG.send}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
