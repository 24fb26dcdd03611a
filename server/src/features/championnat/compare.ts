import { type CompareCheckRow, CHAMPIONNAT_MSG } from '@poolfoot/domain';

/**
 * The squad comparison (clubs/compare_effectif_l1vstm): our (league) players against the Transfermarkt
 * squad, matched by normalised name and birth date. A pair with the same name and birth date is OK;
 * the same name with another (or no) birth date, and anyone left alone on either side, is to check.
 */

export type L1Entry = { id: number; nom: string; prenom: string | null; surnom: string | null; birthDate: string | null };
export type TmEntry = { name: string; birthDate: string | null };

/** Lower case, no accents, letters only, as a sorted list of words. */
export function nameTokens(s: string | null | undefined): string[] {
  return (s ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .sort();
}

const key = (tokens: string[]) => tokens.join(' ');
const fullName = (p: L1Entry) => [p.prenom, p.nom].filter(Boolean).join(' ');
const frDate = (ymd: string | null) => (ymd ? ymd.split('-').reverse().join('/') : '?');

function sameName(p: L1Entry, t: TmEntry): boolean {
  const tm = nameTokens(t.name);
  if (!tm.length) return false;
  const full = nameTokens(fullName(p));
  if (key(full) === key(tm) || (p.surnom && key(nameTokens(p.surnom)) === key(tm))) return true;
  // One name contains the other (a middle name more or less): 'Kylian Mbappé' and 'Kylian Mbappé Lottin'.
  const [small, big] = full.length <= tm.length ? [full, tm] : [tm, full];
  return small.length >= 2 && small.every((w) => big.includes(w));
}

const shareWord = (p: L1Entry, t: TmEntry) => {
  const tm = nameTokens(t.name).filter((w) => w.length >= 3);
  return nameTokens(`${fullName(p)} ${p.surnom ?? ''}`).some((w) => w.length >= 3 && tm.includes(w));
};

export function compareSquads(l1: readonly L1Entry[], tm: readonly TmEntry[]): { ok: L1Entry[]; check: CompareCheckRow[] } {
  const freeTm = new Set(tm.map((_, i) => i));
  const ok: L1Entry[] = [];
  const check: CompareCheckRow[] = [];
  let left = [...l1];
  const pass = (test: (p: L1Entry, t: TmEntry) => boolean, onPair: (p: L1Entry, t: TmEntry) => void) => {
    left = left.filter((p) => {
      const i = [...freeTm].find((j) => {
        const t = tm[j];
        return t !== undefined && test(p, t);
      });
      const t = i === undefined ? undefined : tm[i];
      if (i === undefined || !t) return true;
      freeTm.delete(i);
      onPair(p, t);
      return false;
    });
  };
  const sameBirth = (p: L1Entry, t: TmEntry) => !!p.birthDate && p.birthDate === t.birthDate;
  pass(
    (p, t) => sameName(p, t) && sameBirth(p, t),
    (p) => ok.push(p),
  );
  pass(
    (p, t) => sameBirth(p, t) && shareWord(p, t),
    (p) => ok.push(p),
  );
  pass(sameName, (p, t) =>
    check.push({
      source: 'lfp',
      joueur_id: p.id,
      name: fullName(p),
      birth_date: p.birthDate,
      reason:
        p.birthDate && t.birthDate ? CHAMPIONNAT_MSG.birthDiffers(`Transfermarkt : ${frDate(t.birthDate)}`) : CHAMPIONNAT_MSG.birthUnknown,
    }),
  );
  for (const p of left)
    check.push({ source: 'lfp', joueur_id: p.id, name: fullName(p), birth_date: p.birthDate, reason: CHAMPIONNAT_MSG.missingInTm });
  for (const i of freeTm) {
    const t = tm[i];
    if (t) check.push({ source: 'tm', joueur_id: null, name: t.name, birth_date: t.birthDate, reason: CHAMPIONNAT_MSG.missingInLfp });
  }
  return { ok, check };
}
