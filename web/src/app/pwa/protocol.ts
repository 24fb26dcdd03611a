/** What the page and its service worker tell each other (postMessage), checked on arrival: a message is any value. */

/** Page to the waiting worker: the user asked for the new version (« Recharger »), take over now. */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/** Worker to a page: whether the call it just answered came from the network or, offline, from its cache. */
export type DataSource = { type: 'DATA_SOURCE'; offline: boolean };

export const dataSource = (offline: boolean): DataSource => ({ type: 'DATA_SOURCE', offline });

const typeOf = (message: unknown) => (message as { type?: unknown } | null)?.type;

export const isSkipWaiting = (message: unknown) => typeOf(message) === SKIP_WAITING.type;

export const isDataSource = (message: unknown): message is DataSource =>
  typeOf(message) === 'DATA_SOURCE' && typeof (message as DataSource).offline === 'boolean';
