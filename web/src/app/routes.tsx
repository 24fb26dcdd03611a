import { ROLE } from '@poolfoot/domain';
import { type ComponentType, lazy } from 'react';
import { UnderConstruction } from '../components/under-construction';

export type AppRoute = {
  path: string;
  /** 0: open page; else the minimum role (SPEC.md "Access rules"). */
  role: number;
  Page: ComponentType;
  /** A route name the spec gives (teamsAll, composRencontres). */
  name?: string;
};

const soon =
  (title: string): ComponentType =>
  () => <UnderConstruction title={title} />;
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const OPEN = 0;
const { pooler: POOLER, admin: ADMIN, superAdmin: SUPER } = ROLE;

/** Every route of SPEC.md §2. */
export const ROUTES: AppRoute[] = [
  { path: '/', role: OPEN, Page: page(() => import('../features/landing/landing-page')) },
  { path: '/login', role: OPEN, Page: page(() => import('../features/auth/login-page')) },
  { path: '/login/requestReset', role: OPEN, Page: page(() => import('../features/auth/request-reset-page')) },
  { path: '/login/reset-password/:token', role: OPEN, Page: page(() => import('../features/auth/reset-password-page')) },
  { path: '/forbidden', role: OPEN, Page: page(() => import('./forbidden-page')) },

  { path: '/home', role: POOLER, Page: page(() => import('../features/home/home-page')) },
  { path: '/team', role: POOLER, Page: soon('Ma Team') },
  { path: '/teams/all', role: POOLER, Page: soon('Toutes les équipes'), name: 'teamsAll' },
  { path: '/user/account', role: POOLER, Page: page(() => import('../features/account/account-page')) },
  { path: '/classement', role: POOLER, Page: soon('Classement') },
  { path: '/compo', role: POOLER, Page: soon('Composition') },
  { path: '/compos/recap', role: POOLER, Page: soon('Récapitulatif des compos') },
  { path: '/compos/rencontres/:journeeId?', role: POOLER, Page: soon('Rencontres'), name: 'composRencontres' },
  { path: '/draft', role: POOLER, Page: soon('Draft') },
  { path: '/draft/choix', role: POOLER, Page: soon('Draft : choisir un joueur') },
  { path: '/draft/voirJoueurs', role: POOLER, Page: soon('Draft : les joueurs') },
  { path: '/draft/stats2025', role: POOLER, Page: soon('Stats 2024/2025') },
  { path: '/stats', role: POOLER, Page: soon('Stats') },
  { path: '/mercato', role: POOLER, Page: soon('Mercato') },
  { path: '/mercato/choix', role: POOLER, Page: soon('Mercato : choisir') },

  { path: '/admin', role: ADMIN, Page: page(() => import('../features/admin/admin-page')) },
  { path: '/admin/compos/user/:userId', role: ADMIN, Page: soon('Compo d’un pooler') },
  { path: '/admin/draft', role: ADMIN, Page: soon('Admin draft') },
  { path: '/admin/draft/init', role: ADMIN, Page: soon('Ordre de la draft') },
  { path: '/admin/draft/board', role: ADMIN, Page: soon('Tableau de la draft') },
  { path: '/admin/draft/editChoix/:tour/:rang', role: ADMIN, Page: soon('Modifier un choix') },
  { path: '/admin/mercato/moves', role: ADMIN, Page: soon('Mouvements du mercato') },
  { path: '/admin/teams', role: ADMIN, Page: soon('Équipes') },
  { path: '/admin/echange', role: ADMIN, Page: soon('Échange') },
  { path: '/admin/remplacement', role: ADMIN, Page: soon('Remplacement') },
  { path: '/admin/clubs', role: ADMIN, Page: soon('Clubs') },
  { path: '/admin/clubs/import', role: ADMIN, Page: soon('Import des clubs') },
  { path: '/admin/clubs/list', role: ADMIN, Page: soon('Liste des clubs') },
  { path: '/admin/clubs/edit/:id', role: ADMIN, Page: soon('Modifier un club') },
  { path: '/admin/clubs/create', role: ADMIN, Page: soon('Ajouter un club') },
  { path: '/admin/joueurs', role: ADMIN, Page: soon('Joueurs') },
  { path: '/admin/joueurs/import', role: ADMIN, Page: soon('Import des joueurs') },
  { path: '/admin/joueurs/list', role: ADMIN, Page: soon('Liste des joueurs') },
  { path: '/admin/joueurs/refresh', role: ADMIN, Page: soon('Synchronisation des effectifs') },
  { path: '/admin/joueurs/edit/:id', role: ADMIN, Page: soon('Modifier un joueur') },
  { path: '/admin/joueurs/create', role: ADMIN, Page: soon('Ajouter un joueur') },
  { path: '/admin/journees', role: ADMIN, Page: soon('Journées') },
  { path: '/admin/journees/list', role: ADMIN, Page: soon('Liste des journées') },
  { path: '/admin/journees/manage/:numjournee?', role: ADMIN, Page: soon('Gérer la journée') },
  { path: '/admin/journees/edit/:id', role: ADMIN, Page: soon('Modifier une journée') },
  { path: '/admin/journees/create', role: ADMIN, Page: soon('Ajouter une journée') },
  { path: '/admin/matchs/list', role: ADMIN, Page: soon('Matchs de Ligue 1') },
  { path: '/admin/matchlfps/edit/:id', role: ADMIN, Page: soon('Modifier un match') },

  { path: '/god', role: SUPER, Page: page(() => import('../features/god/god-page')) },
];
