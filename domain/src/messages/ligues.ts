/** The friends' leagues of an instance (issue 27, docs/ligues.md) and its first start with no account. */
export const LIGUES_MSG = {
  nameRequired: 'Nom de la ligue requis.',
  nameTooLong: 'Nom de la ligue : 60 caractères au plus.',
  noLeague: 'Vous n’êtes membre d’aucune ligue.',
  notFound: 'Ligue introuvable.',
  switched: (nom: string) => `Vous jouez maintenant dans « ${nom} ».`,
  switcherLabel: 'Ligue',
};

export const SETUP_MSG = {
  title: 'Première mise en place',
  intro:
    'Cette instance n’a pas encore de compte. Créez le premier, celui du super admin, et votre ligue. Le code de mise en place est écrit dans le journal du serveur à son démarrage.',
  codeLabel: 'Code de mise en place',
  codeHelp: 'Une suite de 12 caractères, écrite dans le journal du serveur (« Code de mise en place : … »).',
  codeRequired: 'Code de mise en place requis.',
  codeWrong: 'Code de mise en place incorrect : recopiez celui du journal du serveur à son dernier démarrage.',
  alreadyDone: 'Cette instance a déjà son premier compte : connectez-vous.',
  tooMany: 'Trop d’essais depuis cette adresse : réessayez dans quelques minutes.',
  leagueLabel: 'Nom de votre ligue',
  leaguePlaceholder: 'La ligue du jeudi',
  submit: 'Créer le compte et la ligue',
  done: (league: string) => `Bienvenue ! Votre ligue « ${league} » est prête.`,
  /** Said in the server's log at a start with no account. */
  logLine: (url: string, code: string) => `Première mise en place : ouvrez ${url}/setup et saisissez le code de mise en place : ${code}`,
};

/** The links that let friends join a league (issue 27). */
export const INVITES_MSG = {
  created: 'Lien d’invitation créé : envoyez-le à vos amis.',
  revoked: 'Invitation révoquée.',
  notFound: 'Invitation introuvable.',
  expired: 'Cette invitation a expiré : demandez un nouveau lien à l’admin de la ligue.',
  usedUp: 'Cette invitation a déjà servi autant de fois que prévu : demandez un nouveau lien à l’admin de la ligue.',
  revokedLink: 'Cette invitation a été révoquée : demandez un nouveau lien à l’admin de la ligue.',
  accountNeeded: 'Pour rejoindre la ligue, créez un compte (nom, email, mot de passe) ou connectez-vous.',
  emailTaken: 'Un compte existe déjà avec cet email : connectez-vous, puis ouvrez le lien à nouveau.',
  usernameTaken: 'Ce nom d’utilisateur est déjà pris.',
  joined: (nom: string) => `Bienvenue dans « ${nom} » !`,
  alreadyMember: (nom: string) => `Vous êtes déjà membre de « ${nom} ».`,
  tooMany: 'Trop d’essais depuis cette adresse : réessayez dans quelques minutes.',
  expiresDays: 'Durée de validité : de 1 à 30 jours.',
  pageTitle: 'Inviter des amis',
  pageIntro:
    'Un lien d’invitation fait entrer dans la ligue qui l’ouvre : il crée son compte (ou se connecte) et joue. Le lien ne s’affiche qu’une fois : copiez-le ou partagez-le tout de suite.',
  daysLabel: 'Valable (jours)',
  usesLabel: 'Utilisations',
  make: 'Créer un lien',
  copy: 'Copier le lien',
  copied: 'Lien copié.',
  share: 'Partager',
  shareText: (nom: string) => `Rejoins « ${nom} » sur Poolfoot :`,
  listTitle: 'Liens envoyés',
  none: 'Aucun lien pour l’instant.',
  revoke: 'Révoquer',
  revokeConfirm: 'Révoquer ce lien ? Plus personne ne pourra l’utiliser.',
  state: { open: 'valide', expired: 'expirée', used_up: 'épuisée', revoked: 'révoquée' },
  usesOf: (uses: number, max: number) => `${uses} / ${max} utilisation${max > 1 ? 's' : ''}`,
  until: (date: string) => `jusqu’au ${date}`,
  inviteTitle: (nom: string) => `Rejoindre « ${nom} »`,
  inviteIntro: 'Vous êtes invité à jouer dans cette ligue de Poolfoot, le pool de Ligue 1 entre amis.',
  join: 'Rejoindre la ligue',
  createAndJoin: 'Créer mon compte et rejoindre',
  haveAccount: 'J’ai déjà un compte : me connecter',
  signedInAs: (name: string) => `Connecté en tant que ${name}.`,
  maxUses: 'Nombre d’utilisations : de 1 à 50.',
};
