/** Trades between poolers (RULES.md "Trades"): their routes. */
export { default as tradesRoutes } from './routes.js';
