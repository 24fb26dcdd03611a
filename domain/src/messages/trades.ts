import { plural } from './plural.js';

/** A list of names the French way: « A », « A et B », « A, B et C ». */
const listOf = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;

/** Where a proposal stands (RULES.md "Trades"), as the pages name it. */
export const TRADE_STATUS_LABELS = {
  pending: 'En attente de réponse',
  accepted: 'Acceptée, en attente de validation',
  done: 'Effectué',
  refused: 'Refusée',
  withdrawn: 'Retirée',
  countered: 'Remplacée par une contre-proposition',
  expired: 'Expirée',
  cancelled: 'Annulée',
  vetoed: 'Refusé par l’admin',
} as const;

/** Trades between poolers (RULES.md "Trades"): the calls' refusals and answers, the notices, the page and the dialog. */
export const TRADES_MSG = {
  // The request
  sideSize: 'Un échange compte de 1 à 3 joueurs de chaque côté.',
  twice: 'Un joueur ne figure qu’une fois dans un échange.',
  messageTooLong: (max: number) => `Message : ${max} caractères au plus.`,
  actionInvalid: 'Action inconnue.',
  // The refusals
  yourself: 'Vous ne pouvez pas vous proposer un échange à vous-même.',
  poolerNotFound: 'Pooler introuvable dans cette ligue.',
  notFound: 'Proposition d’échange introuvable.',
  notForYou: 'Cette proposition ne vous est pas adressée : seul son destinataire y répond.',
  notYours: 'Seul l’auteur d’une proposition peut la retirer.',
  notPending: (status: string) => `Cette proposition n’attend plus de réponse (${status.toLowerCase()}).`,
  expired: 'Cette proposition a expiré : proposez un nouvel échange.',
  counterWrongPartner: 'Une contre-proposition s’adresse à l’auteur de la proposition reçue.',
  closed: { draft: 'Les échanges sont fermés pendant la draft.', mercato: 'Les échanges sont fermés pendant le mercato.' } as const,
  noJourneeLeft: 'Aucune journée à venir : un échange ne peut plus prendre effet.',
  deadlinePassed: (deadline: number, n: number) =>
    `Les échanges sont clos : la date limite est la journée ${deadline}, un échange prendrait effet à la journée ${n}.`,
  limitPoste: (team: string, poste: string, max: number) =>
    `Après l’échange, l’équipe de ${team} aurait plus de ${plural(max, 'joueur')} au poste ${poste}.`,
  limitClub: (team: string, club: string, max: number) =>
    `Après l’échange, l’équipe de ${team} aurait plus de ${plural(max, 'joueur')} de ${club}.`,
  notAwaitingReview: 'Cet échange n’attend pas de validation.',
  // Why a proposal was closed without its parties (kept with it)
  tradedElsewhere: (player: string, a: string, b: string) => `${player} est parti dans un autre échange (${a} ⇄ ${b}).`,
  failedAtReview: (why: string) => `Non effectué à la fin du délai de validation : ${why}`,
  stale: (player: string, team: string) => `${player} ne fait plus partie de l’équipe de ${team}.`,
  // The answers
  proposed: (to: string) => `Proposition envoyée à ${to}.`,
  countered: (to: string) => `Contre-proposition envoyée à ${to}.`,
  refused: 'Proposition refusée.',
  withdrawn: 'Proposition retirée.',
  done: (n: number) => `Échange effectué : il prend effet à la journée ${n}.`,
  awaitingReview: (hours: number) => `Échange accepté : l’admin de la ligue a ${hours} h pour le valider, sinon il se fait.`,
  approved: (n: number) => `Échange validé : il prend effet à la journée ${n}.`,
  vetoed: 'Échange refusé : les équipes ne changent pas.',
  vetoedWhy: 'l’admin de la ligue l’a refusé.',
  lineupLoss: (players: readonly string[], n: number) =>
    `${listOf(players)} ${players.length > 1 ? 'quittent' : 'quitte'} votre compo de la journée ${n} : complétez-la.`,
  // The notices (push, type 'trade')
  pushProposalTitle: 'Proposition d’échange',
  pushProposal: (from: string, give: readonly string[], take: readonly string[], ligue: string) =>
    `${from} vous propose ${listOf(give)} contre ${listOf(take)} (${ligue}).`,
  pushLineupTitle: 'Échange : votre compo a changé',
  pushAnsweredTitle: (accepted: boolean) => (accepted ? 'Proposition acceptée' : 'Proposition refusée'),
  pushAnswered: (to: string, accepted: boolean, ligue: string) =>
    `${to} a ${accepted ? 'accepté' : 'refusé'} votre proposition d’échange (${ligue}).`,
  pushOutcomeTitle: (done: boolean) => (done ? 'Échange effectué' : 'Échange annulé'),
  pushOutcome: (a: string, b: string, n: number | null, why: string | null) =>
    n !== null
      ? `L’échange entre ${a} et ${b} prend effet à la journée ${n}.`
      : `L’échange entre ${a} et ${b} ne se fera pas${why ? ` : ${why}` : '.'}`,
  // The menu, the home and the page
  nav: 'Échanges',
  waiting: (n: number) => plural(n, 'proposition d’échange attend', 'propositions d’échange attendent'),
  waitingHome: (n: number) => `${plural(n, 'proposition d’échange attend', 'propositions d’échange attendent')} votre réponse.`,
  waitingBadge: (n: number) => `${plural(n, 'proposition', 'propositions')} en attente`,
  title: 'Échanges',
  intro: 'Proposez à un autre pooler 1 à 3 de vos joueurs contre 1 à 3 des siens.',
  propose: 'Proposer un échange',
  closedNow: (why: string) => `${why} Vous pouvez encore répondre aux propositions en les refusant ou les retirer.`,
  effectAt: (n: number) => `Un échange accepté maintenant prend effet à la journée ${n}.`,
  deadlineNote: (n: number) => `Date limite des échanges : journée ${n}.`,
  reviewNote: 'Chaque échange accepté est validé par l’admin de la ligue (24 h au plus, sinon il se fait).',
  received: 'Reçues',
  sent: 'Envoyées',
  toReview: 'À valider',
  history: 'Historique de la ligue',
  noReceived: 'Aucune proposition reçue.',
  noSent: 'Aucune proposition envoyée.',
  noReview: 'Aucun échange à valider.',
  noHistory: 'Aucun échange dans la ligue pour le moment.',
  loadFailed: 'Les échanges n’ont pas pu être chargés.',
  retry: 'Réessayer',
  from: (name: string) => `De ${name}`,
  to: (name: string) => `À ${name}`,
  gives: (name: string) => `${name} donne`,
  expiresAt: (at: string) => `Expire le ${at}`,
  sentAt: (at: string) => `Envoyée le ${at}`,
  reviewBy: (at: string) => `Validation avant le ${at}`,
  effect: (n: number) => `Effet à la journée ${n}`,
  adminExchange: 'Échange de l’admin',
  accept: 'Accepter',
  refuse: 'Refuser',
  counter: 'Contre-proposer',
  withdraw: 'Retirer',
  approve: 'Valider',
  veto: 'Refuser l’échange',
  acceptTitle: 'Accepter cet échange ?',
  acceptConfirm: (give: readonly string[], take: readonly string[]) =>
    `Vous donnez ${listOf(give)} et recevez ${listOf(take)}. Un échange accepté ne s’annule pas.`,
  withdrawTitle: 'Retirer cette proposition ?',
  withdrawConfirm: (to: string) => `${to} ne pourra plus l’accepter.`,
  refuseTitle: 'Refuser cette proposition ?',
  refuseConfirm: (from: string) => `${from} verra votre refus ; vous pouvez aussi lui faire une contre-proposition.`,
  approveTitle: 'Valider cet échange ?',
  approveConfirm: (a: string, b: string) => `L’échange entre ${a} et ${b} se fait à la première journée pas encore commencée.`,
  vetoTitle: 'Refuser cet échange ?',
  vetoConfirm: (a: string, b: string) => `L’échange entre ${a} et ${b} ne se fera pas : ils en sont avertis sur leur page.`,
  // The dialog
  dialogTitle: (to: string | null) => (to ? `Proposer un échange à ${to}` : 'Proposer un échange'),
  counterTitle: (to: string) => `Contre-proposition à ${to}`,
  partner: 'Avec',
  partnerPlaceholder: 'Choisissez un pooler',
  myPlayers: (n: number) => `Je donne (${n}/3)`,
  hisPlayers: (name: string, n: number) => `Je reçois de ${name} (${n}/3)`,
  message: 'Message (facultatif)',
  messagePlaceholder: 'Un mot pour convaincre…',
  pickBoth: 'Choisissez 1 à 3 joueurs de chaque côté.',
  sideFull: 'Déjà 3 joueurs de ce côté.',
  send: 'Envoyer la proposition',
  sendCounter: 'Envoyer la contre-proposition',
  cancel: 'Annuler',
  noTeam: 'Aucun joueur dans cette équipe.',
  noPartner: 'Aucun autre pooler dans la ligue.',
  between: (a: string, b: string) => `${a} ⇄ ${b}`,
  // The mercato page, beside its moves
  mercatoCard: 'Échanges entre poolers',
  seeAll: 'Voir les échanges',
  // The league's settings (/admin/ligue)
  settingsTitle: 'Échanges entre poolers',
  reviewLabel: 'Validation des échanges',
  reviewNone: 'Aucune : un échange accepté se fait',
  reviewAdmin: 'Par l’admin de la ligue (24 h, sinon il se fait)',
  deadlineLabel: 'Date limite (dernière journée où un échange prend effet)',
  deadlinePlaceholder: 'Aucune',
  expiryLabel: 'Durée d’une proposition (heures)',
  save: 'Enregistrer les règles des échanges',
  reviewInvalid: 'Validation des échanges : aucune ou par l’admin.',
  deadlineInvalid: 'Date limite des échanges : une journée de 1 à 34, ou aucune.',
  expiryInvalid: 'Durée d’une proposition : de 1 à 168 heures.',
} as const;
