/**
 * The mercato feature's public face: its routes, and what trades between poolers share with its moves (the league's
 * mercato lock, the poolers' and players' rows, the teams' and lineups' changes at a matchday).
 */
export { default as mercatoRoutes } from './routes.js';
export { lockState } from './state.js';
export {
  assertFreeFrom,
  assign,
  fixLineups,
  loadPlayers,
  lockPoolers,
  ownedRow,
  type PlayerInfo,
  type Pooler,
  playerName,
  release,
  required,
} from './transfers.js';
