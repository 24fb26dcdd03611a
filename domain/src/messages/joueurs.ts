import { elementList, importSummary } from './clubs.js';

/** The joueurs calls' own French messages (SPEC.md leaves their wording open). */
export const JOUEURS_MSG = {
  /** The season a player's `total` (the draft's ranking) comes from: the one before the season played. */
  /** The season before the active one, in short ('2024/25' while Saison 2025/2026, id 2026, is active): its players' total. */
  previousSeason: (activeId: number) => `${activeId - 2}/${String(activeId - 1).slice(-2)}`,
  notFound: 'Joueur introuvable.',
  created: 'Joueur créé.',
  updated: 'Joueur mis à jour.',
  deleted: 'Joueur supprimé.',
  unknownSeason: 'Saison inconnue.',
  unknownClub: (id: number) => `club_id : club inconnu pour cette saison (${id}).`,
  duplicateLfpId: (id: string) => `Un joueur avec le lfp_id « ${id} » existe déjà pour cette saison.`,
  inTeam: 'Suppression impossible : ce joueur fait partie (ou a fait partie) de l’équipe d’un pooler.',
  drafted: 'Suppression impossible : ce joueur a été choisi à la draft.',
  inLineup: 'Suppression impossible : ce joueur figure dans une composition.',
  hasStats: 'Suppression impossible : ce joueur a des statistiques ou des points enregistrés.',
  inMercato: 'Suppression impossible : ce joueur figure dans un mouvement du mercato.',
  referenced: 'Suppression impossible : ce joueur est encore utilisé.',
  duplicateInFile: (id: string, indexes: number[]) =>
    `lfp_id « ${id} » présent plusieurs fois dans le fichier (éléments ${elementList(indexes)}).`,
  importDone: (created: number, updated: number, errors: number) => importSummary('joueur', created, updated, errors),
} as const;
