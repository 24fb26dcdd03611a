import { Alert, Button, Group, Text } from '@mantine/core';
import { APP_MSG } from '@poolfoot/domain/messages';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { pwaState, useOffline, useUpdateWaiting } from './pwa-state';

/**
 * The installed app's notices above every page (docs/app.md), neither of them in the way: offline, the page shows the
 * last data seen and says so; a new version waits for the user's « Recharger » (or « Plus tard »).
 */
export function PwaNotices() {
  const offline = useOffline();
  const update = useUpdateWaiting();
  return (
    <>
      {offline && (
        <Alert color="yellow" variant="light" icon={<IconWifiOff size={20} aria-hidden />} mb="md" role="status">
          {APP_MSG.offline}
        </Alert>
      )}
      {update && (
        <Alert color="pitch" variant="light" icon={<IconRefresh size={20} aria-hidden />} mb="md" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{APP_MSG.updateReady}</Text>
            <Group gap="xs">
              <Button size="xs" variant="subtle" onClick={pwaState.dismissUpdate}>
                {APP_MSG.later}
              </Button>
              <Button size="xs" onClick={pwaState.applyUpdate}>
                {APP_MSG.reload}
              </Button>
            </Group>
          </Group>
        </Alert>
      )}
    </>
  );
}
