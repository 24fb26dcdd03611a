import { Alert, Button, Group, Text } from '@mantine/core';
import { APP_MSG } from '@poolfoot/domain/messages';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pwaState, useOffline, useUpdateWaiting } from './pwa-state';

/** How often the page on kept data tries the network again. */
export const OFFLINE_RETRY_MS = 5_000;

/**
 * While the page shows kept data, what it shows is read again every few seconds: the first answer from the network ends
 * the notice, even when the browser never says it is back online (a home server out of reach on a working network, or
 * a browser that misses the event).
 */
function useRetryWhileOffline(offline: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!offline) return;
    const timer = setInterval(() => void client.refetchQueries({ type: 'active' }, { cancelRefetch: false }), OFFLINE_RETRY_MS);
    return () => clearInterval(timer);
  }, [offline, client]);
}

/**
 * The installed app's notices above every page (docs/app.md), neither of them in the way: offline, the page shows the
 * last data seen and says so; a new version waits for the user's « Recharger » (or « Plus tard »).
 */
export function PwaNotices() {
  const offline = useOffline();
  useRetryWhileOffline(offline);
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
