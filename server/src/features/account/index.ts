/** My account (issue 29, /user/account): my name, email, password and sessions, and the leagues I am in. */
export { default as accountRoutes } from './routes.js';
