import { accountCalls } from './account.js';
import { authCalls } from './auth.js';
import { autopilotCalls } from './autopilot.js';
import { chatCalls } from './chat.js';
import { clubsCalls } from './clubs.js';
import { composCalls } from './compos.js';
import { draftCalls } from './draft.js';
import type { Endpoint } from './endpoint.js';
import { docsCalls, gameCalls, godCalls } from './game.js';
import { joueursCalls } from './joueurs.js';
import { journeesCalls } from './journees.js';
import { championnatCalls } from './championnat.js';
import { invitesCalls, liguesCalls, setupCalls } from './ligues.js';
import { liveCalls } from './live.js';
import { matchlfpsCalls } from './matchlfps.js';
import { mercatoCalls } from './mercato.js';
import { pushCalls } from './push.js';
import { rencontresCalls } from './rencontres.js';
import { resultatsCalls } from './resultats.js';
import { saisonsCalls } from './saisons.js';
import { statsCalls } from './stats.js';
import { teamsCalls } from './teams.js';
import { tradesCalls } from './trades.js';
import { usersCalls } from './users.js';

/** Every call of the API (the contract): the server serves exactly these, a test checks it. */
export const ALL_CALLS: readonly Endpoint[] = [
  authCalls,
  gameCalls,
  godCalls,
  docsCalls,
  usersCalls,
  accountCalls,
  pushCalls,
  clubsCalls,
  joueursCalls,
  journeesCalls,
  matchlfpsCalls,
  draftCalls,
  teamsCalls,
  composCalls,
  rencontresCalls,
  championnatCalls,
  liveCalls,
  chatCalls,
  mercatoCalls,
  tradesCalls,
  resultatsCalls,
  saisonsCalls,
  statsCalls,
  autopilotCalls,
  liguesCalls,
  invitesCalls,
  setupCalls,
].flatMap((calls): Endpoint[] => Object.values(calls));
