// The types of build.mjs's exports, for the TypeScript that starts the server as `npm start` does (the browser tests'
// servers, the reliability scripts).

/** A first start's empty data folder (DATA_DIR) given the migrated database, when the template is current. */
export function seedDataDir(env?: NodeJS.ProcessEnv): void;
/** Builds what is out of date: the web app, the server's bundle, the migrated empty database. */
export function buildAll(): Promise<void>;
