import { z } from 'zod';
import { POSTES, type Poste, posteSchema } from './positions.js';

/** Squad limits per position (setting `max_joueurs_poste`, RULES.md "Squads and the draft"). */
export const maxParPosteSchema = z.record(posteSchema, z.number().int().min(0));
export type MaxParPoste = z.infer<typeof maxParPosteSchema>;
export const DEFAULT_MAX_PAR_POSTE: MaxParPoste = { GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 3 };
export const DEFAULT_MAX_PAR_CLUB = 3;

/** The number of draft rounds: one pick per squad place. */
export function maxTours(maxParPoste: Record<Poste, number>): number {
  return POSTES.reduce((sum, poste) => sum + maxParPoste[poste], 0);
}

/** Who picks at rank `choix` (1-based) of round `tour`: odd rounds follow the order, even rounds reverse it. */
export function snakePicker(order: readonly number[], tour: number, choix: number): number {
  const index = tour % 2 === 1 ? choix - 1 : order.length - choix;
  const userId = order[index];
  if (userId === undefined) throw new RangeError(`Choix ${choix} hors de 1..${order.length}.`);
  return userId;
}

export type DraftCursor = { tour: number; choix: number };

/** The pick after (tour, choix), or 'finished' after the last pick of the last round. */
export function nextCursor(order: readonly number[], tour: number, choix: number, tours: number): DraftCursor | 'finished' {
  if (choix < order.length) return { tour, choix: choix + 1 };
  if (tour < tours) return { tour: tour + 1, choix: 1 };
  return 'finished';
}

export interface DraftCandidate {
  poste: Poste;
  clubId: number;
  drafted: boolean;
}

export interface PoolerCounts {
  byPoste: Record<Poste, number>;
  byClub: Record<number, number>;
}

export interface DraftLimits {
  maxParPoste: Record<Poste, number>;
  maxParClub: number;
}

export type Eligibility = { ok: true } | { ok: false; reason: 'poste' | 'club' | 'drafted'; message: string };

export const DRAFT_ERRORS = {
  drafted: 'Ce joueur a déjà été choisi.',
  poste: (poste: Poste, max: number) => `Maximum atteint au poste ${poste} (${max} joueur(s)).`,
  club: (max: number) => `Maximum atteint pour ce club (${max} joueur(s) du même club).`,
} as const;

/** Whether a pooler may take a player: not drafted yet, under the position limit and under the club limit. */
export function eligibility(player: DraftCandidate, counts: PoolerCounts, limits: DraftLimits): Eligibility {
  if (player.drafted) return { ok: false, reason: 'drafted', message: DRAFT_ERRORS.drafted };
  const maxPoste = limits.maxParPoste[player.poste];
  if (counts.byPoste[player.poste] >= maxPoste) {
    return { ok: false, reason: 'poste', message: DRAFT_ERRORS.poste(player.poste, maxPoste) };
  }
  if ((counts.byClub[player.clubId] ?? 0) >= limits.maxParClub) {
    return { ok: false, reason: 'club', message: DRAFT_ERRORS.club(limits.maxParClub) };
  }
  return { ok: true };
}
