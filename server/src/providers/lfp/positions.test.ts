import { describe, expect, it } from 'vitest';
import { finerPoste, newcomerPoste, realsPoste, sheetPoste, syncedPoste, ultraPoste } from './positions.js';
import { parseMatch, parsePlayer } from './parse.js';
import { recorded } from './recorded/read.js';

describe('positions from the league', () => {
  it('maps realUltraPosition (match sheets) to ours: 10 GB, 20 DC, 21 DL, 30 MC, 31 MO, 40 AT', () => {
    expect([10, 20, 21, 30, 31, 40].map(ultraPoste)).toEqual(['GB', 'DC', 'DL', 'MC', 'MO', 'AT']);
    expect([null, undefined, 50, 0].map(ultraPoste)).toEqual([null, null, null, null]);
  });

  it('reads them off the recorded sheets: the players on the pitch have one, the unused substitutes none', () => {
    const m = parseMatch(recorded('championship-match.final.json'));
    const poste = Object.fromEntries(m.home.players.map((p) => [p.name, p.poste]));
    expect(poste).toEqual({
      'Fabian Ruiz': 'MO',
      'Lucas Hernandez': 'DL',
      'Lucas Beraldo': null,
      'Matvey Safonov': 'GB',
      'Joao Neves': 'MC',
      'Willian Pacho': 'DC',
      'Khvicha Kvaratskhelia': 'AT',
      'Illia Zabarnyi': null,
    });
  });

  it('maps realsPositions: "goalkeeper" recorded; centralDefender, leftWingBack and striker are named by OpenScore only (a guess)', () => {
    expect(realsPoste(parsePlayer(recorded('championship-player.json')).realsPositions)).toBe('GB');
    expect(realsPoste(['centralDefender'])).toBe('DC');
    expect(realsPoste(['leftWingBack'])).toBe('DL');
    expect(realsPoste(['striker'])).toBe('AT');
    expect(realsPoste(['attackingMidfielder', 'striker'])).toBe('MO');
    expect(realsPoste(['defensiveMidfielder'])).toBe('MC');
    expect(realsPoste(['inconnu'])).toBeNull();
    expect(realsPoste([])).toBeNull();
  });

  it('maps Transfermarkt’s French labels', () => {
    const cases: [string, string | null][] = [
      ['Gardien de but', 'GB'],
      ['Défenseur central', 'DC'],
      ['Arrière droit', 'DL'],
      ['Milieu défensif', 'MC'],
      ['Milieu offensif', 'MO'],
      ['Ailier gauche', 'MO'],
      ['Avant-centre', 'AT'],
      ['', null],
    ];
    for (const [label, poste] of cases) expect([label, finerPoste(label)]).toEqual([label, poste]);
  });

  it('gives a newcomer the finer position, else his family’s: goalkeeper GB, defender DC, midfielder MC, striker AT', () => {
    expect(newcomerPoste('goalkeeper', null)).toBe('GB');
    expect(newcomerPoste('defender', null)).toBe('DC');
    expect(newcomerPoste('defender', 'DL')).toBe('DL');
    expect(newcomerPoste('midfielder', null)).toBe('MC');
    expect(newcomerPoste('midfielder', 'MO')).toBe('MO');
    expect(newcomerPoste('striker', null)).toBe('AT');
  });

  it('a squad sync keeps what an admin set and a position the family allows', () => {
    expect(syncedPoste('AT', true, 'defender')).toBe('AT');
    expect(syncedPoste('MO', false, 'midfielder')).toBe('MO');
    expect(syncedPoste('MO', false, 'striker')).toBe('MO');
    expect(syncedPoste('DL', false, 'defender')).toBe('DL');
    expect(syncedPoste('GB', false, 'defender')).toBe('DC');
  });

  it('a sheet refines a position once, never one an admin set', () => {
    const fresh = { poste: 'DC', posteManual: false, posteFine: false };
    expect(sheetPoste(fresh, 'DL')).toBe('DL');
    expect(sheetPoste(fresh, null)).toBeNull();
    expect(sheetPoste({ ...fresh, posteFine: true }, 'DL')).toBeNull();
    expect(sheetPoste({ ...fresh, posteManual: true }, 'DL')).toBeNull();
  });
});
