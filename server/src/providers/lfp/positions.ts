import type { Poste } from '@poolfoot/domain';
import type { SourceFamily } from './types.js';

/** The positions a source family allows, the first being the one a newcomer gets without a finer position. */
const FAMILY_POSTES: Record<SourceFamily, readonly Poste[]> = {
  goalkeeper: ['GB'],
  defender: ['DC', 'DL'],
  midfielder: ['MC', 'MO'],
  striker: ['AT', 'MO'],
};

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A finer position label (English or French, league or Transfermarkt) as one of ours, or null when it
 * says nothing finer than the family: goalkeeper -> GB, centre-back -> DC, full-back -> DL,
 * attacking midfield or winger -> MO, other midfield -> MC, striker -> AT.
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

/** The position of a player new to the league: the finer one when given, else the family's. */
export function newcomerPoste(family: SourceFamily, finer: string | null): Poste {
  return finerPoste(finer) ?? (FAMILY_POSTES[family][0] as Poste);
}

/**
 * The position after a sync of a known player: what an admin set (poste_manual) stays; a finer
 * position from the source wins; otherwise the current one stays if the family allows it.
 */
export function syncedPoste(current: Poste, manual: boolean, family: SourceFamily, finer: string | null): Poste {
  if (manual) return current;
  const fine = finerPoste(finer);
  if (fine) return fine;
  return FAMILY_POSTES[family].includes(current) ? current : (FAMILY_POSTES[family][0] as Poste);
}
