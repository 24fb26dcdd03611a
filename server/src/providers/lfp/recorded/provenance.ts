/**
 * Where each recorded answer of the league API (ma-api.ligue1.fr) comes from, and what was cut from it.
 *
 * Source: the public repository icebergvibe/OpenScore, apis/football/ligue-1/samples/ (commits 8b786adf…, 1ee78e5a…),
 * documented in its samples/_meta.md and apis/football/ligue-1/README.md. Those samples were fetched with curl, no headers,
 * base https://ma-api.ligue1.fr, championship 1, season 2026 (2026/27), pretty-printed. The README names the endpoint of each
 * sample but gives no query string for the ones kept here, so `url` is the endpoint with the ids the sample carries.
 *
 * Trimming common to every fixture (never repeated below): every `assets` object (logos, player pictures, `side.assets`) is
 * removed, and so is `fl1` (the fantasy game's per-player points) on match-sheet players. Everything else kept is the bytes'
 * values unchanged, in the source's key order; arrays and maps were shortened as stated. Nothing was invented: a key that
 * is absent here was either absent in the answer or is listed as removed.
 */

export type RecordedAnswer = {
  /** File in this folder. */
  file: string;
  /** The OpenScore sample it was cut from. */
  sample: string;
  /** The request, as documented next to the sample. */
  url: string;
  /** When it was fetched (UTC), as documented in samples/_meta.md. */
  capturedAt: string;
  /** What the answer shows. */
  shows: string;
  /** What was removed or shortened besides `assets` and `fl1`. */
  trimmed: string[];
};

const BASE = 'https://ma-api.ligue1.fr';
const STATIC_WINDOW = '2026-09-11 18:26–18:46 UTC (static samples window; no finer time given)';

export const RECORDED: readonly RecordedAnswer[] = [
  {
    file: 'championship-clubs.json',
    sample: 'championship-clubs.json',
    url: `${BASE}/championship-clubs`,
    capturedAt: STATIC_WINDOW,
    shows:
      'PSG (13), Rennes (14) and a non-Ligue-1 club (Cannes, championships 10 and 11 only); `championships` is an object keyed by championship id',
    trimmed: [
      'the source sample already kept 3 of the 155 entries of championshipsClubs (PSG, Rennes, one non-L1 club); all 3 kept',
      'trophies[] cut to the first 2 entries of each club',
      'championships["6"|"13"|"15"|"11"].playersIds cut to the first 3 ids; championships["1"].playersIds kept whole',
    ],
  },
  {
    file: 'championship-matches-game-week.pre.json',
    sample: 'championship-matches-game-week.pre.json',
    url: `${BASE}/championship-matches/championship/1/game-week/4`,
    capturedAt: STATIC_WINDOW,
    shows:
      'game week 4 before its matches: 1 match preMatchWithPlayers (Rennes–OM), 8 preMatch, no `score` key; all 18 clubs of the season',
    trimmed: ['all 9 matches kept; only clubIdentity.assets removed'],
  },
  {
    file: 'championship-matches-game-week.final.json',
    sample: 'championship-matches-game-week.final.json',
    url: `${BASE}/championship-matches/championship/1/game-week/3`,
    capturedAt: STATIC_WINDOW,
    shows: 'game week 3 after its matches: 9 × fullTime with scores and matchTime',
    trimmed: ['all 9 matches kept; only clubIdentity.assets removed'],
  },
  {
    file: 'championship-club-summary.json',
    sample: 'championship-club-summary.json',
    url: `${BASE}/championship-club-summary/l1_championship_club_2026_13`,
    capturedAt: STATIC_WINDOW,
    shows: 'PSG squad by family id lists (no position text); matches{} with `dateTimeUnknown: true` from game week 13 on',
    trimmed: [
      'championships["1"].playersData cut to 5 of its entries',
      'matches{} cut to 5 of 34 entries: 73845 (fullTime), 73849 (next, preMatch), 73927 (GW12, time known), 73936 (GW13) and 74124 (GW34), the last two with dateTimeUnknown',
      'nextMatchesIds / matchesIds kept whole (they name matches no longer in matches{})',
      'squad lists and squad.players kept whole (24 players)',
    ],
  },
  {
    file: 'championship-player.json',
    sample: 'championship-player.json',
    url: `${BASE}/championship-player/l1_championship_player_2026_13_77349`,
    capturedAt: STATIC_WINDOW,
    shows: 'Lucas Chevalier (PSG goalkeeper): championships{1,6,15}.position 1 and realsPositions ["goalkeeper"]',
    trimmed: ['nothing but assets'],
  },
  {
    file: 'championship-match.pre.json',
    sample: 'championship-match.pre.json',
    url: `${BASE}/championship-match/l1_championship_match_74174`,
    capturedAt: STATIC_WINDOW,
    shows:
      'a Ligue 2 match (championship 4) in preMatch: no periodsDates, no score, no event arrays; players carry only id + playerIdentity',
    trimmed: ['home.players cut to 4 of 29 and away.players to 4 of 27; playersIds cut to the same players', 'top-level `videos` removed'],
  },
  {
    file: 'championship-match.pre-lineups.json',
    sample: 'championship-match.pre-lineups.json',
    url: `${BASE}/championship-match/l1_championship_match_73855`,
    capturedAt: '2026-09-11 ~18:33 UTC (first preMatchWithPlayers poll 18:33:58Z, "12 min before kick-off")',
    shows: 'preMatchWithPlayers: periodsDates {}, no score; starters already playedMatch true; bench without realUltraPosition',
    trimmed: ['home.players cut to 3 of 20, away.players to 3 of 20 (playersIds kept whole)', 'top-level `videos` removed'],
  },
  {
    file: 'championship-match.live-halftime.json',
    sample: 'championship-match.live-halftime.json',
    url: `${BASE}/championship-match/l1_championship_match_73855`,
    capturedAt: '2026-09-11 ~19:32 UTC (first halfTime poll 19:31:59Z; half-time stamped 19:31:21Z)',
    shows: 'halfTime, 0-0, 3 yellow cards, formation still the pre-match 433 at home',
    trimmed: [
      'home.players cut to 2 of 20, away.players to 3 of 20 (playersIds kept whole)',
      'players.*.rating not kept (not read); the side keys after `players` (bestPlayersIdsByStats, stats, shortClubOptaId, clubStanding, clubWebsiteLink) and every top-level key after `away` were not read and are absent',
    ],
  },
  {
    file: 'championship-match.live.json',
    sample: 'championship-match.live.json',
    url: `${BASE}/championship-match/l1_championship_match_73855`,
    capturedAt: '2026-09-11 19:55:21 UTC (secondHalf, 50 s after the 52nd-minute goal)',
    shows: 'secondHalf, 1-0; the half-time substitute now playedMatch true with realUltraPosition 40; no minutes anywhere',
    trimmed: [
      'home.players cut to 1 of 20 (playersIds kept whole); home side keys after `players` not kept',
      'away reduced to its clubId (the rest of the away side and every top-level key after `away` were not read)',
    ],
  },
  {
    file: 'championship-match.live-goal-canceled.json',
    sample: 'championship-match.live-goal-canceled.json',
    url: `${BASE}/championship-match/l1_championship_match_73852`,
    capturedAt: '2026-09-13 13:05:10 UTC (poll 210 of a live capture; curated into the repository 2026-09-25)',
    shows: 'firstHalf: the 3rd-minute goal now in home.canceledGoals with varDecision 2, score back to 0',
    trimmed: [
      'home.players cut to 2 of 20 (the canceled scorer and one team-mate; playersIds kept whole); home side keys after `players` not kept',
      'away reduced to its clubId, taken from championship-matches-game-week.pre.json (match 73852: LOSC Lille v Estac Troyes) — the away side of this sample was not read',
    ],
  },
  {
    file: 'championship-match.final-fresh.json',
    sample: 'championship-match.final-fresh.json',
    url: `${BASE}/championship-match/l1_championship_match_73855`,
    capturedAt: '2026-09-11 20:37:39 UTC (fullTime, 27 s after the whistle stamped 20:37:12Z, before post-match processing)',
    shows: 'fullTime 1-0 at the whistle: no minutesPlayed / mins_played for anyone; substitutions and bookings with eventId; full timeline',
    trimmed: [
      'home.players cut to 10 of 20 (all kinds: goalkeeper, scorer, booked, subbed off at 45 and 68, sub on-and-off, captain, 3 unused subs); away.players to 4 of 20 (goalkeeper, full-90 midfielder, 88th-minute sub, unused sub); playersIds kept whole',
      'top-level `videos`, `votes` (match rating + man-of-the-match poll) and `momentum` removed',
    ],
  },
  {
    file: 'championship-match.final.json',
    sample: 'championship-match.final.json',
    url: `${BASE}/championship-match/l1_championship_match_73845`,
    capturedAt: `${STATIC_WINDOW}; match PSG 1–2 Monaco played 2026-09-04, i.e. post-processed a week later`,
    shows:
      'post-processed fullTime: minutesPlayed + stats.mins_played/minutes_played, assistProviderId on goals, French booking reasons, no eventId on bookings/subs',
    trimmed: [
      'home.players cut to 8 of 20 (playersIds kept whole); away.players cut to none (not read; away playersIds, events and header kept)',
      'away side keys after `players`, and top-level `videos`, `stadium`, `broadcasters`, `officials`, `delegates`, `votes`, `momentum` removed or not read',
    ],
  },
];

/** Samples of the same folder with no fixture here, and why. */
export const NOT_RECORDED: readonly { sample: string; why: string }[] = [
  {
    sample: 'championship-match.live-kickoff.json',
    why: 'not read (each match sheet is 150–500 KB and only readable 16 KB at a time); documented state: firstHalf 0-0, 25 s after kick-off',
  },
  {
    sample: 'championship-match.live-var-review.json',
    why: 'not read, same reason; documented state: the same goal in home.goals with varDecision 1, score 1-0',
  },
  {
    sample: 'championship-calendar.json',
    why: 'read in full, not kept: it shows the unknown-time placeholder (see FINDINGS.md) but no `dateTimeUnknown` key',
  },
];
