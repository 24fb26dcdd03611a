/** What the league API tells us, once parsed (providers/lfp/parse.ts). */

export type LfpClub = {
  /** The API's club id ('l1_championship_club_2025_7'): the one its club calls take. */
  id: string;
  /** The stable short id: our clubs.club_id. */
  extId: string;
  name: string;
  officialName: string | null;
};

export type LfpSide = { extId: string; name: string; score: number | null };

export type LfpMatchSummary = {
  matchId: string;
  gameWeek: number | null;
  kickoffAt: Date;
  period: string;
  home: LfpSide;
  away: LfpSide;
};

/** A player's raw numbers for one match (the next issue scores them). */
export type LfpPlayerLine = {
  /** The stable short id at the end of the API's player id: our joueurs.lfp_id. */
  lfpId: string;
  shortOptaId: string | null;
  name: string;
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
  /** The player's entry as the source sent it. */
  raw: unknown;
};

export type LfpMatchDetail = {
  matchId: string;
  kickoffAt: Date;
  period: string;
  home: LfpSide & { players: LfpPlayerLine[] };
  away: LfpSide & { players: LfpPlayerLine[] };
};

export type SourceFamily = 'goalkeeper' | 'defender' | 'midfielder' | 'striker';

export type LfpSquadPlayer = {
  lfpId: string;
  shortOptaId: string;
  firstName: string | null;
  lastName: string;
  knownName: string | null;
  /** 'YYYY-MM-DD'. */
  birthDate: string | null;
  numero: number | null;
  family: SourceFamily;
  /** The finer position when the source gives one ('Centre Back', 'Attacking Midfielder', ...). */
  finer: string | null;
};
