/** The backup feature's public face: its route, and the dump and restore the CLI and the tests use. */
export { default as backupRoutes } from './routes.js';
export { type Backup, dumpDatabase, restoreDatabase, tablesInOrder } from './service.js';
