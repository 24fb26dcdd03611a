type ToastOptions = { title?: string; autoClose?: number | false; withCloseButton?: boolean };

/** Toasts (SPEC.md §9): 5000 ms auto-close by default, closeable, or sticky with autoClose: false. */
function show(color: string, message: string, o: ToastOptions) {
  // Loaded on first use: the notifications code is not part of the app shell.
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ color, message, autoClose: 5000, withCloseButton: true, ...o }),
  );
}

export const toast = {
  success: (message: string, o: ToastOptions = {}) => show('green', message, o),
  warning: (message: string, o: ToastOptions = {}) => show('orange', message, o),
  info: (message: string, o: ToastOptions = {}) => show('blue', message, o),
};
