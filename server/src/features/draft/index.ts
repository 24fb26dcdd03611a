/** The draft feature's public face: its routes, and when a kept draft answer is stale (app.ts). */
export { default as draftRoutes } from './routes.js';
export { draftAnswerValidity } from './read.js';
export { initOrder } from './service.js';
