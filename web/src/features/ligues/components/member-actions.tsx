import { Button, Group } from '@mantine/core';
import { LIGUES_MSG, type MemberRow } from '@poolfoot/domain';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useRemoveMember, useResetLink } from '../api';
import { SharedLink } from './shared-link';

type Props = { member: MemberRow; name: string; me: number; draftStarted: boolean };

/**
 * What the league's admins do to an active member: a new password link (shown once, to send him; it stays shown if he is
 * then deactivated), and, to another member, removing him (before the draft) or deactivating him (after it), confirmed.
 */
export function MemberActions({ member, name, me, draftStarted }: Props) {
  const remove = useRemoveMember();
  const reset = useResetLink();
  const [link, setLink] = useState<string | null>(null);
  const removeLabel = draftStarted ? LIGUES_MSG.deactivate : LIGUES_MSG.remove;
  const warn = (err: unknown) => toast.warning(errorMessage(err));
  return (
    <>
      {member.active && (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            disabled={member.refused.link !== null}
            loading={reset.isPending}
            onClick={() => reset.mutate({ user_id: member.user_id }, { onSuccess: (res) => setLink(res.url), onError: warn })}
          >
            {LIGUES_MSG.resetLink}
          </Button>
          {member.user_id !== me && member.refused.remove === null && (
            <Button
              size="xs"
              color="red"
              variant="subtle"
              loading={remove.isPending}
              onClick={async () => {
                const message = draftStarted ? LIGUES_MSG.deactivateConfirm(name) : LIGUES_MSG.removeConfirm(name);
                if (!(await confirmAction({ title: removeLabel, message, confirmLabel: removeLabel, danger: true }))) return;
                remove.mutate(
                  { user_id: member.user_id },
                  { onSuccess: (res) => toast.success(res.message ?? removeLabel), onError: warn },
                );
              }}
            >
              {removeLabel}
            </Button>
          )}
        </Group>
      )}
      {link && (
        <SharedLink
          title={LIGUES_MSG.resetLinkTitle(name)}
          label={`${LIGUES_MSG.resetLink} : ${name}`}
          url={link}
          note={LIGUES_MSG.resetLinkMade}
        />
      )}
    </>
  );
}
