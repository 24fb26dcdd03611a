/** My account (issue 29, /user/account): my name, my email, my password, my sessions, my leagues. */
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
  noLeague: 'Vous n’êtes membre d’aucune ligue.',
  activeLeague: 'Ligue active',
  remindersTitle: 'Rappels',
  /** The eye of every password field of the app (never « mot de passe »: a field is found by that label). */
  showPassword: 'Afficher ou masquer la saisie',
} as const;
