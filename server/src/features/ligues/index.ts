/** The friends' leagues' public face (docs/ligues.md): their routes (my leagues, the switch, the invites). */
export { default as liguesRoutes } from './routes.js';
