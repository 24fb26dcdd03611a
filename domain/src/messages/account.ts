/** My account (/user/account): my name, my email, my password, my sessions, my leagues. */
export const ACCOUNT_MSG = {
  nicknameTooLong: 'Nom affiché : 40 caractères au plus.',
  updated: 'Compte mis à jour.',
  unchanged: 'Rien à changer.',
  emailTaken: 'Cette adresse email est déjà celle d’un autre compte.',
  emailNeedsPassword: 'Confirmez le changement d’email avec votre mot de passe actuel.',
  currentPasswordRequired: 'Mot de passe actuel requis.',
  currentPasswordWrong: 'Mot de passe actuel incorrect.',
  passwordChanged: (ended: number) =>
    ended === 0
      ? 'Mot de passe modifié.'
      : `Mot de passe modifié : ${ended === 1 ? 'votre autre session est fermée' : `vos ${ended} autres sessions sont fermées`}.`,
  tooManyPasswordChanges: (minutes: number) => `Trop de changements de mot de passe pour ce compte : réessayez dans ${minutes} minutes.`,
  sessionNotFound: 'Session introuvable.',
  sessionIsCurrent: 'C’est la session que vous utilisez : déconnectez-vous pour la fermer.',
  sessionsEnded: (ended: number) =>
    ended === 0 ? 'Aucune autre session ouverte.' : ended === 1 ? 'Session fermée.' : `${ended} sessions fermées.`,
  /** Where a session was opened, from its browser's user agent: « Firefox sur Android ». */
  device: (browser: string, system: string | null) => (system ? `${browser} sur ${system}` : browser),
  unknownBrowser: 'Navigateur inconnu',
  // the page
  nameTitle: 'Mon nom',
  nicknameLabel: 'Nom affiché',
  nicknameHint: (username: string) => `Laissé vide, c’est votre identifiant « ${username} » qui est affiché.`,
  nameSaved: (name: string) => `Vous apparaissez maintenant sous le nom « ${name} ».`,
  save: 'Enregistrer',
  emailTitle: 'Mon email',
  emailLabel: 'Adresse email',
  currentPasswordLabel: 'Mot de passe actuel',
  emailSave: 'Changer d’email',
  emailSaved: (email: string) => `Votre email est maintenant ${email}.`,
  passwordTitle: 'Mon mot de passe',
  passwordIntro: 'Vos autres sessions seront fermées ; celle-ci reste ouverte.',
  newPasswordLabel: 'Nouveau mot de passe',
  confirmPasswordLabel: 'Confirmation du nouveau mot de passe',
  passwordSave: 'Changer le mot de passe',
  sessionsTitle: 'Mes sessions',
  unknownDevice: 'Appareil inconnu',
  thisSession: 'Cette session',
  address: (ip: string | null) => `Adresse : ${ip ?? 'inconnue'}`,
  openedAt: (when: string) => `Ouverte le ${when}`,
  lastSeenAt: (when: string) => `Dernière activité le ${when}`,
  endSession: 'Terminer',
  endSessionLabel: (device: string) => `Terminer la session ${device}`,
  endSessionConfirm: (device: string) => `Terminer la session « ${device} » ? Cet appareil devra se reconnecter.`,
  endOthers: 'Terminer les autres sessions',
  endOthersConfirm: 'Terminer toutes vos autres sessions ? Ces appareils devront se reconnecter.',
  leaguesTitle: 'Mes ligues',
  activeLeague: 'Ligue active',
  /**
   * Why a league cannot be left now: the refusal of leagues/leave.php (409, nothing changed), and the page's words
   * beside its « Quitter » (by the reason of users/me.php's leave_blocked).
   */
  leaveBlocked: {
    draft_started: 'La draft de cette ligue a commencé : vous ne pouvez plus la quitter cette saison.',
    last_admin: 'Vous êtes le seul admin de cette ligue : nommez d’abord un autre admin (Admin › La ligue), puis quittez-la.',
    last_member: 'Vous êtes le dernier membre de cette ligue : elle ne peut pas rester vide.',
  },
  leave: 'Quitter',
  leaveLabel: (nom: string) => `Quitter la ligue ${nom}`,
  leaveTitle: 'Quitter la ligue',
  leaveConfirm: (nom: string) =>
    `Quitter la ligue « ${nom} » ? Vous sortez de son ordre de draft ; pour y revenir, il vous faudra un nouveau lien d’invitation.`,
  /** Done: the league left, and where my session now acts when it acted in that one (another of my leagues, or none). */
  left: (nom: string, moved: { to: string | null } | null) =>
    moved === null
      ? `Vous avez quitté la ligue « ${nom} ».`
      : moved.to === null
        ? `Vous avez quitté la ligue « ${nom} » : vous n’êtes plus membre d’aucune ligue. Un lien d’invitation vous fera entrer dans une autre.`
        : `Vous avez quitté la ligue « ${nom} » : vous jouez maintenant dans « ${moved.to} ».`,
  remindersTitle: 'Rappels',
  /** The eye of every password field of the app (never « mot de passe »: a field is found by that label). */
  showPassword: 'Afficher ou masquer la saisie',
} as const;
