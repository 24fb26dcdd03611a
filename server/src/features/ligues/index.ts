/**
 * The friends' leagues (docs/ligues.md): their routes, the league a request acts in, its members and its settings, a
 * user's leagues and whether a league's draft has started.
 */
export { default as liguesRoutes } from './routes.js';
export { draftStarted } from './league.js';
export { inLeague, leaguePooler, leaguePoolers, lockMembers, moveSessionsOut, removeMembership } from './members.js';
export { leagueNames, myLeagues } from './queries.js';
export { inLeagueSeason, type LeagueSeason, scopeOf, seasonOf } from './scope.js';
export { type LeagueSettingKey, leagueSetting, leagueSettingsAll, leaguesSetting, setLeagueSetting } from './settings.js';
