import { Switch } from '@mantine/core';
import { AUTOPILOT_MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { remindersQuery, useSetReminders } from '../api';

/** /user/account: the pooler turns the lineup reminder mails (an hour before the matchday) on or off. */
export function RemindersSwitch() {
  const reminders = useQuery(remindersQuery());
  const set = useSetReminders();
  if (!reminders.data) return null;
  return (
    <Switch
      label={AUTOPILOT_MSG.reminderLabel}
      checked={reminders.data.mails}
      disabled={set.isPending}
      onChange={(e) =>
        set.mutate(
          { mails: e.currentTarget.checked },
          {
            onSuccess: (res) => toast.success(res.message ?? ''),
            onError: (err) => toast.warning(errorMessage(err)),
          },
        )
      }
    />
  );
}
