import type { DraftStatus } from './api/draft.js';

/**
 * What a league waits for before it plays, in the order it comes (game/home.php `next`; every page with nothing to show
 * yet says it): the league to start the instance's new season, the season to be set up from the LFP (no players, or no
 * matchday once the teams are made), the draft's order, the draft's start, the draft itself.
 */
export const NEXT_STEPS = ['season_start', 'season_setup', 'draft_order', 'draft_start', 'draft'] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

/** Who takes each step: the instance's admin sets the season up, a league's admin the rest; every pooler drafts. */
export const NEXT_STEP_OWNER: Record<NextStep, 'instance' | 'league' | 'everyone'> = {
  season_start: 'league',
  season_setup: 'instance',
  draft_order: 'league',
  draft_start: 'league',
  draft: 'everyone',
};

/** What is known of a league in the instance's active season. */
export type LeagueFacts = {
  /** Every matchday of the season is over: its end is shown instead. */
  finished: boolean;
  /** The league played an earlier season (its draft, teams or results). */
  playedBefore: boolean;
  /** The season has players (the draft has someone to pick). */
  players: boolean;
  /** The season has a matchday still to play. */
  matchday: boolean;
  draft: DraftStatus;
  /** The league's draft order of the season is set. */
  ordered: boolean;
  /** The league has teams in the season (its draft is over). */
  teams: boolean;
};

/** The league's next step (null: nothing is waited for, its matchdays are played, or the season is over). */
export function nextStep(f: LeagueFacts): NextStep | null {
  if (f.finished) return null;
  if (!f.ordered && !f.teams && f.playedBefore) return 'season_start';
  if (!f.teams && f.draft !== 'terminé') {
    if (f.draft === 'en cours' || f.draft === 'en pause') return 'draft';
    if (!f.players) return 'season_setup';
    return f.ordered ? 'draft_start' : 'draft_order';
  }
  return f.matchday ? null : 'season_setup';
}
