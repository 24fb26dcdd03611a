import { plural } from './plural.js';

/** A date and time in Europe/Paris as the spec writes them: « 28/11 à 21:05 ». */
const parisDayTime = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month} à ${parts.hour}:${parts.minute}`;
};

/** Push notifications: what each one says, and the notifications part of /user/account. */
export const PUSH_MSG = {
  // The notifications (title, then text)
  draftTurnTitle: 'À vous de choisir !',
  draftTurn: (ligue: string, tour: number, deadline: string | null) =>
    `Draft de ${ligue}, tour ${tour} : c’est votre choix${deadline ? `, avant le ${parisDayTime(deadline)}` : ''}.`,
  autoPickTitle: 'Draft : choisi pour vous',
  autoPick: (ligue: string, player: string, fromList: boolean) =>
    `Draft de ${ligue} : ${player}, ${fromList ? 'le premier de votre liste encore libre' : 'le meilleur de la saison passée encore libre (votre liste était vide ou épuisée)'}.`,
  mercatoTurnTitle: 'Mercato : à vous !',
  mercatoTurn: (ligue: string, round: number) => `Mercato de ${ligue}, tour ${round} : c’est à vous de jouer.`,
  lineupTitle: (numjournee: number) => `J${numjournee} : votre compo est incomplète`,
  lineup: (ligue: string, empty: number) =>
    `${ligue} : premier coup d’envoi dans une heure, ${plural(empty, 'place vide', 'places vides')} dans votre compo.`,
  /** Its text is the home's « Victoire 19–10 contre Camille » (HOME_MSG.lastResult), after the league's name. */
  resultTitle: (numjournee: number) => `J${numjournee} : votre match est terminé`,
  resultBye: (points: number) => `Exempt cette journée : ${plural(points, 'point')}.`,
  liveTitle: { goal: 'But !', assist: 'Passe décisive !', red: 'Carton rouge' } as const,
  live: (kind: 'goal' | 'assist' | 'red', player: string, match: string, ligue: string) =>
    `${player} (${match}) ${{ goal: 'marque', assist: 'fait une passe décisive', red: 'est expulsé' }[kind]} : il est dans votre compo de ${ligue}.`,
  testTitle: 'Poolfoot',
  test: 'Notification de test : cet appareil recevra vos notifications.',
  // The calls
  endpointRefused: 'Service de notification non reconnu : abonnez-vous depuis un navigateur à jour.',
  subscriptionInvalid: 'Abonnement aux notifications invalide.',
  typesInvalid: 'Type de notification inconnu.',
  subscribed: 'Cet appareil recevra vos notifications.',
  choicesSaved: 'Vos choix de notifications sont enregistrés.',
  unsubscribed: 'Cet appareil ne recevra plus de notifications.',
  notSubscribed: 'Cet appareil n’est pas abonné aux notifications.',
  tooManyDevices: (max: number) => `Vous avez déjà ${max} appareils abonnés : désabonnez-en un d’abord.`,
  testSent: (devices: number) =>
    devices === 0 ? 'Aucun appareil abonné.' : `Notification de test envoyée à ${plural(devices, 'appareil')}.`,
  testFailed: 'Le service de notification de cet appareil n’a pas répondu : réessayez plus tard.',
  testTooMany: 'Trop de notifications de test : réessayez dans quelques minutes.',
  // The page
  title: 'Mes notifications',
  intro: 'Recevez une notification sur cet appareil, même quand Poolfoot est fermé.',
  types: {
    turn: 'Mon tour dans la draft ou le mercato',
    lineup: 'Ma compo incomplète, une heure avant le premier match',
    result: 'Le résultat de mon match',
    live: 'Un but, une passe décisive ou un carton rouge de mes joueurs, en direct',
    trade: 'Proposition d’échange',
    chat: 'Un message du Vestiaire qui me mentionne ou me répond',
  } as const,
  enable: 'Activer sur cet appareil',
  disable: 'Désactiver sur cet appareil',
  sendTest: 'Envoyer une notification de test',
  unsupported: 'Ce navigateur ne permet pas les notifications. Sur iPhone, ajoutez d’abord Poolfoot à l’écran d’accueil.',
  insecure: (origin: string) =>
    `Les notifications demandent une adresse en https : les navigateurs les refusent sur ${origin}, qui est en http ` +
    '(seul localhost fait exception). L’admin du serveur peut servir Poolfoot en https : voir le guide ' +
    'docs/exploitation.md, section « HTTPS sur un réseau domestique ».',
  denied:
    'Les notifications sont bloquées pour Poolfoot dans ce navigateur. Pour les autoriser à nouveau : touchez le cadenas ' +
    '(ou ⓘ) à gauche de l’adresse, puis Autorisations › Notifications › Autoriser (ou les réglages du site), et rechargez la page.',
  subscribeFailed: 'L’abonnement aux notifications a échoué : réessayez.',
  subscribeFailedTitle: 'Abonnement impossible',
  browserSaid: (reason: string) => `Le navigateur a répondu : « ${reason} ».`,
  thisDevice: 'Cet appareil',
  otherDevices: (n: number) => `Autres appareils abonnés : ${n}.`,
  on: 'Notifications activées sur cet appareil.',
  off: 'Notifications désactivées sur cet appareil.',
} as const;
