/**
 * The service worker's global scope, typed here with what the worker uses: the web package compiles with the DOM's
 * types, and TypeScript's WebWorker ones cannot be loaded beside them (they declare the same globals differently).
 */

export interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** The page that made the request ('' for a navigation: its page does not exist yet). */
  readonly clientId: string;
  respondWith(answer: Response | Promise<Response>): void;
}

export interface MessageFromPage extends ExtendableEvent {
  readonly data: unknown;
}

export interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}

export interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}

export interface WorkerClient {
  readonly url: string;
  postMessage(message: unknown): void;
}

export interface WindowClient extends WorkerClient {
  readonly focused: boolean;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}

interface Clients {
  get(id: string): Promise<WorkerClient | undefined>;
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
  openWindow(url: string): Promise<WindowClient | null>;
  claim(): Promise<void>;
}

interface WorkerEvents {
  install: ExtendableEvent;
  activate: ExtendableEvent;
  fetch: FetchEvent;
  message: MessageFromPage;
  push: PushEvent;
  notificationclick: NotificationEvent;
}

export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: ServiceWorkerRegistration;
  readonly clients: Clients;
  skipWaiting(): Promise<void>;
  addEventListener<K extends keyof WorkerEvents>(type: K, listener: (event: WorkerEvents[K]) => void): void;
}
