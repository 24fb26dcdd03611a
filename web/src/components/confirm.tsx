import type { ConfirmOptions } from './confirm-dialog';

/**
 * Asks the user to confirm an action (deletions, reinit, picks) in a modal; resolves true on
 * confirmation, false on cancel or close.
 */
export async function confirmAction(opts: ConfirmOptions): Promise<boolean> {
  const { openConfirm } = await import('./confirm-dialog');
  return openConfirm(opts);
}
