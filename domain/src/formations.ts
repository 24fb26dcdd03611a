import { z } from 'zod';
import { POSTES, type Poste } from './positions.js';

/** The four formations (RULES.md "Positions and formations"). */
export const FORMATIONS = ['4231', '433', '442', '352'] as const;
export const formationSchema = z.enum(FORMATIONS, { error: 'Formation invalide (4231, 433, 442 ou 352).' });
export type Formation = z.infer<typeof formationSchema>;
export const DEFAULT_FORMATION: Formation = '4231';

/** A lineup always has 11 slots, numbered 0 to 10. */
export const SLOT_COUNT = 11;

/** The position of each slot 0..10, in pitch order from the goal up. */
export const FORMATION_SLOTS: Record<Formation, readonly Poste[]> = {
  '4231': ['GB', 'DL', 'DC', 'DC', 'DL', 'MC', 'MC', 'MO', 'MO', 'MO', 'AT'],
  '433': ['GB', 'DL', 'DC', 'DC', 'DL', 'MC', 'MC', 'MO', 'AT', 'AT', 'AT'],
  '442': ['GB', 'DL', 'DC', 'DC', 'DL', 'MC', 'MC', 'MO', 'MO', 'AT', 'AT'],
  '352': ['GB', 'DC', 'DC', 'DC', 'DL', 'DL', 'MC', 'MC', 'MO', 'AT', 'AT'],
};

/** The position of one slot; throws on a slot outside 0..10. */
export function slotPoste(formation: Formation, slot: number): Poste {
  const poste = FORMATION_SLOTS[formation][slot];
  if (poste === undefined) throw new RangeError(`Emplacement ${slot} hors de 0..${SLOT_COUNT - 1}.`);
  return poste;
}

/** How many slots each position has in a formation. */
export function slotsPerPoste(formation: Formation): Record<Poste, number> {
  const counts = Object.fromEntries(POSTES.map((poste) => [poste, 0])) as Record<Poste, number>;
  for (const poste of FORMATION_SLOTS[formation]) counts[poste] += 1;
  return counts;
}

/** A point on the pitch drawing: x from left (0) to right (100), y from the far end (0) down to our goal (100). */
export interface PitchPoint {
  x: number;
  y: number;
}

const p = (x: number, y: number): PitchPoint => ({ x, y });
const GOALKEEPER = p(50, 92);
const BACK_FOUR = [p(12, 72), p(37, 76), p(63, 76), p(88, 72)];
const BACK_THREE = [p(25, 76), p(50, 78), p(75, 76)];

const COORDINATES: Record<Formation, readonly PitchPoint[]> = {
  '4231': [GOALKEEPER, ...BACK_FOUR, p(35, 56), p(65, 56), p(18, 36), p(50, 36), p(82, 36), p(50, 16)],
  '433': [GOALKEEPER, ...BACK_FOUR, p(30, 54), p(70, 54), p(50, 42), p(20, 20), p(50, 16), p(80, 20)],
  '442': [GOALKEEPER, ...BACK_FOUR, p(37, 54), p(63, 54), p(12, 50), p(88, 50), p(35, 18), p(65, 18)],
  '352': [GOALKEEPER, ...BACK_THREE, p(8, 56), p(92, 56), p(35, 56), p(65, 56), p(50, 38), p(35, 18), p(65, 18)],
};

/** Where each slot 0..10 of a formation is drawn, goal at the bottom. */
export function slotCoordinates(formation: Formation): readonly PitchPoint[] {
  return COORDINATES[formation];
}
