import type { Poste } from '@poolfoot/domain';
import { DEMO_SEED, type DemoPlayer, mulberry32 } from '../seed/players.js';
import { DEMO_CLUBS, demoSquad } from './world.js';

/**
 * A Transfermarkt-shaped squad page (the detailed "kader" view) for a demo club, made from the seeded
 * players with a few deterministic differences, so the squad comparison has something to report:
 * one birth date a day off, one player missing, one player of another club, one name without accents.
 *
 * The shirt-number cell follows what third parties report of the real page (not recorded by us, a guess:
 * felipeall/transfermarkt-api and scrapers' stored pages, FINDINGS.md §10): `<div class=rn_nummer>36</div>`
 * unquoted, in a `<td class="zentriert rueckennummer bg_Torwart" title="…">` (`title` sometimes first); every
 * fourth row writes it quoted, `<div class="rn_nummer">`, as a copied page did, so a reader must take both.
 */

const LABELS: Record<Poste, readonly string[]> = {
  GB: ['Gardien de but'],
  DC: ['Défenseur central'],
  DL: ['Arrière gauche', 'Arrière droit'],
  MC: ['Milieu central', 'Milieu défensif'],
  MO: ['Milieu offensif', 'Ailier gauche', 'Ailier droit'],
  AT: ['Avant-centre'],
};

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const noAccents = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '');
const fr = (ymd: string) => ymd.split('-').reverse().join('/');
const ageOn = (ymd: string, ref = '2025-08-01') => {
  const [y, m, d] = ymd.split('-').map(Number);
  const [ry, rm, rd] = ref.split('-').map(Number);
  return (ry ?? 0) - (y ?? 0) - ((rm ?? 0) < (m ?? 0) || (rm === m && (rd ?? 0) < (d ?? 0)) ? 1 : 0);
};
const nextDay = (ymd: string) => new Date(Date.parse(`${ymd}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type Row = { name: string; poste: Poste; birth: string; numero: number; label: string };

/** The number cell's background class and title, by position family. */
const NUMBER_CELL: Record<Poste, [string, string]> = {
  GB: ['bg_Torwart', 'Gardien de but'],
  DC: ['bg_Abwehr', 'Défenseur'],
  DL: ['bg_Abwehr', 'Défenseur'],
  MC: ['bg_Mittelfeld', 'Milieu'],
  MO: ['bg_Mittelfeld', 'Milieu'],
  AT: ['bg_Sturm', 'Attaquant'],
};

function numberCell(r: Row, i: number) {
  const [bg, title] = NUMBER_CELL[r.poste];
  const attrs =
    i % 2 ? `title="${esc(title)}" class="zentriert rueckennummer ${bg}"` : `class="zentriert rueckennummer ${bg}" title="${esc(title)}"`;
  const div = i % 4 === 3 ? `<div class="rn_nummer">${r.numero}</div>` : `<div class=rn_nummer>${r.numero}</div>`;
  return `<td ${attrs}>${div}</td>`;
}

/** The demo club of a Transfermarkt club id (the number after /verein/ in its address). */
const demoClubByTmId = (tmId: string) => DEMO_CLUBS.find((c) => c.transfermarkt_url.endsWith(`/verein/${tmId}`));

export function demoTmRows(clubExt: string): Row[] {
  const index = DEMO_CLUBS.findIndex((c) => c.club_id === clubExt);
  const rand = mulberry32((DEMO_SEED + 7919 * (index + 1)) >>> 0);
  const squad = demoSquad(clubExt);
  const at = (n: number) => Math.floor(rand() * n);
  const missing = squad[1 + at(squad.length - 1)];
  const dateOff = squad[at(squad.length)];
  const row = (p: DemoPlayer): Row => ({
    name: `${p.prenom} ${p.nom}`,
    poste: p.poste,
    birth: p === dateOff ? nextDay(p.birth_date) : p.birth_date,
    numero: p.numero,
    label: LABELS[p.poste][at(LABELS[p.poste].length)] ?? '',
  });
  const rows = squad.filter((p) => p !== missing).map(row);
  const accented = rows.find((r) => noAccents(r.name) !== r.name);
  if (accented) accented.name = noAccents(accented.name);
  const neighbour = DEMO_CLUBS[(index + 1) % DEMO_CLUBS.length];
  const recruit = neighbour ? demoSquad(neighbour.club_id).at(-1) : undefined;
  if (recruit) rows.push({ ...row(recruit), numero: 41 });
  return rows;
}

export function demoTmPage(tmId: string): string | null {
  const club = demoClubByTmId(tmId);
  if (!club) return null;
  const rows = demoTmRows(club.club_id)
    .map(
      (r, i) => `<tr class="${i % 2 ? 'even' : 'odd'}">
  ${numberCell(r, i)}
  <td class="posrela"><table class="inline-table"><tr><td rowspan="2"><img src="data:," alt="${esc(r.name)}" class="bilderrahmen-fixed"></td><td class="hauptlink"><a href="/joueur/profil/spieler/${i + 1}">${esc(r.name)}</a></td></tr><tr><td>${esc(r.label)}</td></tr></table></td>
  <td class="zentriert">${fr(r.birth)} (${ageOn(r.birth)})</td>
  <td class="zentriert"><img src="data:," title="France" alt="France" class="flaggenrahmen"></td>
  <td class="zentriert">01/07/2024</td>
  <td class="zentriert">30/06/2028</td>
</tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>${esc(club.official_name)} - Effectif détaillé (démo Transfermarkt)</title></head>
<body><h1>${esc(club.official_name)}</h1>
<div class="responsive-table"><table class="items">
<thead><tr><th>#</th><th>Joueur</th><th>Né le/Âge</th><th>Nat.</th><th>Arrivé le</th><th>Contrat jusqu'au</th></tr></thead>
<tbody>
${rows}
</tbody></table></div></body></html>`;
}
