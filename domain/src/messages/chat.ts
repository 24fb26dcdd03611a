import type { RoomEvent } from '../chat.js';
import { plural, pts } from './plural.js';

/** The league's room, « Vestiaire » (RULES.md "Vestiaire"): its page, its calls' refusals, its push and the game's messages. */
export const CHAT_MSG = {
  // the calls
  textRequired: 'Message vide : écrivez quelque chose.',
  textTooLong: (max: number) => `Message trop long : ${max} caractères au plus.`,
  emojiInvalid: 'Réaction inconnue.',
  limitInvalid: 'Nombre de messages invalide (1 à 100).',
  notFound: 'Message introuvable.',
  replyNotFound: 'Le message auquel vous répondez est introuvable.',
  notYours: 'Seul son auteur modifie un message.',
  notYoursToDelete: 'Seul son auteur, ou un admin de la ligue, supprime un message.',
  tooLate: (minutes: number) => `Un message se modifie ou se supprime dans les ${minutes} minutes qui suivent son envoi.`,
  alreadyDeleted: 'Ce message est déjà supprimé.',
  gameMessage: 'Un message du jeu ne se modifie pas.',
  tooMany: (max: number) => `Doucement : ${max} messages par minute au plus. Réessayez dans un instant.`,
  posted: 'Message envoyé.',
  edited: 'Message modifié.',
  deleted: 'Message supprimé.',
  // the page
  title: 'Vestiaire',
  intro: 'Le vestiaire de la ligue : on y parle, et le jeu y annonce la draft, le mercato et les résultats.',
  empty: 'Personne n’a encore rien dit. Lancez la conversation !',
  older: 'Messages plus anciens…',
  loadingOlder: 'Chargement des messages plus anciens…',
  start: 'Début de la conversation.',
  placeholder: 'Votre message (@pseudo pour mentionner)',
  mentionSuggestions: 'Membres à mentionner',
  send: 'Envoyer',
  save: 'Enregistrer',
  cancel: 'Annuler',
  reply: 'Répondre',
  replyingTo: (name: string) => `En réponse à ${name}`,
  edit: 'Modifier',
  remove: 'Supprimer',
  removeConfirm: 'Supprimer ce message ? Les autres verront « message supprimé ».',
  react: 'Réagir',
  reactedBy: (names: readonly string[]) => names.join(', '),
  editedMark: '(modifié)',
  deletedByAuthor: 'message supprimé',
  deletedByAdmin: 'message supprimé par un admin',
  game: 'Le jeu',
  seePage: 'Voir',
  unread: (n: number) => plural(n, 'message non lu', 'messages non lus'),
  unreadMany: (n: number) => `Plus de ${n} messages non lus`,
  newMessages: 'Nouveaux messages',
  // the game's messages, and the league's setting of them
  draftStart: (first: string | null) => `La draft commence !${first ? ` Premier à choisir : ${first}.` : ''}`,
  draftEnd: 'La draft est terminée : les équipes sont formées. Place au championnat !',
  mercatoMove: (pooler: string, out: string, inn: string) => `Mercato : ${pooler} recrute ${inn} et libère ${out}.`,
  exchange: (a: string, b: string, fromA: readonly string[], fromB: readonly string[]) =>
    `Échange : ${a} cède ${fromA.join(', ')} à ${b} contre ${fromB.join(', ')}.`,
  replacement: (pooler: string, out: string, inn: string) => `Remplacement : ${pooler} remplace ${out} par ${inn}.`,
  tradeDone: (a: string, b: string, fromA: readonly string[], fromB: readonly string[], numjournee: number) =>
    `Échange entre poolers : ${a} cède ${fromA.join(', ')} à ${b} contre ${fromB.join(', ')}, à partir de la J${numjournee}.`,
  results: (
    numjournee: number,
    biggest: { winner: string; loser: string; won: number; lost: number } | null,
    best: { names: readonly string[]; points: number } | null,
  ) =>
    [
      `J${numjournee} : les résultats sont là.`,
      biggest ? `Plus large victoire : ${biggest.winner}, ${biggest.won}–${biggest.lost} contre ${biggest.loser}.` : '',
      best ? `Meilleur score : ${best.names.join(' et ')} (${pts(best.points)}).` : '',
    ]
      .filter(Boolean)
      .join(' '),
  champion: (saison: string, name: string, points: number) =>
    `${saison} : ${name} est champion de la ligue, avec ${pts(points)} au classement. Bravo !`,
  roomEventsTitle: 'Messages du jeu dans le Vestiaire',
  roomEvents: {
    draft: 'Le début et la fin de la draft',
    mercato: 'Chaque mouvement du mercato',
    trades: 'Chaque échange entre poolers',
    results: 'Les résultats de chaque journée',
    champion: 'Le champion de la saison',
  } satisfies Record<RoomEvent, string>,
  roomEventsNote: 'Chaque message du jeu mène à sa page. Les membres parlent toujours, eux.',
  roomEventsInvalid: 'Messages du jeu : chaque sorte est activée ou non.',
  // the push
  pushTitle: 'Nouveau message',
  pushMention: (author: string, ligue: string, text: string) => `${author} vous mentionne dans ${ligue} : ${text}`,
  pushReply: (author: string, ligue: string, text: string) => `${author} vous répond dans ${ligue} : ${text}`,
} as const;
