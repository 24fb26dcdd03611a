import { Button } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

export const TURN_TITLE = 'À vous de choisir ! – Draft';
const TURN_NOTICE = 'C’est votre tour à la draft : choisissez un joueur.';

const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/**
 * While it is the user's turn the tab title says so; when the turn comes (not on the first render) a
 * browser notification is shown if the user allowed them.
 */
export function useTurnAlert(myTurn: boolean) {
  const previous = useRef<boolean | null>(null);
  useEffect(() => {
    const was = previous.current;
    previous.current = myTurn;
    if (!myTurn) return;
    const title = document.title;
    document.title = TURN_TITLE;
    if (was === false && notificationsSupported() && Notification.permission === 'granted') {
      new Notification('Poolfoot', { body: TURN_NOTICE, tag: 'poolfoot-draft-turn' });
    }
    return () => {
      document.title = title;
    };
  }, [myTurn]);
}

/** Offers to allow browser notifications while the browser has not been asked yet. */
export function NotifyButton() {
  const [permission, setPermission] = useState(() => (notificationsSupported() ? Notification.permission : 'denied'));
  if (permission !== 'default') return null;
  return (
    <Button
      variant="light"
      leftSection={<IconBell size={16} aria-hidden />}
      onClick={async () => setPermission(await Notification.requestPermission())}
    >
      Activer les notifications
    </Button>
  );
}
