/**
 * Trades between poolers' public surface: « Proposer un échange » for the team pages, the home's count of proposals
 * waiting for me, and the league's trades beside the mercato's moves.
 */
export { LeagueTradesCard } from './components/league-trades-card';
export { ProposeButton } from './components/propose-button';
export { TradesWaitingCard } from './components/waiting-card';
