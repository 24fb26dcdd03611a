import type { App } from '../http/types.js';
import { accountRoutes } from './account/index.js';
import { pushRoutes } from './push/index.js';
import { authRoutes } from './auth/index.js';
import { backupRoutes } from './backup/index.js';
import { gameRoutes } from './game/index.js';
import { usersRoutes } from './users/index.js';
import { clubsRoutes } from './clubs/index.js';
import { joueursRoutes } from './joueurs/index.js';
import { journeesRoutes } from './journees/index.js';
import { matchlfpsRoutes } from './matchlfps/index.js';
import { draftRoutes } from './draft/index.js';
import { teamsRoutes } from './teams/index.js';
import { composRoutes } from './compos/index.js';
import { rencontresRoutes } from './rencontres/index.js';
import { championnatRoutes } from './championnat/index.js';
import { liveRoutes } from './live/index.js';
import { chatRoutes } from './chat/index.js';
import { mercatoRoutes } from './mercato/index.js';
import { tradesRoutes } from './trades/index.js';
import { resultatsRoutes } from './resultats/index.js';
import { saisonsRoutes } from './saisons/index.js';
import { statsRoutes } from './stats/index.js';
import { docsRoutes } from './docs/index.js';
import { autopilotRoutes } from './autopilot/index.js';
import { liguesRoutes } from './ligues/index.js';
import { setupRoutes } from './setup/index.js';

/** Every feature's routes, registered by app.ts. */
export const features: ((app: App) => Promise<void>)[] = [
  authRoutes,
  backupRoutes,
  gameRoutes,
  usersRoutes,
  accountRoutes,
  pushRoutes,
  clubsRoutes,
  joueursRoutes,
  journeesRoutes,
  matchlfpsRoutes,
  draftRoutes,
  teamsRoutes,
  composRoutes,
  rencontresRoutes,
  championnatRoutes,
  liveRoutes,
  chatRoutes,
  mercatoRoutes,
  tradesRoutes,
  resultatsRoutes,
  saisonsRoutes,
  statsRoutes,
  autopilotRoutes,
  liguesRoutes,
  setupRoutes,
  docsRoutes,
];
