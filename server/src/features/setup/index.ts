/** An instance's first start with no terminal: its routes, and the one-time code a start with no account prints. */
export { default as setupRoutes } from './routes.js';
export { newSetupCode } from './code.js';
