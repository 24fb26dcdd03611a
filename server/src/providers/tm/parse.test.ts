import { describe, expect, it } from 'vitest';
import { ParseError } from '../http.js';
import { decodeEntities, parseTmDate, parseTmSquad } from './parse.js';

/* A squad page in Transfermarkt's shape (detailed "kader" view), written here, never downloaded. */
const row = (cls: string, nr: string, name: string, pos: string, born: string) => `
<tr class="${cls}">
  <td class="zentriert rueckennummer bg_Sturm" title="Attaquant"><div class="rn_nummer">${nr}</div></td>
  <td class="posrela">
    <table class="inline-table"><tr>
      <td rowspan="2"><img data-src="https://img.a.transfermarkt.technology/portrait/medium/1.jpg" title="${name}" alt="${name}" class="bilderrahmen-fixed lazy"></td>
      <td class="hauptlink"><a href="/joueur/profil/spieler/342229">
        ${name}</a></td>
    </tr><tr><td>${pos}</td></tr></table>
  </td>
  <td class="zentriert">${born}</td>
  <td class="zentriert"><img src="flag.png" title="France" alt="France" class="flaggenrahmen"></td>
  <td class="zentriert">1,78m</td>
  <td class="zentriert">droit</td>
  <td class="zentriert">01/07/2022</td>
  <td class="zentriert"><a title="Monaco"><img alt="AS Monaco"></a></td>
  <td class="zentriert">30/06/2029</td>
  <td class="rechts hauptlink"><a href="/x/marktwertverlauf/spieler/1">180,00 mio. €</a></td>
</tr>`;

const page = (rows: string) => `<!DOCTYPE html><html><head><title>Effectif</title></head><body>
<div class="responsive-table"><table class="items"><thead><tr><th>#</th><th>Joueur</th></tr></thead><tbody>${rows}</tbody></table></div>
</body></html>`;

describe('parseTmSquad', () => {
  it('reads number, name, position and birth date of each row', () => {
    const html = page(
      row('odd', '10', 'Ousmane Demb&eacute;l&eacute;', 'Ailier droit', '15/05/1997 (28)') +
        row('even', '-', 'N&#39;Golo Kant&#233;', 'Milieu d&eacute;fensif', '29 mars 1991 (34)') +
        row('odd selected', '1', 'Lucas Chevalier', 'Gardien de but', 'Nov 6, 2001 (23)'),
    );
    expect(parseTmSquad(html)).toEqual([
      { name: 'Ousmane Dembélé', position: 'Ailier droit', birthDate: '1997-05-15', numero: 10 },
      { name: "N'Golo Kanté", position: 'Milieu défensif', birthDate: '1991-03-29', numero: null },
      { name: 'Lucas Chevalier', position: 'Gardien de but', birthDate: '2001-11-06', numero: 1 },
    ]);
  });

  it('guess, not recorded by us: reads the shirt number written unquoted, as public scrapers’ stored pages show it', () => {
    // Source: FINDINGS.md §10 (stored HTML fixtures of public scrapers, e.g. the pages behind
    // felipeall/transfermarkt-api issue #117): `<td class="zentriert rueckennummer bg_Torwart" title="Goalkeeper"><div class=rn_nummer>36</div></td>`.
    const unquoted = row('odd', '36', 'Lucas Chevalier', 'Gardien de but', '06/11/2001 (24)')
      .replace('<div class="rn_nummer">', '<div class=rn_nummer>')
      .replace('<tr class="odd">', '<tr class=odd>')
      .replace(
        '<td class="zentriert rueckennummer bg_Sturm" title="Attaquant">',
        '<td title="Goalkeeper" class="zentriert rueckennummer bg_Torwart">',
      );
    expect(unquoted).toContain('<div class=rn_nummer>36</div>');
    expect(parseTmSquad(page(unquoted + row('even', '7', 'Khvicha Kvaratskhelia', 'Ailier gauche', '12/02/2001 (25)')))).toEqual([
      { name: 'Lucas Chevalier', position: 'Gardien de but', birthDate: '2001-11-06', numero: 36 },
      { name: 'Khvicha Kvaratskhelia', position: 'Ailier gauche', birthDate: '2001-02-12', numero: 7 },
    ]);
  });

  it('calls a page without squad table or without players garbage', () => {
    expect(() => parseTmSquad('<html><body>Accès refusé</body></html>')).toThrow(ParseError);
    expect(() => parseTmSquad(page(''))).toThrow('aucun joueur');
  });

  it('reads dates in the site’s forms, preferring the one followed by the age', () => {
    expect(parseTmDate('01/07/2022 15/05/1997 (28)')).toBe('1997-05-15');
    expect(parseTmDate('20 déc. 1998 (26)')).toBe('1998-12-20');
    expect(parseTmDate('31/02/1998')).toBeNull();
    expect(parseTmDate('inconnu')).toBeNull();
    expect(decodeEntities('&amp;&lt;&#x41;&#66;&quot;&inconnu;')).toBe('&<AB"&inconnu;');
  });
});
