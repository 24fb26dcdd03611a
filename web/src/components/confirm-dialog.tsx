import { Button, Group, MantineProvider, Modal, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from './theme';

export type ConfirmOptions = { title?: string; message: ReactNode; confirmLabel?: string; danger?: boolean };

function ConfirmDialog({ opts, done }: { opts: ConfirmOptions; done: (ok: boolean) => void }) {
  const [opened, setOpened] = useState(true);
  const close = (ok: boolean) => {
    setOpened(false);
    done(ok);
  };
  return (
    <Modal opened={opened} onClose={() => close(false)} title={opts.title ?? 'Confirmation'} centered>
      {typeof opts.message === 'string' ? <Text>{opts.message}</Text> : opts.message}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => close(false)}>
          Annuler
        </Button>
        <Button color={opts.danger ? 'red' : undefined} onClick={() => close(true)} data-autofocus>
          {opts.confirmLabel ?? 'Confirmer'}
        </Button>
      </Group>
    </Modal>
  );
}

/** Mounts a confirmation modal in its own root (loaded on demand, so the app shell stays small). */
export function openConfirm(opts: ConfirmOptions): Promise<boolean> {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      resolve(ok);
      setTimeout(() => {
        root.unmount();
        host.remove();
      }, 300);
    };
    root.render(
      <MantineProvider theme={theme}>
        <ConfirmDialog opts={opts} done={done} />
      </MantineProvider>,
    );
  });
}
