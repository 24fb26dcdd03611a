import { draftGetResponse, meResponse, mercatoGetResponse } from '@poolfoot/domain';
import type { Api } from './api.js';
import type { Snapshot } from './snapshot.js';

/** The restarted server answers what the database holds, and every session still logs its pooler in. */
export async function checkThroughApi(poolers: Map<number, Api>, admin: Api, snap: Snapshot): Promise<string[]> {
  const errors: string[] = [];
  await Promise.all(
    [...poolers].map(async ([userId, api]) => {
      const me = await api.get('auth/me.php', meResponse);
      if (me.user?.id !== userId) errors.push(`API : la session du pooler ${userId} ne le connecte plus (${me.user?.id ?? 'anonyme'})`);
    }),
  );
  const draft = await admin.get('draft/get.php', draftGetResponse);
  const viaApi = Object.entries(draft.choix)
    .flatMap(([tour, row]) => Object.entries(row).map(([rang, c]) => `${tour}/${rang}:${c.userId}:${c.playerId}`))
    .sort();
  const inDb = snap.picks.map((p) => `${p.tour}/${p.rang}:${p.user_id}:${p.joueur_id}`).sort();
  if (viaApi.join() !== inDb.join()) errors.push(`API : draft/get.php montre ${viaApi.length} choix, la base ${inDb.length}`);
  const mercato = await admin.get('mercato/get.php', mercatoGetResponse);
  if (mercato.moves.length !== snap.moves.length)
    errors.push(`API : mercato/get.php montre ${mercato.moves.length} mouvements, la base ${snap.moves.length}`);
  return errors;
}
