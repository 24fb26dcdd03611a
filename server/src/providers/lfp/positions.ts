import type { Poste } from '@poolfoot/domain';
import type { SourceFamily } from './types.js';

/** The positions a source family allows, the first being the one a newcomer gets without a finer position. */
const FAMILY_POSTES: Record<SourceFamily, readonly Poste[]> = {
  goalkeeper: ['GB'],
  defender: ['DC', 'DL'],
  midfielder: ['MC', 'MO'],
  striker: ['AT', 'MO'],
};

/** Whether the family leaves a choice (a goalkeeper is GB, nothing finer to learn). */
export const familyHasChoice = (family: SourceFamily) => FAMILY_POSTES[family].length > 1;

/**
 * A match sheet's realUltraPosition (players on the pitch only) as one of ours. Values recorded
 * (FINDINGS.md §2): 10 goalkeeper, 20 centre-back, 21 full-back, 30 central or defensive midfielder,
 * 31 attacking or wide midfielder, 40 forward. Any other value says nothing.
 */
const ULTRA: Record<number, Poste> = { 10: 'GB', 20: 'DC', 21: 'DL', 30: 'MC', 31: 'MO', 40: 'AT' };
export const ultraPoste = (code: number | null | undefined): Poste | null => (code == null ? null : (ULTRA[code] ?? null));

const norm = (s: string) =>
  s
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A finer position label as one of ours, or null when it says nothing finer than the family: the
 * league's realsPositions in camel case ('goalkeeper' recorded; 'centralDefender', 'leftWingBack',
 * 'striker' named by OpenScore, not recorded) and Transfermarkt's French labels. Goalkeeper -> GB,
 * centre-back -> DC, full-back -> DL, attacking midfield or winger -> MO, other midfield -> MC, striker -> AT.
 */
export function finerPoste(label: string | null | undefined): Poste | null {
  if (!label) return null;
  const s = norm(label);
  if (/goal|gardien|keeper/.test(s)) return 'GB';
  if (/(cent(re|er|ral)[\s-]*(back|def))|defenseur central|stoppeur|libero|sweeper/.test(s)) return 'DC';
  if (/(full|wing|left|right)[\s-]*back|lateral|arriere/.test(s)) return 'DL';
  if (/attacking|offensi|winger|ailier|milieu (gauche|droit)|(left|right) mid/.test(s)) return 'MO';
  if (/midfield|milieu/.test(s)) return 'MC';
  if (/striker|forward|attaquant|avant[\s-]*cent|second attaquant/.test(s)) return 'AT';
  return null;
}

/** The first of a player's realsPositions that names one of our positions. */
export const realsPoste = (list: readonly string[]): Poste | null => list.map(finerPoste).find((p) => p !== null) ?? null;

/** The position of a player new to the league: the finer one when known, else the family's. */
export function newcomerPoste(family: SourceFamily, finer: Poste | null): Poste {
  return finer ?? (FAMILY_POSTES[family][0] as Poste);
}

/**
 * The position after a squad sync of a known player (the squad gives only the family): what an
 * admin set (poste_manual) stays; otherwise the current one stays if the family allows it, else the
 * family's first.
 */
export function syncedPoste(current: Poste, manual: boolean, family: SourceFamily): Poste {
  if (manual) return current;
  return FAMILY_POSTES[family].includes(current) ? current : (FAMILY_POSTES[family][0] as Poste);
}

/**
 * The position a match sheet teaches: where he played (realUltraPosition), once, for a player whose
 * position an admin did not set and that no finer source gave yet. Null: nothing to change.
 */
export function sheetPoste(joueur: { poste: string; posteManual: boolean; posteFine: boolean }, played: Poste | null): Poste | null {
  if (!played || joueur.posteManual || joueur.posteFine) return null;
  return played;
}
