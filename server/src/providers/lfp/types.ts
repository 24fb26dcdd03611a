import type { Poste } from '@poolfoot/domain';

/** What the league API tells us, once parsed (providers/lfp/parse.ts). */

/**
 * The league's season of an answer: the year it starts (2026 for 2026/27), read from the answer's
 * `season` or from its ids ('l1_championship_club_2026_13'); null when it carries neither.
 */
export type LfpSeason = number | null;

export type LfpClub = {
  /** The API's club id ('l1_championship_club_2026_13'): the one its club calls take. */
  id: string;
  /** The league's short id (13 for PSG, stable across seasons): our clubs.club_id. */
  extId: string;
  season: LfpSeason;
  name: string;
  officialName: string | null;
};

export type LfpSide = { extId: string; name: string; score: number | null };

export type LfpMatchSummary = {
  matchId: string;
  gameWeek: number | null;
  /** With kickoffUnknown, the league's placeholder (Saturday 00:00 in Paris of the round's weekend). */
  kickoffAt: Date;
  /** dateTimeUnknown: the league has no time yet. */
  kickoffUnknown: boolean;
  period: string;
  season: LfpSeason;
  home: LfpSide;
  away: LfpSide;
};

/** A player's raw numbers for one match. */
export type LfpPlayerLine = {
  /** The stable short id at the end of the API's player id: our joueurs.lfp_id. */
  lfpId: string;
  shortOptaId: string | null;
  name: string;
  /** The league's minutes, or (minutesDerived on the match) ours from the sheet's events. */
  minutes: number;
  started: boolean;
  played: boolean;
  goals: number;
  assists: number;
  ownGoals: number;
  yellowCards: number;
  redCards: number;
  secondYellow: boolean;
  cleanSheet: boolean;
  goalsConceded: number;
  saves: number;
  penaltiesSaved: number;
  penaltiesMissed: number;
  /** Where he played that match (realUltraPosition, on the pitch only), as one of our positions. */
  poste: Poste | null;
  /** The player's entry as the source sent it. */
  raw: unknown;
};

export type LfpMatchDetail = {
  matchId: string;
  kickoffAt: Date;
  kickoffUnknown: boolean;
  period: string;
  season: LfpSeason;
  /** No player had the league's minutes: they were worked out from the sheet (providers/lfp/minutes.ts). */
  minutesDerived: boolean;
  home: LfpSide & { players: LfpPlayerLine[] };
  away: LfpSide & { players: LfpPlayerLine[] };
};

export type SourceFamily = 'goalkeeper' | 'defender' | 'midfielder' | 'striker';

export type LfpSquadPlayer = {
  /** The player's full id ('l1_championship_player_2026_13_77349'): the one /championship-player takes. */
  id: string;
  lfpId: string;
  shortOptaId: string;
  firstName: string | null;
  lastName: string;
  knownName: string | null;
  /** 'YYYY-MM-DD'. */
  birthDate: string | null;
  numero: number | null;
  /** The only position a squad gives (its four id lists). */
  family: SourceFamily;
};

export type LfpSquad = {
  season: LfpSeason;
  /** The club the players' ids name ('…_player_2026_13_77349' -> '13'), the most frequent one. */
  clubExtId: string | null;
  players: LfpSquadPlayer[];
};

/** GET /championship-player/{id}: what we read of it. */
export type LfpPlayer = {
  lfpId: string;
  season: LfpSeason;
  /** realsPositions of championship 1 ('goalkeeper', 'centralDefender'…), as sent. */
  realsPositions: string[];
};
