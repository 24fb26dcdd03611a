import { plural } from './plural.js';

/** The mercato calls' own French messages (SPEC.md leaves their wording open). */
export const MERCATO_MSG = {
  notRunning: "Le mercato n'est pas en cours.",
  /** /mercato before it opens, and once it is over. */
  notOpenYet: "Le mercato n'est pas encore ouvert.",
  over: 'Le mercato est terminé.',
  alreadyOpen: 'Le mercato est déjà en cours.',
  neverOpened: "Le mercato n'a pas été ouvert.",
  opened: (first: string) => `Mercato ouvert : ${first} commence.`,
  closed: 'Mercato clôturé.',
  notYourTurn: "Ce n'est pas votre tour.",
  notInOrder: 'Ce pooler ne participe pas au mercato.',
  notOnStandby: "Ce pooler n'est pas en attente.",
  passed: (username: string) => `${username} passe son tour.`,
  backToPriority: (username: string) => `${username} revient en priorité.`,
  noJourneeLeft: 'Aucune journée à venir : le mouvement ne peut pas prendre effet.',
  journeeStarted: (n: number, open: number) =>
    `La journée ${n} a déjà commencé : un changement d'équipe prend effet au plus tôt à la journée ${open}.`,
  journeeStartedNoneLeft: (n: number) => `La journée ${n} a déjà commencé et aucune journée à venir ne reste : rien n'a changé.`,
  moveStarted: (n: number) => `Ce mouvement a pris effet à la journée ${n}, déjà commencée : il ne se modifie plus.`,
  lockedSlot: (name: string, n: number) =>
    `${name} est verrouillé dans une compo de la journée ${n} (le match de son club a commencé) : rien n'a changé.`,
  unknownUser: 'Pooler introuvable.',
  unknownJoueur: (id: number) => `Joueur introuvable (${id}).`,
  samePlayer: 'Ancien et nouveau joueur doivent être différents.',
  notOwned: (name: string, username: string) => `${name} ne fait pas partie de l'équipe de ${username}.`,
  arrivesLater: (name: string, journee: number) => `${name} n'arrive dans l'équipe qu'à la journée ${journee}.`,
  samePoste: (a: string, b: string) => `Postes incompatibles: ${a} vs ${b}`,
  taken: (name: string, journee: number) => `${name} n'est pas libre à partir de la journée ${journee}.`,
  /** A player the pooler may not take: his club is at the limit in the team without the player leaving. */
  clubFullShort: 'limite du club atteinte',
  clubLimit: (max: number) => `Maximum atteint pour ce club (${plural(max, 'joueur')} du même club).`,
  picked: (inName: string, outName: string, journee: number) => `${inName} remplace ${outName} à partir de la journée ${journee}.`,
  pairTwice: 'Un joueur ne peut figurer que dans une seule paire.',
  moveNotFound: 'Mouvement introuvable.',
  moveChanged: 'Ce mouvement a changé entre-temps : rechargez la page.',
  moveNotEditable: 'Un échange ne se modifie pas : faites un nouvel échange pour le corriger.',
  moveNewLeft: (name: string) => `${name} a quitté l'équipe depuis ce mouvement : modification impossible.`,
  moveUpdated: 'Mouvement mis à jour.',
  overlap: (name: string) => `${name} appartiendrait à deux poolers à la même journée.`,
  busy: 'Ce joueur vient de changer de propriétaire : rechargez la page.',
} as const;
