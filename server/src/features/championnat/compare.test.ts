import { CHAMPIONNAT_MSG } from '@poolfoot/domain';
import { describe, expect, it } from 'vitest';
import { compareSquads, nameTokens } from './compare.js';

const l1 = (id: number, prenom: string | null, nom: string, birthDate: string | null, surnom: string | null = null) => ({
  id,
  prenom,
  nom,
  surnom,
  birthDate,
});

describe('compareSquads', () => {
  it('normalises names: case, accents, punctuation, word order', () => {
    expect(nameTokens("N'Golo  KANTÉ")).toEqual(['golo', 'kante', 'n']);
    expect(nameTokens('Kanté N’Golo')).toEqual(nameTokens("N'Golo Kanté"));
  });

  it('matches by name and birth date; flags other birth dates, and players on one side only', () => {
    const ours = [
      l1(1, 'Ousmane', 'Dembélé', '1997-05-15'),
      l1(2, 'Marcos', 'Aoás Corrêa', '1994-05-14', 'Marquinhos'),
      l1(3, 'Kylian', 'Mbappé Lottin', '1998-12-20'),
      l1(4, 'Lucas', 'Hernández', '1996-02-14'),
      l1(5, 'Vitor', 'Machado Ferreira', '2000-02-13'),
      l1(6, 'Jean', 'Absent', '2001-01-01'),
      l1(7, 'Sans', 'Date', null),
    ];
    const tm = [
      { name: 'Ousmane Dembele', birthDate: '1997-05-15' },
      { name: 'Marquinhos', birthDate: '1994-05-14' },
      { name: 'Kylian Mbappé', birthDate: '1998-12-20' },
      { name: 'Lucas Hernandez', birthDate: '1996-02-15' },
      { name: 'Vitinha Ferreira', birthDate: '2000-02-13' },
      { name: 'Sans Date', birthDate: '1999-09-09' },
      { name: 'Nouveau Venu', birthDate: '2005-05-05' },
    ];
    const { ok, check } = compareSquads(ours, tm);
    expect(ok.map((p) => p.id)).toEqual([1, 2, 3, 5]);
    expect(check).toEqual([
      {
        source: 'lfp',
        joueur_id: 4,
        name: 'Lucas Hernández',
        birth_date: '1996-02-14',
        reason: CHAMPIONNAT_MSG.birthDiffers('Transfermarkt : 15/02/1996'),
      },
      { source: 'lfp', joueur_id: 7, name: 'Sans Date', birth_date: null, reason: CHAMPIONNAT_MSG.birthUnknown },
      { source: 'lfp', joueur_id: 6, name: 'Jean Absent', birth_date: '2001-01-01', reason: CHAMPIONNAT_MSG.missingInTm },
      { source: 'tm', joueur_id: null, name: 'Nouveau Venu', birth_date: '2005-05-05', reason: CHAMPIONNAT_MSG.missingInLfp },
    ]);
  });
});
