import type { DraftStatus } from './api/draft.js';
import type { MercatoStatus } from './mercato.js';
import type { Phase } from './positions.js';

/**
 * The phase the game is really in, for the home tile (RULES.md "Season, roles, phase"): an open mercato,
 * else a draft under way (running or paused), else a draft still to start while the admin's phase
 * setting says draft; otherwise normal. The setting alone can lie (a mercato opened while it said
 * normal, a draft over while it still said draft); the draft and mercato states cannot.
 */
export function livePhase(state: { setting: Phase; draft: DraftStatus; mercato: MercatoStatus }): Phase {
  if (state.mercato === 'en cours') return 'mercato';
  if (state.draft === 'en cours' || state.draft === 'en pause') return 'draft';
  if (state.draft === 'non débuté' && state.setting === 'draft') return 'draft';
  return 'normal';
}
