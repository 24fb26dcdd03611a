import { Stack, Switch, Text } from '@mantine/core';
import { DRAFT_MSG } from '@poolfoot/domain';
import { useId } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useAutopick } from '../api';

/** « Je serai absent : choisir pour moi » (draft/autopick.php): on, my pick is made from my list as soon as my turn comes. */
export function AutopickSwitch({ on }: { on: boolean }) {
  const set = useAutopick();
  // The explanation beside the switch, not in its label (Mantine's description would lengthen the switch's name).
  const help = useId();
  return (
    <Stack gap={4}>
      <Switch
        label={DRAFT_MSG.autopickLabel}
        aria-describedby={help}
        checked={on}
        disabled={set.isPending}
        size="md"
        onChange={(e) =>
          set.mutate(
            { on: e.currentTarget.checked },
            {
              onSuccess: (res) => res.message && toast.success(res.message),
              onError: (err) => toast.warning(errorMessage(err)),
            },
          )
        }
      />
      <Text id={help} size="xs" c="dimmed">
        {DRAFT_MSG.autopickHelp}
      </Text>
    </Stack>
  );
}
