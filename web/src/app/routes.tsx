import { ROLE } from '@poolfoot/domain/roles';
import { type ComponentType, lazy } from 'react';

/** A page loaded with its route; preload() starts the download early (main.tsx, for the first page). */
export type PageComponent = ComponentType & { preload: () => Promise<unknown> };

export type AppRoute = {
  path: string;
  /** 0: open page; else the minimum role (SPEC.md "Access rules"). */
  role: number;
  /** Any signed-in account's, in a league or none (role 0): my account, where one who left his last league still goes. */
  account?: true;
  Page: PageComponent;
  /** A route name the spec gives (teamsAll, composRencontres). */
  name?: string;
  /** A page of the instance's data (clubs, players, matchdays, matches): its instance admins' only (docs/ligues.md). */
  instance?: true;
};

type PageModule = { default: ComponentType };

/**
 * A lazy page that renders at once when its code is already there (preloaded by main.tsx, or seen
 * before): React reads a thenable that answers synchronously without suspending, so the first
 * screen is not held back by a fallback and React's pause before revealing it.
 */
export function page(load: () => Promise<PageModule>): PageComponent {
  let loaded: PageModule | undefined;
  const preload = () => load().then((m) => (loaded = m));
  // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is how React.lazy takes loaded code
  const ready = (m: PageModule) => ({ then: (resolve: (m: PageModule) => void) => resolve(m) }) as unknown as Promise<PageModule>;
  return Object.assign(
    lazy(() => (loaded ? ready(loaded) : preload())),
    { preload },
  );
}

const OPEN = 0;
const { pooler: POOLER, admin: ADMIN, superAdmin: SUPER } = ROLE;

/**
 * Every route of SPEC.md §2. Each page is imported from its own file, not through its feature's index.ts:
 * one lazy chunk per page (a page reached through an index would be bundled with what the index exports),
 * and e2e/bench reads these imports to weigh each route.
 */
export const ROUTES: AppRoute[] = [
  { path: '/', role: OPEN, Page: page(() => import('../features/landing/landing-page')) },
  { path: '/login', role: OPEN, Page: page(() => import('../features/auth/login-page')) },
  { path: '/setup', role: OPEN, Page: page(() => import('../features/auth/setup-page')) },
  { path: '/invite/:token', role: OPEN, Page: page(() => import('../features/ligues/pages/invite-page')) },
  { path: '/login/requestReset', role: OPEN, Page: page(() => import('../features/auth/request-reset-page')) },
  { path: '/login/reset-password/:token', role: OPEN, Page: page(() => import('../features/auth/reset-password-page')) },
  { path: '/forbidden', role: OPEN, Page: page(() => import('./forbidden-page')) },

  { path: '/home', role: POOLER, Page: page(() => import('../features/home/home-page')) },
  { path: '/team', role: POOLER, Page: page(() => import('../features/teams/pages/team-page')) },
  { path: '/teams/all', role: POOLER, Page: page(() => import('../features/teams/pages/teams-all-page')), name: 'teamsAll' },
  { path: '/user/account', role: OPEN, account: true, Page: page(() => import('../features/account/account-page')) },
  { path: '/classement', role: POOLER, Page: page(() => import('../features/resultats/pages/classement-page')) },
  { path: '/palmares', role: POOLER, Page: page(() => import('../features/saisons/pages/palmares-page')) },
  { path: '/compo', role: POOLER, Page: page(() => import('../features/compos/pages/compo-page')) },
  { path: '/compos/recap', role: POOLER, Page: page(() => import('../features/compos/pages/compos-recap-page')) },
  {
    path: '/compos/rencontres/:journeeId?',
    role: POOLER,
    Page: page(() => import('../features/compos/pages/compos-rencontres-page')),
    name: 'composRencontres',
  },
  { path: '/draft', role: POOLER, Page: page(() => import('../features/draft/pages/draft-page')) },
  { path: '/draft/choix', role: POOLER, Page: page(() => import('../features/draft/pages/draft-choix-page')) },
  { path: '/draft/voirJoueurs', role: POOLER, Page: page(() => import('../features/draft/pages/draft-voir-joueurs-page')) },
  { path: '/draft/stats2025', role: POOLER, Page: page(() => import('../features/draft/pages/draft-stats-page')) },
  { path: '/stats', role: POOLER, Page: page(() => import('../features/stats/pages/stats-page')) },
  { path: '/vestiaire', role: POOLER, Page: page(() => import('../features/chat/pages/vestiaire-page')) },
  { path: '/mercato', role: POOLER, Page: page(() => import('../features/mercato/pages/mercato-page')) },
  { path: '/mercato/choix', role: POOLER, Page: page(() => import('../features/mercato/pages/mercato-choix-page')) },
  { path: '/echanges', role: POOLER, Page: page(() => import('../features/trades/pages/trades-page')) },

  { path: '/admin', role: ADMIN, Page: page(() => import('../features/admin/admin-page')) },
  { path: '/admin/compos/user/:userId', role: ADMIN, Page: page(() => import('../features/compos/pages/admin-compo-user-page')) },
  { path: '/admin/draft', role: ADMIN, Page: page(() => import('../features/draft/pages/admin-draft-hub-page')) },
  { path: '/admin/draft/init', role: ADMIN, Page: page(() => import('../features/draft/pages/admin-draft-init-page')) },
  { path: '/admin/draft/board', role: ADMIN, Page: page(() => import('../features/draft/pages/admin-draft-board-page')) },
  { path: '/admin/draft/editChoix/:tour/:rang', role: ADMIN, Page: page(() => import('../features/draft/pages/admin-edit-choix-page')) },
  { path: '/admin/mercato/moves', role: ADMIN, Page: page(() => import('../features/mercato/pages/admin-moves-page')) },
  { path: '/admin/teams', role: ADMIN, Page: page(() => import('../features/mercato/pages/admin-teams-page')) },
  { path: '/admin/invitations', role: ADMIN, Page: page(() => import('../features/ligues/pages/invites-page')) },
  { path: '/admin/ligue', role: ADMIN, Page: page(() => import('../features/ligues/pages/league-page')) },
  { path: '/admin/echange', role: ADMIN, Page: page(() => import('../features/mercato/pages/admin-echange-page')) },
  { path: '/admin/remplacement', role: ADMIN, Page: page(() => import('../features/mercato/pages/admin-remplacement-page')) },
  { path: '/admin/clubs', role: ADMIN, instance: true, Page: page(() => import('../features/clubs/pages/clubs-hub-page')) },
  { path: '/admin/clubs/import', role: ADMIN, instance: true, Page: page(() => import('../features/clubs/pages/clubs-import-page')) },
  { path: '/admin/clubs/list', role: ADMIN, instance: true, Page: page(() => import('../features/clubs/pages/clubs-list-page')) },
  { path: '/admin/clubs/edit/:id', role: ADMIN, instance: true, Page: page(() => import('../features/clubs/pages/club-edit-page')) },
  { path: '/admin/clubs/create', role: ADMIN, instance: true, Page: page(() => import('../features/clubs/pages/club-create-page')) },
  { path: '/admin/joueurs', role: ADMIN, instance: true, Page: page(() => import('../features/joueurs/pages/joueurs-hub-page')) },
  { path: '/admin/joueurs/import', role: ADMIN, instance: true, Page: page(() => import('../features/joueurs/pages/joueurs-import-page')) },
  { path: '/admin/joueurs/list', role: ADMIN, instance: true, Page: page(() => import('../features/joueurs/pages/joueurs-list-page')) },
  {
    path: '/admin/joueurs/refresh',
    role: ADMIN,
    instance: true,
    Page: page(() => import('../features/joueurs/pages/joueurs-refresh-page')),
  },
  { path: '/admin/joueurs/edit/:id', role: ADMIN, instance: true, Page: page(() => import('../features/joueurs/pages/joueur-edit-page')) },
  { path: '/admin/joueurs/create', role: ADMIN, instance: true, Page: page(() => import('../features/joueurs/pages/joueur-create-page')) },
  { path: '/admin/journees', role: ADMIN, instance: true, Page: page(() => import('../features/journees/pages/journees-hub-page')) },
  { path: '/admin/journees/list', role: ADMIN, instance: true, Page: page(() => import('../features/journees/pages/journees-list-page')) },
  {
    path: '/admin/journees/manage/:numjournee?',
    role: ADMIN,
    instance: true,
    Page: page(() => import('../features/championnat/pages/journee-manage-page')),
  },
  {
    path: '/admin/journees/edit/:id',
    role: ADMIN,
    instance: true,
    Page: page(() => import('../features/journees/pages/journee-edit-page')),
  },
  {
    path: '/admin/journees/create',
    role: ADMIN,
    instance: true,
    Page: page(() => import('../features/journees/pages/journee-create-page')),
  },
  { path: '/admin/matchs/list', role: ADMIN, instance: true, Page: page(() => import('../features/matchlfps/pages/matchs-list-page')) },
  {
    path: '/admin/matchlfps/edit/:id',
    role: ADMIN,
    instance: true,
    Page: page(() => import('../features/matchlfps/pages/matchlfp-edit-page')),
  },

  { path: '/god', role: SUPER, Page: page(() => import('../features/god/god-page')) },
];
