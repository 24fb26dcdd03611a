import { plural } from './plural.js';

/** The clubs calls' own French texts, and the import summaries the joueurs calls share. */

/** The message of an import: '3 clubs importés (2 créés, 1 mis à jour), 1 en erreur.' */
export const importSummary = (noun: string, created: number, updated: number, errors: number) => {
  const n = created + updated;
  return `${plural(n, noun)} ${n > 1 ? 'importés' : 'importé'} (${plural(created, 'créé')}, ${updated} mis à jour), ${errors} en erreur.`;
};
/** Element numbers as the admin counts them (1-based): 'éléments 1 et 3', 'éléments 1, 2 et 5'. */
export const elementList = (indexes: number[]) => {
  const n = indexes.map((i) => String(i + 1));
  return n.length < 2 ? n.join('') : `${n.slice(0, -1).join(', ')} et ${n.at(-1)}`;
};

/** The clubs calls' own French messages (SPEC.md leaves their wording open). */
export const CLUBS_MSG = {
  notFound: 'Club introuvable.',
  created: 'Club créé.',
  updated: 'Club mis à jour.',
  deleted: 'Club supprimé.',
  unknownSeason: 'Saison inconnue.',
  duplicateExtId: (id: string) => `Un club avec l'identifiant externe « ${id} » existe déjà pour cette saison.`,
  hasPlayers: (n: number) =>
    `Suppression impossible : ce club compte encore ${plural(n, 'joueur')}. Supprimez-les ou changez-les de club d'abord.`,
  hasMatches: (n: number) =>
    `Suppression impossible : ce club figure dans ${plural(n, 'match', 'matchs')} de Ligue 1 ${n > 1 ? 'enregistrés' : 'enregistré'}.`,
  hasStats: 'Suppression impossible : des statistiques de match sont rattachées à ce club.',
  referenced: 'Suppression impossible : ce club est encore utilisé.',
  importExtIdRequired: "Identifiant externe requis pour l'import.",
  duplicateInFile: (id: string, indexes: number[]) =>
    `club_id « ${id} » présent plusieurs fois dans le fichier (éléments ${elementList(indexes)}).`,
  importDone: (created: number, updated: number, errors: number) => importSummary('club', created, updated, errors),
} as const;
