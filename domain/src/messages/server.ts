/** The server's own French messages (SPEC.md leaves their wording open). */
export const SRV = {
  invalidInput: 'Données invalides.',
  methodNotAllowed: 'Méthode non autorisée.',
  tooLarge: 'Requête trop volumineuse.',
  jsonExpected: 'Type de contenu non pris en charge (JSON attendu).',
  badJson: 'Requête invalide (JSON mal formé).',
  /** zod's French texts leave « record » untranslated and call Infinity a number: what a refusal says instead. */
  zodWording: [
    [/\brecord\b/g, 'objet'],
    ['nombre attendu, nombre reçu', 'nombre fini attendu'],
  ] as const,
  resetMailSubject: 'Poolfoot : réinitialisation du mot de passe',
  resetMailText: (name: string, link: string) =>
    `Bonjour ${name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :\n` +
    `${link}\n\nSi vous n'avez rien demandé, ignorez ce message.`,
  /** How a refusal names the fields the pages ask for, in French (any other field keeps its name). */
  fieldLabels: {
    password: 'Mot de passe',
    new_password: 'Nouveau mot de passe',
    current_password: 'Mot de passe actuel',
    email: 'Email',
    username: 'Nom d’utilisateur',
    nickname: 'Nom affiché',
    code: 'Code de mise en place',
    league: 'Nom de la ligue',
    nom: 'Nom',
    token: 'Lien',
    give: 'Je donne',
    take: 'Je reçois',
    message: 'Message',
    text: 'Texte',
    emoji: 'Réaction',
  } as Record<string, string>,
  notFoundRoute: 'Appel inconnu.',
  internal: 'Erreur interne du serveur. Réessayez plus tard.',
  forbiddenRole: "Vous n'avez pas les droits pour cette action.",
  forbiddenOther: 'Vous ne pouvez agir que pour vous-même.',
  badCredentials: 'Email ou mot de passe incorrect.',
  loginOk: 'Connexion réussie.',
  logoutOk: 'Vous êtes déconnecté.',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans quelques minutes.',
  tooManyAtOnce: 'Trop de demandes à la fois depuis ce compte : réessayez dans un instant.',
  resetRequested: 'Si un compte existe pour cet email, un lien de réinitialisation vient d’être envoyé.',
  /** The same answer for any email on an instance without SMTP_URL: no mail leaves it, so who can help is said instead. */
  resetNoMail:
    'Ce serveur n’envoie pas de mails : aucun lien ne vous parviendra par mail. Demandez à l’admin de votre ligue un lien ' +
    'pour choisir un nouveau mot de passe : il le crée depuis « La ligue », bouton « Lien de mot de passe » à côté de votre nom.',
  resetInvalid: 'Lien de réinitialisation invalide ou expiré.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  /** A new password under the strength the instance asks (domain password-strength.ts), with the estimator's advice. */
  passwordWeak: (advice: readonly string[]) => ['Mot de passe trop facile à deviner.', ...advice].join(' '),
  passwordOwnWords: 'Il est fait de votre nom, de votre email ou de celui de la ligue.',
  passwordStrengthLabels: ['Très faible', 'Faible', 'Moyen', 'Fort', 'Très fort'] as readonly string[],
  passwordStrength: (label: string) => `Solidité : ${label}`,
  passwordHint: 'Au moins « Fort » : quelques mots qui ne vont pas ensemble, loin de votre nom, de votre email et de « poolfoot ».',
  emailInvalid: 'Adresse email invalide.',
  emailRequired: 'Email requis.',
  passwordRequired: 'Mot de passe requis.',
  tokenRequired: 'Lien de réinitialisation manquant.',
  phaseChanged: (phase: string) => `Phase de jeu : ${phase}.`,
  userNotFound: 'Utilisateur introuvable.',
  csrf: 'Requête refusée : origine non autorisée.',
  unknownHost:
    'Requête refusée : ce serveur ne répond pas à ce nom. Ouvrez Poolfoot par son adresse (APP_URL), une adresse IP ou localhost, ou ajoutez ce nom à ALLOWED_HOSTS.',
  tooManyStreams: 'Trop de pages ouvertes en direct pour cette session : fermez-en une.',
  tooManyUserStreams: 'Trop de pages ouvertes en direct sur vos appareils : fermez-en une.',
  streamsFull: 'Le direct est complet pour le moment : la page se met à jour en la rechargeant.',
  requestTimeout: 'Requête trop lente : reçue trop tard.',
  headersTooLarge: 'En-têtes de la requête trop volumineux.',
  badRequest: 'Requête invalide.',
  /** The demo's settable clock (DEMO_CLOCK=settable). */
  demoClockInput: (maxDays: number) =>
    `Horloge de démo : {"advance_minutes": n} (n minutes de plus, au plus ${maxDays} jours) ou {"to": "un instant ISO 8601 avec son fuseau"}.`,
  demoClockBackwards: (now: string) => `L’horloge de démo ne recule jamais : elle est déjà au ${now}.`,
  demoClockTooFar: (maxDays: number) => `L’horloge de démo avance d’au plus ${maxDays} jours à la fois.`,
} as const;
