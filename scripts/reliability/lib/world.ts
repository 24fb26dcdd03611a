import { journeesListResponse, joueursListResponse, meResponse, type Poste } from '@poolfoot/domain';
import { Api } from './api.js';

/** The demo (DEMO=draft): poolers 1..12, user 1 super admin, user 2 admin, one password. */
const POOLER_COUNT = 12;
/**
 * Who makes the admin’s calls of a run (lineups, picks and moves for a pooler): the super admin, the one admin who may act
 * on every pooler, himself included (nobody acts on an account above his own; user 2 could not act on user 1).
 */
export const ADMIN_ID = 1;
const PASSWORD = 'poolfoot';

type Player = { id: number; poste: Poste; clubId: number; lfpId: string };
type JourneeRef = { id: number; numjournee: number };

/** What the runs need to know of the demo data: the players and the first matchdays. */
export type World = {
  players: Map<number, Player>;
  journees: JourneeRef[];
};

/** Logs the 12 poolers in through `base`; the map is keyed by user id. */
export async function loginAll(base: string): Promise<Map<number, Api>> {
  const clients = new Map<number, Api>();
  await Promise.all(
    Array.from({ length: POOLER_COUNT }, async (_, i) => {
      const api = new Api(base, `pooler${i + 1}`);
      await api.login(`pooler${i + 1}@poolfoot.test`, PASSWORD);
      const me = await api.get('auth/me.php', meResponse);
      if (!me.user) throw new Error(`pooler${i + 1} : session absente juste après la connexion`);
      clients.set(me.user.id, api);
    }),
  );
  return clients;
}

export function clientOf(clients: Map<number, Api>, userId: number): Api {
  const api = clients.get(userId);
  if (!api) throw new Error(`pas de session pour le pooler ${userId}`);
  return api;
}

export async function loadWorld(api: Api): Promise<World> {
  const { joueurs } = await api.get('joueurs/list.php', joueursListResponse);
  const { journees } = await api.get('journees/list.php', journeesListResponse);
  return {
    players: new Map(joueurs.map((j) => [j.id, { id: j.id, poste: j.poste, clubId: j.club_id, lfpId: j.lfp_id }])),
    journees: journees
      .map((j) => ({ id: j.id, numjournee: j.numjournee }))
      .sort((a, b) => a.numjournee - b.numjournee)
      .slice(0, 3),
  };
}
