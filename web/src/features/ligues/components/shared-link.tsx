import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { INVITES_MSG } from '@poolfoot/domain';

/**
 * A link made to be sent once (an invite, a password link): shown in a box to select, with a copy button and the
 * phone's share sheet where there is one.
 */
export function SharedLink(props: { title: string; label: string; url: string; note?: string; shareText?: string }) {
  const { title, label, url, note, shareText } = props;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Alert color="green" title={title}>
      <Stack gap="xs">
        {note && <Text size="sm">{note}</Text>}
        <TextInput value={url} readOnly aria-label={label} onFocus={(e) => e.currentTarget.select()} />
        <Group gap="xs">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? INVITES_MSG.copied : INVITES_MSG.copy}
              </Button>
            )}
          </CopyButton>
          {canShare && (
            <Button size="xs" onClick={() => navigator.share({ title: 'Poolfoot', text: shareText, url }).catch(() => undefined)}>
              {INVITES_MSG.share}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
