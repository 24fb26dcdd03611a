import { draftGetResponse, draftPickResponse, type DraftState, eligibility, okSchema, type Poste, snakePicker } from '@poolfoot/domain';
import type { Api } from './api.js';
import { attempt, countUnknown, mustRead, type PhaseOutcome } from './attempt.js';
import type { Ledger } from './ledger.js';
import type { Rng } from './rng.js';
import { clientOf, type World } from './world.js';

export type Driver = { poolers: Map<number, Api>; admin: Api; rng: Rng; ledger: Ledger; world: World };

/** The players `userId` may take now (draft/get.php's counts and drafted list, the RULES.md limits). */
export function eligible(d: Driver, state: DraftState, userId: number): number[] {
  const drafted = new Set(state.drafted_playerIds);
  const bilan = state.bilan_poolers[String(userId)];
  const counts = {
    byPoste: (bilan?.nb_joueurs_poste ?? {}) as Record<Poste, number>,
    byClub: Object.fromEntries(Object.entries(bilan?.nb_joueurs_club ?? {}).map(([k, v]) => [Number(k), v])),
  };
  const limits = { maxParPoste: state.gestion.max_joueurs_poste as Record<Poste, number>, maxParClub: state.gestion.max_par_club };
  return [...d.world.players.values()]
    .filter((p) => eligibility({ poste: p.poste, clubId: p.clubId, drafted: drafted.has(p.id) }, counts, limits).ok)
    .map((p) => p.id);
}

type PickCall = { who: string; actor: Api; body: { userId?: number; playerId: number } };

/**
 * Runs the draft to its end: at each slot the right pooler picks a valid player while, at the same
 * moment, the same pooler sometimes picks twice (same or another player), another pooler picks out of
 * turn (often the same player), an admin picks for the wrong pooler or for the right one.
 */
export async function runDraft(d: Driver): Promise<PhaseOutcome> {
  const { rng, ledger } = d;
  for (;;) {
    const state = await mustRead(d.admin.get('draft/get.php', draftGetResponse), 'draft/get.php');
    if (!state) return 'interrupted';
    if (state.gestion.status === 'terminé') return 'done';
    if (state.gestion.status !== 'en cours') {
      const r = await attempt(d.admin.post('draft/changeStatus.php', okSchema, { status: 'en cours' }));
      if (r.kind === 'ok') {
        ledger.draftStarted = true;
        ledger.acked++;
      }
      if (countUnknown(ledger, [r])) return 'interrupted';
      continue;
    }
    const picker = state.gestion.prochain_pooler_id;
    if (picker === null) throw new Error('draft en cours sans prochain pooler');
    const options = eligible(d, state, picker);
    if (!options.length) throw new Error(`aucun joueur valide pour le pooler ${picker}`);
    const first = rng.pick(options);
    const free = [...d.world.players.keys()].filter((id) => !state.drafted_playerIds.includes(id));
    const others = [...d.poolers.keys()].filter((id) => id !== picker);
    const calls: PickCall[] = [{ who: `pooler ${picker}`, actor: clientOf(d.poolers, picker), body: { playerId: first } }];
    if (rng.chance(0.25)) {
      calls.push({
        who: `pooler ${picker} (double)`,
        actor: clientOf(d.poolers, picker),
        body: { playerId: rng.chance(0.5) ? first : rng.pick(options) },
      });
    }
    if (rng.chance(0.4)) {
      const other = rng.pick(others);
      calls.push({
        who: `pooler ${other} (hors tour)`,
        actor: clientOf(d.poolers, other),
        body: { playerId: rng.chance(0.5) ? first : rng.pick(free) },
      });
    }
    if (rng.chance(0.1))
      calls.push({ who: 'admin (mauvais pooler)', actor: d.admin, body: { userId: rng.pick(others), playerId: rng.pick(free) } });
    if (rng.chance(0.1)) calls.push({ who: 'admin (pour le bon pooler)', actor: d.admin, body: { userId: picker, playerId: first } });
    // Sent at the same moment, in a random order (PGlite answers them in arrival order).
    const sent = rng.shuffle(calls);
    const results = await Promise.all(sent.map((c) => attempt(c.actor.post('draft/pick.php', draftPickResponse, c.body))));
    results.forEach((r, i) => {
      if (r.kind !== 'ok') return;
      const p = r.value;
      const call = sent[i] as PickCall;
      const expected = snakePicker(state.ordre, p.tour, p.rang);
      if (p.userId !== expected)
        ledger.wrongAnswers.push(`choix accepté pour ${p.userId} au tour ${p.tour} rang ${p.rang} (serpentin : ${expected}) — ${call.who}`);
      if (p.playerId !== call.body.playerId)
        ledger.wrongAnswers.push(`choix accepté avec le joueur ${p.playerId} au lieu de ${call.body.playerId}`);
      ledger.pick({ tour: p.tour, rang: p.rang, userId: p.userId, playerId: p.playerId });
    });
    if (countUnknown(ledger, results)) return 'interrupted';
  }
}
