/** The docs feature's public face: the OpenAPI route. */
export { default as docsRoutes } from './routes.js';
