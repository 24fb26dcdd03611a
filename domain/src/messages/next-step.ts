import type { NextStep } from '../next-step.js';

/**
 * What a league waits for, as every page with nothing to show yet says it (game/home.php `next`): the state, then what
 * comes next, worded for the one who takes the step (`mine`) or for the others, and the way to it for him.
 */
export const NEXT_STEP_MSG = {
  title: {
    season_start: 'La nouvelle saison attend son lancement',
    season_setup: 'La saison n’est pas encore en place',
    draft_order: 'La draft n’a pas commencé',
    draft_start: 'La draft n’a pas commencé',
    draft: 'La draft est en cours',
  } satisfies Record<NextStep, string>,
  mine: {
    season_start: 'Lancez-la depuis Admin › La ligue (/admin/ligue), avec son ordre de draft : la draft viendra ensuite.',
    season_setup:
      'Ses joueurs et ses journées viennent de la LFP : mettez-la en place depuis la page Admin (/admin), carte « Saison depuis la LFP ».',
    draft_order: 'Fixez l’ordre de la draft depuis /admin/draft, puis lancez-la.',
    draft_start: 'Lancez-la depuis /admin/draft : chacun choisira ses joueurs à son tour.',
    draft: 'Les équipes se forment : les compos viendront avec la première journée.',
  } satisfies Record<NextStep, string>,
  others: {
    season_start: 'L’admin de la ligue la lance depuis /admin/ligue : la draft viendra ensuite.',
    season_setup: 'Ses joueurs et ses journées viennent de la LFP : l’admin de l’instance la met en place depuis la page Admin (/admin).',
    draft_order: 'Votre admin fixe l’ordre de la draft, puis la lance depuis /admin/draft.',
    draft_start: 'Votre admin la lance depuis /admin/draft : chacun choisira ses joueurs à son tour.',
    draft: 'Les équipes se forment : les compos viendront avec la première journée.',
  } satisfies Record<NextStep, string>,
  /** The way to the step, for the one who takes it. */
  action: {
    season_start: 'Lancer la saison',
    season_setup: 'Mettre en place la saison',
    draft_order: 'Fixer l’ordre de la draft',
    draft_start: 'Lancer la draft',
    draft: 'Aller à la draft',
  } satisfies Record<NextStep, string>,
  /** The mercato before it opens, once the draft is over: who opens it. */
  mercatoLater: (mine: boolean) =>
    mine
      ? 'Il s’ouvre quand vous le lancez depuis la page Admin (/admin), carte Mercato.'
      : 'Il s’ouvre quand votre admin le lance depuis la page Admin (/admin).',
  /** /classement before the season has a result. */
  noRankYet: 'Pas encore de classement : il commence avec la première journée terminée.',
} as const;
