/**
 * Deterministic generation of FICTIONAL players for the demo (seeded PRNG, never Math.random).
 * Names are random combinations of invented / uncommon first and last names.
 */
import type { Poste } from '@poolfoot/domain';
import { DEMO_CLUBS, type DemoClub } from './clubs.js';

export type DemoPlayer = {
  /** External id of the club (DemoClub.club_id), not the database id. */
  club_id: string;
  nom: string;
  prenom: string;
  poste: Poste;
  numero: number;
  /** Numeric string, unique over the whole demo ('100001'...). */
  lfp_id: string;
  /** The Opta number, unique over the whole demo ('200001'...): the league sends it as a number. */
  short_opta_id: string;
  /** 'YYYY-MM-DD'. */
  birth_date: string;
  /** Points total of 2024/25 (0..180). */
  totalPrev: number;
};

export const DEMO_SEED = 20252026;

/** Squad composition of every club: 25 players. */
const SQUAD: readonly { poste: Poste; count: number; starters: number; max: number }[] = [
  { poste: 'GB', count: 3, starters: 1, max: 120 },
  { poste: 'DC', count: 5, starters: 2, max: 105 },
  { poste: 'DL', count: 4, starters: 2, max: 110 },
  { poste: 'MC', count: 5, starters: 2, max: 115 },
  { poste: 'MO', count: 4, starters: 2, max: 145 },
  { poste: 'AT', count: 4, starters: 2, max: 165 },
];

/** Shirt numbers handed first to each position, in order; the rest are drawn at random. */
const CLASSIC_NUMBERS: Record<Poste, number[]> = {
  GB: [1, 16, 30],
  DC: [4, 5],
  DL: [2, 3],
  MC: [6, 8],
  MO: [10, 7],
  AT: [9, 11],
};

const FIRST_NAMES = [
  'Adrien',
  'Alban',
  'Amaury',
  'Anatole',
  'Antonin',
  'Armand',
  'Aurélien',
  'Basile',
  'Bastien',
  'Benoît',
  'Brice',
  'Cédric',
  'Célestin',
  'Clément',
  'Corentin',
  'Damien',
  'Dorian',
  'Edgar',
  'Elias',
  'Émeric',
  'Enzo',
  'Erwan',
  'Étienne',
  'Evan',
  'Fabien',
  'Félix',
  'Florian',
  'Gaël',
  'Gaspard',
  'Gauthier',
  'Grégoire',
  'Hector',
  'Hugo',
  'Ilyes',
  'Isaac',
  'Jérémie',
  'Joachim',
  'Jordan',
  'Jules',
  'Kévin',
  'Killian',
  'Lenny',
  'Léandre',
  'Loïc',
  'Lorenzo',
  'Louka',
  'Malo',
  'Marius',
  'Mathis',
  'Maxence',
  'Milan',
  'Nolan',
  'Octave',
  'Pacôme',
  'Quentin',
  'Rayan',
  'Rémi',
  'Romain',
  'Sacha',
  'Samuel',
  'Simon',
  'Soan',
  'Tanguy',
  'Théo',
  'Timothée',
  'Tristan',
  'Valentin',
  'Victor',
  'Yanis',
  'Yoann',
  'Zacharie',
  'Adama',
  'Amadou',
  'Bakary',
  'Cheikh',
  'Dario',
  'Diego',
  'Emeka',
  'Fodé',
  'Goran',
  'Ibrahima',
  'Jonas',
  'Kwame',
  'Lamine',
  'Luca',
  'Mamadou',
  'Matías',
  'Moussa',
  'Nikola',
  'Oumar',
  'Pablo',
  'Rafael',
  'Sékou',
  'Stefan',
  'Tiago',
  'Tomás',
  'Yacine',
  'Youssef',
  'Anders',
  'Bram',
];

const LAST_NAMES = [
  'Aubertin',
  'Barral',
  'Beaulieu',
  'Bellanger',
  'Bertaux',
  'Boisseau',
  'Bourdais',
  'Brossard',
  'Caillaux',
  'Chabrol',
  'Charrier',
  'Chevrel',
  'Collardeau',
  'Cornille',
  'Courtade',
  'Delahaye',
  'Delorme',
  'Desbois',
  'Devaux',
  'Dufresne',
  'Duplessis',
  'Durandeau',
  'Escoffier',
  'Fauvel',
  'Ferrand',
  'Fontanel',
  'Fougeron',
  'Gaillac',
  'Gauthereau',
  'Giraudet',
  'Gounelle',
  'Guérand',
  'Jacquelin',
  'Labarthe',
  'Lamarque',
  'Lanvin',
  'Lemarchand',
  'Lescure',
  'Maillol',
  'Mauriac',
  'Mercadier',
  'Montagnac',
  'Navarre',
  'Ollivier',
  'Pagnol',
  'Peyrac',
  'Poitevin',
  'Quéméner',
  'Raffin',
  'Rambaud',
  'Reboul',
  'Rivoire',
  'Sabatier',
  'Sauvageot',
  'Segonzac',
  'Tessier',
  'Thibaud',
  'Vallet',
  'Varenne',
  'Vautrin',
  'Verdier',
  'Villeneuve',
  'Arnoux',
  'Bachelard',
  'Bardin',
  'Belloc',
  'Besnard',
  'Blanchot',
  'Bouvier',
  'Brunel',
  'Carrel',
  'Chassagne',
  'Chauvel',
  'Clavier',
  'Cordier',
  'Coutant',
  'Dardenne',
  'Daumier',
  'Dorval',
  'Duchêne',
  'Estienne',
  'Faucher',
  'Féraud',
  'Garrigue',
  'Grimaud',
  'Hamelin',
  'Hébrard',
  'Jourdan',
  'Lagarde',
  'Marchal',
  'Massenet',
  'Monnier',
  'Kervella',
  "Le Floc'h",
  'Penhoët',
  'Quillévéré',
  'Adjovi',
  'Akpabio',
  'Azoumé',
  'Benkirane',
  'Bouhaddi',
  'Dagbégnon',
  'Ebanga',
  'Gnamien',
  'Hounkpè',
  'Kassoumé',
  'Lawani',
  'Mbaïdé',
  'Nzabonimpa',
  'Ossanga',
  'Sagbohan',
  'Tchamba',
  'Yaméogo',
  'Zinsou',
  'Aranguren',
  'Belmonte',
  'Cifuentes',
  'Iturralde',
  'Mendizábal',
  'Olaechea',
  'Quintanilla',
  'Salcedo',
  'Urrutia',
  'Bertolini',
  'Cavallaro',
  'Ferraresi',
  'Lombardi',
  'Marcon',
  'Santoro',
  'Carvalhal',
  'Figueiredo',
  'Magalhães',
  'Vasconcelos',
  'Radosavljev',
  'Vukadin',
  'Zelenka',
  'Lindqvist',
  'Haugland',
  'Brekke',
  'Van Hoorn',
];

/** mulberry32: a small, fast, deterministic 32-bit PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  const v = list[Math.floor(rand() * list.length)];
  if (v === undefined) throw new Error('pick: empty list');
  return v;
}

const pad = (n: number) => String(n).padStart(2, '0');
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** About 25 fictional players per club (GB 3, DC 5, DL 4, MC 5, MO 4, AT 4), always the same for a seed. */
export function generateDemoPlayers(clubs: readonly DemoClub[] = DEMO_CLUBS, seed = DEMO_SEED): DemoPlayer[] {
  const rand = mulberry32(seed);
  const usedNames = new Set<string>();
  const players: DemoPlayer[] = [];
  let serial = 0;

  clubs.forEach((club, clubIndex) => {
    // Clubs are listed roughly from strongest to weakest.
    const strength = 1.08 - clubIndex * 0.022 + (rand() - 0.5) * 0.06;
    const usedNumbers = new Set<number>();
    const drawNumber = (poste: Poste): number => {
      for (const n of CLASSIC_NUMBERS[poste]) {
        if (!usedNumbers.has(n)) {
          usedNumbers.add(n);
          return n;
        }
      }
      for (;;) {
        const n = 12 + Math.floor(rand() * 29); // 12..40
        if (!usedNumbers.has(n)) {
          usedNumbers.add(n);
          return n;
        }
      }
    };
    // One star per club: an attacker or an attacking midfielder.
    const starPoste: Poste = rand() < 0.65 ? 'AT' : 'MO';

    for (const { poste, count, starters, max } of SQUAD) {
      for (let i = 0; i < count; i++) {
        let prenom: string;
        let nom: string;
        do {
          prenom = pick(rand, FIRST_NAMES);
          nom = pick(rand, LAST_NAMES);
        } while (usedNames.has(`${prenom} ${nom}`));
        usedNames.add(`${prenom} ${nom}`);

        const isStarter = i < starters;
        const isStar = poste === starPoste && i === 0;
        let quality: number;
        if (isStar) quality = 0.85 + rand() * 0.2;
        else if (isStarter) quality = 0.45 + rand() * 0.45;
        else quality = rand() < 0.15 ? 0 : rand() * 0.4;
        const totalPrev = Math.round(clamp(max * quality * strength, 0, 180));

        const oldest = poste === 'GB' ? 1988 : 1991;
        const year = oldest + Math.floor(rand() * (2007 - oldest + 1));
        const birth = new Date(Date.UTC(year, 0, 1) + Math.floor(rand() * 365) * 86_400_000);
        const birth_date = `${birth.getUTCFullYear()}-${pad(birth.getUTCMonth() + 1)}-${pad(birth.getUTCDate())}`;

        serial++;
        players.push({
          club_id: club.club_id,
          nom,
          prenom,
          poste,
          numero: drawNumber(poste),
          lfp_id: String(100000 + serial),
          short_opta_id: String(200000 + serial),
          birth_date,
          totalPrev,
        });
      }
    }
  });
  return players;
}
