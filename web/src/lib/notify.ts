import { notifications } from '@mantine/notifications';

type ToastOptions = { title?: string; autoClose?: number | false; withCloseButton?: boolean };

/** Toasts (SPEC.md §9): 5000 ms auto-close by default, closeable, or sticky with autoClose: false. */
export const toast = {
  success: (message: string, o: ToastOptions = {}) =>
    notifications.show({ color: 'green', message, autoClose: 5000, withCloseButton: true, ...o }),
  warning: (message: string, o: ToastOptions = {}) =>
    notifications.show({ color: 'orange', message, autoClose: 5000, withCloseButton: true, ...o }),
  info: (message: string, o: ToastOptions = {}) =>
    notifications.show({ color: 'blue', message, autoClose: 5000, withCloseButton: true, ...o }),
};
