import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

/**
 * Asks the user to confirm an action (deletions, reinit, picks) in a modal; resolves true on
 * confirmation, false on cancel or close.
 */
export function confirmAction(opts: { title?: string; message: ReactNode; confirmLabel?: string; danger?: boolean }): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: opts.title ?? 'Confirmation',
      children: typeof opts.message === 'string' ? <Text>{opts.message}</Text> : opts.message,
      labels: { confirm: opts.confirmLabel ?? 'Confirmer', cancel: 'Annuler' },
      confirmProps: { color: opts.danger ? 'red' : undefined },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
