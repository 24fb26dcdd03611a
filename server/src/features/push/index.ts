/** Web Push: devices' subscriptions, the queue of notifications (each once), and their sending. */
export { default as pushRoutes } from './routes.js';
export { enqueue, flushPush, type Notice } from './outbox.js';
