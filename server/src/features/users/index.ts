/** The users feature's public face: its route, and how a pooler is named everywhere (display name, else username). */
export { inFrenchOrder, poolerName } from '../../db/pooler-name.js';
export { default as usersRoutes } from './routes.js';
