/**
 * Who may act on whose account (RULES.md "Accounts", server/src/http/policy.ts): the refusals, what the person acted on
 * is told, and the instance admins' record of every such act.
 */
export const ACTS_MSG = {
  above: (name: string) => `Vous ne pouvez pas agir sur le compte de ${name} : ce membre a autant de droits que vous, ou plus.`,
  sharedAccount: (name: string) =>
    `${name} joue aussi dans une autre ligue : seul un admin de l’instance peut lui créer un lien de mot de passe.`,
  cursorInvalid: 'Position dans le journal invalide.',
  inactive: (name: string) => `${name} n’est plus actif dans la ligue : invitez-le de nouveau d’abord.`,
  /** What each call that acts on another person did, as the record says it. */
  callLabels: {
    'leagues/reset_link.php': 'Lien de mot de passe créé',
    'leagues/set_role.php': 'Rôle changé',
    'leagues/remove_member.php': 'Retiré de la ligue',
    'compos/saveCompo.php': 'Compo enregistrée à sa place',
    'draft/pick.php': 'Choix de draft fait à sa place',
    'draft/editChoix.php': 'Choix de draft corrigé',
    'draft/deleteChoix.php': 'Choix de draft supprimé',
    'mercato/pass.php': 'Tour de mercato passé à sa place',
    'mercato/priority.php': 'Priorité de mercato rendue à sa place',
    'mercato/pick.php': 'Transfert fait à sa place',
    'mercato/update_move.php': 'Mouvement de mercato corrigé',
    'mercato/echange.php': 'Échange de joueurs',
    'mercato/remplacement.php': 'Remplacement de joueur',
    'trades/review.php': 'Échange entre poolers validé ou refusé',
    'chat/delete.php': 'Message du Vestiaire supprimé',
  } as Record<string, string>,
  // told to the person a password link was made for
  resetNotice: (by: string, at: string) =>
    `${by} a créé le ${at} un lien pour choisir un nouveau mot de passe pour votre compte. Si vous ne l’avez pas demandé, changez votre mot de passe et prévenez un admin de l’instance. Le détail, et « J’ai vu », sont dans « Mon compte ».`,
  resetMailSubject: 'Poolfoot : un lien de mot de passe a été créé pour votre compte',
  resetMailText: (name: string, by: string, league: string, at: string) =>
    `Bonjour ${name},\n\n${by}, admin de « ${league} », a créé le ${at} un lien à usage unique pour choisir un nouveau mot de passe pour votre compte Poolfoot.\n\n` +
    'Si c’est à votre demande, rien à faire. Sinon, changez votre mot de passe depuis « Mon compte » et prévenez un admin de l’instance.',
  // the account page: what others did to my account
  mineTitle: 'Actes sur mon compte',
  mineEmpty: 'Personne n’a agi sur votre compte.',
  seen: 'J’ai vu',
  seenDone: 'Noté.',
  // the instance admins' record
  logTitle: 'Actes sur les comptes',
  logIntro: 'Chaque fois qu’un admin agit sur le compte, le rôle, l’équipe ou la compo d’un autre membre.',
  logEmpty: 'Aucun acte enregistré.',
  logMore: 'Plus ancien',
  actorGone: 'Compte supprimé',
  line: (actor: string, label: string, target: string, league: string | null) =>
    `${actor} — ${label} — ${target}${league ? ` (${league})` : ''}`,
} as const;
