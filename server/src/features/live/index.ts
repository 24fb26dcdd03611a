/** The live feature's public face: its stream route, and publish, which every feature that changes shared state calls. */
export { default as liveRoutes } from './routes.js';
export { type Audience, publish, publishAtCommit } from './publish.js';
