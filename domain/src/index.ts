import { z } from 'zod';

// Validation messages in French everywhere the schemas do not give their own.
z.config(z.locales.fr());

export * from './positions.js';
export * from './roles.js';
export * from './messages/index.js';
export * from './api/common.js';
export * from './api/endpoint.js';
export * from './api/auth.js';
export * from './api/game.js';
export * from './api/users.js';
export * from './formations.js';
export * from './lineup.js';
export * from './phase.js';
export * from './draft.js';
export * from './mercato.js';
export * from './scoring.js';
export * from './results.js';
export * from './schedule.js';
export * from './paris-time.js';
export * from './match-state.js';
export * from './api/clubs.js';
export * from './api/joueurs.js';
export * from './api/journees.js';
export * from './api/matchlfps.js';
export * from './api/draft.js';
export * from './api/teams.js';
export * from './api/compos.js';
export * from './api/rencontres.js';
export * from './api/league.js';
export * from './api/ligues.js';
export * from './api/mercato.js';
export * from './api/resultats.js';
export * from './api/stats.js';
export * from './api/live.js';
export * from './api/autopilot.js';
export * from './api/calls.js';
