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
} as const;
