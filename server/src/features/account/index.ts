/** My account (/user/account): my name, email, password and sessions, the leagues I am in and leaving one. */
export { default as accountRoutes } from './routes.js';
export { deviceLabel } from './device.js';
