type ToastOptions = { title?: string; autoClose?: number | false; withCloseButton?: boolean };

// The toasts' container is mounted at the first toast (app/providers.tsx): most page loads never show
// one, and the notifications code stays out of them.
let wanted = false;
const listeners = new Set<() => void>();
export const toastHost = {
  wanted: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Toasts (SPEC.md §9): 5000 ms auto-close by default, closeable, or sticky with autoClose: false. */
function show(color: string, message: string, o: ToastOptions) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // Loaded on first use; a toast shown before the container mounts waits in the notifications store.
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ color, message, autoClose: 5000, withCloseButton: true, ...o }),
  );
}

export const toast = {
  success: (message: string, o: ToastOptions = {}) => show('green', message, o),
  warning: (message: string, o: ToastOptions = {}) => show('orange', message, o),
  info: (message: string, o: ToastOptions = {}) => show('blue', message, o),
};
