/**
 * The 18 clubs of Ligue 1 2025/26 (demo data). `official_name` matches ligue1-2025-26.matches.json exactly.
 *
 * `club_id` is the league's own club number (its `shortId`, stable across seasons), so a database seeded with
 * the demo and pointed at the real league maps the same clubs. Recorded (providers/lfp/recorded/FINDINGS.md §4,
 * `championship-matches-game-week.pre.json` `matches[*].home|away.clubIdentity`, 2026/27): the 16 clubs still in
 * Ligue 1 in 2026/27, and their `league` names and colours. FC Nantes 12: OpenScore sample
 * `championships-daily-calendars-matches.json` (captured 2026-09-11), Ligue 2 match `l1_championship_match_74180`
 * `away.clubIdentity`. FC Metz: NOT FOUND in any recording; 999 and its `league` fields are a guess (999 so that it
 * cannot silently stand for another real club). `optaId`: PSG 149, Rennes 150, OM 144 recorded; the others are a
 * guess (900 + shortId).
 */
export type DemoClub = {
  /** The league's club number (`shortId`), as text. */
  club_id: string;
  /** Short display name. */
  name: string;
  official_name: string;
  transfermarkt_url: string;
  /** How the league names the club (its `clubIdentity`). */
  league: {
    name: string;
    officialName: string;
    shortName: string;
    displayName: string;
    trigram: string;
    primaryColor: string;
    secondaryColor: string;
    optaId: number;
  };
};

const tm = (slug: string, id: number) => `https://www.transfermarkt.fr/${slug}/startseite/verein/${id}`;
const league = (
  name: string,
  officialName: string,
  shortName: string,
  displayName: string,
  trigram: string,
  [primaryColor, secondaryColor]: [string, string],
  optaId: number,
): DemoClub['league'] => ({ name, officialName, shortName, displayName, trigram, primaryColor, secondaryColor, optaId });

// Listed roughly from strongest to weakest (the players' generation reads this order).
export const DEMO_CLUBS: readonly DemoClub[] = [
  {
    club_id: '13',
    name: 'PSG',
    official_name: 'Paris Saint-Germain FC',
    transfermarkt_url: tm('fc-paris-saint-germain', 583),
    league: league('Paris Saint-Germain', 'Paris Saint-Germain', 'PSG', 'Paris Saint-Germain', 'PSG', ['#004070', '#E30613'], 149),
  },
  {
    club_id: '1',
    name: 'Marseille',
    official_name: 'Olympique de Marseille',
    transfermarkt_url: tm('olympique-marseille', 244),
    league: league('Olympique de Marseille', 'Marseille', 'OM', 'Olympique De Marseille', 'OM', ['#0B4A89', '#FFFFFF'], 144),
  },
  {
    club_id: '159',
    name: 'Lyon',
    official_name: 'Olympique Lyonnais',
    transfermarkt_url: tm('olympique-lyon', 1041),
    league: league('Olympique Lyonnais', 'Lyon', 'OL', 'Olympique Lyonnais', 'OL', ['#0F23AA', '#E5202E'], 1059),
  },
  {
    club_id: '9',
    name: 'Monaco',
    official_name: 'AS Monaco FC',
    transfermarkt_url: tm('as-monaco', 162),
    league: league('AS Monaco', 'Monaco', 'AS Monaco', 'As Monaco', 'ASM', ['#D70032', '#FFFFFF'], 909),
  },
  {
    club_id: '158',
    name: 'Lille',
    official_name: 'Lille OSC',
    transfermarkt_url: tm('losc-lille', 1082),
    league: league('LOSC Lille', 'Lille', 'LOSC', 'LOSC Lille', 'LIL', ['#E41B13', '#211E5F'], 1058),
  },
  {
    club_id: '6',
    name: 'Lens',
    official_name: 'Racing Club de Lens',
    transfermarkt_url: tm('rc-lens', 826),
    league: league('RC Lens', 'Lens', 'RC Lens', 'Rc Lens', 'RCL', ['#FFD500', '#C51315'], 906),
  },
  {
    club_id: '14',
    name: 'Rennes',
    official_name: 'Stade Rennais FC 1901',
    transfermarkt_url: tm('fc-stade-rennais', 273),
    league: league('Stade Rennais FC', 'Rennes', 'Rennes', 'Stade Rennais Fc', 'REN', ['#DA261B', '#000000'], 150),
  },
  {
    club_id: '30',
    name: 'Nice',
    official_name: 'OGC Nice',
    transfermarkt_url: tm('ogc-nizza', 417),
    league: league('OGC Nice', 'Nice', 'OGC Nice', 'Ogc Nice', 'NIC', ['#2C2A29', '#DA2128'], 930),
  },
  {
    club_id: '15',
    name: 'Strasbourg',
    official_name: 'RC Strasbourg Alsace',
    transfermarkt_url: tm('rc-strassburg-alsace', 667),
    league: league('RC Strasbourg Alsace', 'Strasbourg', 'Strasbourg', 'Rc Strasbourg Alsace', 'STR', ['#009EE2', '#DB2F34'], 915),
  },
  {
    club_id: '44',
    name: 'Brest',
    official_name: 'Stade Brestois 29',
    transfermarkt_url: tm('stade-brest-29', 3911),
    league: league('Stade Brestois 29', 'Brest', 'Brest', 'Stade Brestois 29', 'BRE', ['#D10A11', '#FFFFFF'], 944),
  },
  {
    club_id: '16',
    name: 'Toulouse',
    official_name: 'Toulouse FC',
    transfermarkt_url: tm('fc-toulouse', 415),
    league: league('Toulouse FC', 'Toulouse', 'Toulouse FC', 'Toulouse Fc', 'TFC', ['#2a1c6d', '#FFFFFF'], 916),
  },
  {
    club_id: '12',
    name: 'Nantes',
    official_name: 'FC Nantes',
    transfermarkt_url: tm('fc-nantes', 995),
    league: league('FC Nantes', 'Nantes', 'FC Nantes', 'Fc Nantes', 'NAN', ['#FFDC00', '#00A558'], 912),
  },
  {
    club_id: '2',
    name: 'Auxerre',
    official_name: 'AJ Auxerre',
    transfermarkt_url: tm('aj-auxerre', 290),
    league: league('AJ Auxerre', 'Auxerre', 'AJ Auxerre', 'Aj Auxerre', 'AJA', ['#2b2b2d', '#073ba0'], 902),
  },
  {
    club_id: '37',
    name: 'Angers',
    official_name: 'Angers SCO',
    transfermarkt_url: tm('sco-angers', 1420),
    league: league('Angers SCO', 'Angers', 'Angers SCO', 'Angers Sco', 'SCO', ['#000000', '#FFFFFF'], 937),
  },
  {
    club_id: '5',
    name: 'Le Havre',
    official_name: 'Le Havre AC',
    transfermarkt_url: tm('ac-le-havre', 738),
    league: league('Havre Athletic Club', 'Le Havre', 'Havre AC', 'Havre Athletic Club', 'HAC', ['#79BDE8', '#183360'], 905),
  },
  {
    club_id: '7',
    name: 'Lorient',
    official_name: 'FC Lorient',
    transfermarkt_url: tm('fc-lorient', 1158),
    league: league('FC Lorient', 'Lorient', 'FC Lorient', 'Fc Lorient', 'FCL', ['#EB740E', '#2C2723'], 907),
  },
  {
    club_id: '999',
    name: 'Metz',
    official_name: 'FC Metz',
    transfermarkt_url: tm('fc-metz', 347),
    league: league('FC Metz', 'Metz', 'FC Metz', 'Fc Metz', 'FCM', ['#7A0026', '#FFFFFF'], 1899),
  },
  {
    club_id: '90',
    name: 'Paris FC',
    official_name: 'Paris FC',
    transfermarkt_url: tm('paris-fc', 10004),
    league: league('Paris FC', 'Paris FC', 'Paris FC', 'Paris Fc', 'PFC', ['#0A0E2D', '#FFFFFF'], 990),
  },
];
