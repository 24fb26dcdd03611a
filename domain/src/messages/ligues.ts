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
