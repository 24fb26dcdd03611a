import { Anchor, Text } from '@mantine/core';
import { type ChatMember, chatParts } from '@poolfoot/domain';

/**
 * A message's text as React writes it (escaped, never read as HTML): its links shown as links to their address (http and
 * https only, opened apart, nothing run), its « @pseudo » mentions set apart, the rest as typed, line breaks kept.
 */
export function MessageText({ text, members, me }: { text: string; members: readonly ChatMember[]; me: number }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {chatParts(text, members).map((part, i) => {
        const key = `${i}-${part.kind}`;
        if (part.kind === 'link') {
          return (
            <Anchor key={key} href={part.text} target="_blank" rel="noopener noreferrer nofollow ugc" inherit>
              {part.text}
            </Anchor>
          );
        }
        if (part.kind === 'mention') {
          return (
            <Text key={key} span inherit fw={700} c={part.userId === me ? 'red.8' : 'pitch.8'}>
              {part.text}
            </Text>
          );
        }
        return <span key={key}>{part.text}</span>;
      })}
    </Text>
  );
}
