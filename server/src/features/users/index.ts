/** The users feature's public face: its route. */
export { default as usersRoutes } from './routes.js';
