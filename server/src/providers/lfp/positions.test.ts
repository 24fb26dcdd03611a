import { describe, expect, it } from 'vitest';
import { finerPoste, newcomerPoste, syncedPoste } from './positions.js';

describe('positions from the sources', () => {
  it('maps finer labels (league in English, Transfermarkt in French) to ours', () => {
    const cases: [string, string | null][] = [
      ['Goalkeeper', 'GB'],
      ['Gardien de but', 'GB'],
      ['Centre Back', 'DC'],
      ['Central Defender', 'DC'],
      ['Défenseur central', 'DC'],
      ['Full Back', 'DL'],
      ['Left Back', 'DL'],
      ['Wing Back', 'DL'],
      ['Arrière droit', 'DL'],
      ['Defensive Midfielder', 'MC'],
      ['Central Midfielder', 'MC'],
      ['Milieu défensif', 'MC'],
      ['Attacking Midfielder', 'MO'],
      ['Milieu offensif', 'MO'],
      ['Ailier gauche', 'MO'],
      ['Winger', 'MO'],
      ['Striker', 'AT'],
      ['Centre Forward', 'AT'],
      ['Avant-centre', 'AT'],
      ['Defender', null],
      ['', null],
    ];
    for (const [label, poste] of cases) expect([label, finerPoste(label)]).toEqual([label, poste]);
  });

  it('gives a newcomer the finer position, else his family’s: goalkeeper GB, defender DC, midfielder MC, striker AT', () => {
    expect(newcomerPoste('goalkeeper', null)).toBe('GB');
    expect(newcomerPoste('defender', null)).toBe('DC');
    expect(newcomerPoste('defender', 'Full Back')).toBe('DL');
    expect(newcomerPoste('midfielder', null)).toBe('MC');
    expect(newcomerPoste('midfielder', 'Attacking Midfielder')).toBe('MO');
    expect(newcomerPoste('striker', null)).toBe('AT');
  });

  it('never touches what an admin set; keeps a position the family allows; follows a finer one', () => {
    expect(syncedPoste('AT', true, 'defender', 'Centre Back')).toBe('AT');
    expect(syncedPoste('MO', false, 'midfielder', null)).toBe('MO');
    expect(syncedPoste('MO', false, 'striker', null)).toBe('MO');
    expect(syncedPoste('DL', false, 'defender', null)).toBe('DL');
    expect(syncedPoste('GB', false, 'defender', null)).toBe('DC');
    expect(syncedPoste('DC', false, 'defender', 'Full Back')).toBe('DL');
  });
});
