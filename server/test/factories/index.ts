/**
 * Test support in one place (ARCHITECTURE.md "Tests": factories insert real rows, each test makes what it needs).
 * users: accounts and sessions; world: seasons, clubs, players, matchdays, matches, stat lines; teams: ownership,
 * squads, lineups, pairings; and the whole worlds a few suites share: the draft's league, the mercato scene, the
 * hand-checked results season, the league app on the demo world, the trades scene.
 */
export { cookieOf, createUser, type LoggedIn, loggedIn, roles, type TestUser, testLeague } from './users.js';
export {
  createClub,
  createJoueur,
  createJournee,
  createMatch,
  createStat,
  OTHER_SAISON,
  nextSeason,
  NEXT_SAISON,
  otherSeason,
  resetMatchdays,
  type TestPlayer,
} from './world.js';
export { autoLineup, compoPayload, createCompo, createRencontre, createSquad, give, testSeason } from './teams.js';
export { draftSeenBy, seedLeague, type WorldPlayer } from './draft-world.js';
export { clearScene, compoOf, createJournees, mercatoSeenBy, rowsOf } from './mercato-scene.js';
export { buildResultatsScene, lineupSlots, namedJoueur, septemberJournee } from './resultats-scene.js';
export { type ChampionnatTest, championnatTestApp, localSource, relay, runSetup, setupUntouchable } from './championnat-app.js';
export { clearTrades, ownerAt, proposed, tradeCount, tradeRows, tradeScene } from './trades-scene.js';
