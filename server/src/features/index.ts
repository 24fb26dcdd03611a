import type { App } from '../http/types.js';
import authRoutes from './auth/routes.js';
import backupRoutes from './backup/routes.js';
import gameRoutes from './game/routes.js';
import usersRoutes from './users/routes.js';
import clubsRoutes from './clubs/routes.js';
import joueursRoutes from './joueurs/routes.js';
import journeesRoutes from './journees/routes.js';
import matchlfpsRoutes from './matchlfps/routes.js';
import draftRoutes from './draft/routes.js';
import teamsRoutes from './teams/routes.js';
import composRoutes from './compos/routes.js';
import rencontresRoutes from './rencontres/routes.js';
import leagueRoutes from './league/routes.js';
import liveRoutes from './live/routes.js';
import mercatoRoutes from './mercato/routes.js';
import resultatsRoutes from './resultats/routes.js';
import statsRoutes from './stats/routes.js';
import docsRoutes from './docs/routes.js';

/** Every feature's routes, registered by app.ts. */
export const features: ((app: App) => Promise<void>)[] = [
  authRoutes,
  backupRoutes,
  gameRoutes,
  usersRoutes,
  clubsRoutes,
  joueursRoutes,
  journeesRoutes,
  matchlfpsRoutes,
  draftRoutes,
  teamsRoutes,
  composRoutes,
  rencontresRoutes,
  leagueRoutes,
  liveRoutes,
  mercatoRoutes,
  resultatsRoutes,
  statsRoutes,
  docsRoutes,
];
