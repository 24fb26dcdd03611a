/** The 18 clubs of Ligue 1 2025/26 (demo data). `official_name` matches ligue1-2025-26.matches.json exactly. */
export type DemoClub = {
  /** External (league) id, stable: '1'..'18'. */
  club_id: string;
  /** Short display name. */
  name: string;
  official_name: string;
  transfermarkt_url: string;
};

const tm = (slug: string, id: number) => `https://www.transfermarkt.fr/${slug}/startseite/verein/${id}`;

export const DEMO_CLUBS: readonly DemoClub[] = [
  { club_id: '1', name: 'PSG', official_name: 'Paris Saint-Germain FC', transfermarkt_url: tm('fc-paris-saint-germain', 583) },
  { club_id: '2', name: 'Marseille', official_name: 'Olympique de Marseille', transfermarkt_url: tm('olympique-marseille', 244) },
  { club_id: '3', name: 'Lyon', official_name: 'Olympique Lyonnais', transfermarkt_url: tm('olympique-lyon', 1041) },
  { club_id: '4', name: 'Monaco', official_name: 'AS Monaco FC', transfermarkt_url: tm('as-monaco', 162) },
  { club_id: '5', name: 'Lille', official_name: 'Lille OSC', transfermarkt_url: tm('losc-lille', 1082) },
  { club_id: '6', name: 'Lens', official_name: 'Racing Club de Lens', transfermarkt_url: tm('rc-lens', 826) },
  { club_id: '7', name: 'Rennes', official_name: 'Stade Rennais FC 1901', transfermarkt_url: tm('fc-stade-rennais', 273) },
  { club_id: '8', name: 'Nice', official_name: 'OGC Nice', transfermarkt_url: tm('ogc-nizza', 417) },
  { club_id: '9', name: 'Strasbourg', official_name: 'RC Strasbourg Alsace', transfermarkt_url: tm('rc-strassburg-alsace', 667) },
  { club_id: '10', name: 'Brest', official_name: 'Stade Brestois 29', transfermarkt_url: tm('stade-brest-29', 3911) },
  { club_id: '11', name: 'Toulouse', official_name: 'Toulouse FC', transfermarkt_url: tm('fc-toulouse', 415) },
  { club_id: '12', name: 'Nantes', official_name: 'FC Nantes', transfermarkt_url: tm('fc-nantes', 995) },
  { club_id: '13', name: 'Auxerre', official_name: 'AJ Auxerre', transfermarkt_url: tm('aj-auxerre', 290) },
  { club_id: '14', name: 'Angers', official_name: 'Angers SCO', transfermarkt_url: tm('sco-angers', 1420) },
  { club_id: '15', name: 'Le Havre', official_name: 'Le Havre AC', transfermarkt_url: tm('ac-le-havre', 738) },
  { club_id: '16', name: 'Lorient', official_name: 'FC Lorient', transfermarkt_url: tm('fc-lorient', 1158) },
  { club_id: '17', name: 'Metz', official_name: 'FC Metz', transfermarkt_url: tm('fc-metz', 347) },
  { club_id: '18', name: 'Paris FC', official_name: 'Paris FC', transfermarkt_url: tm('paris-fc', 10004) },
];

/** The club of an official name (as in the matches file), or undefined. */
export function demoClubByOfficialName(officialName: string): DemoClub | undefined {
  return DEMO_CLUBS.find((c) => c.official_name === officialName);
}
