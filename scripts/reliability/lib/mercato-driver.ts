import { mercatoEchangeResponse, mercatoGetResponse, okSchema, teamsAllResponse } from '@poolfoot/domain';
import type { Api } from './api.js';
import { attempt, countUnknown, mustRead, type PhaseOutcome, type Result } from './attempt.js';
import type { Driver } from './draft-driver.js';
import type { Move } from './ledger.js';
import { clientOf } from './world.js';

type TeamPlayer = { joueur_id: number; poste: string; club_id: number };
type Call = { actor: Api; path: string; body: object; moves: Move[]; pass?: number; contested?: number };

export type MercatoStats = { contested: number; contestedOneWinner: number; ackedCalls: number };

/**
 * Opens the mercato and plays `picks` acknowledged picks, then closes it. At each turn the active
 * pooler picks (a free player of the dropped one's position, within the club limit) while, at the
 * same moment: the same pooler picks again, another pooler picks out of turn, an admin gives the SAME
 * free player to another pooler (remplacement: one winner only) or exchanges the dropped player.
 */
export async function runMercato(d: Driver, picks: number, stats: MercatoStats, contestRate = 0.35): Promise<PhaseOutcome> {
  const { rng, ledger } = d;
  for (;;) {
    const m = await mustRead(d.admin.get('mercato/get.php', mercatoGetResponse), 'mercato/get.php');
    if (!m) return 'interrupted';
    if (m.meta.status === 'terminé') return 'done';
    if (m.meta.status === 'non débuté' || ledger.moves.filter((x) => x.type === 'pick').length >= picks) {
      const opening = m.meta.status === 'non débuté';
      const r = await attempt(d.admin.post(opening ? 'mercato/open.php' : 'mercato/close.php', okSchema));
      if (r.kind === 'ok') {
        stats.ackedCalls++;
        if (opening) ledger.mercatoOpened = true;
        else ledger.mercatoClosed = true;
        ledger.acked++;
      }
      if (countUnknown(ledger, [r])) return 'interrupted';
      continue;
    }
    const all = await mustRead(d.admin.get('teams/getAll.php', teamsAllResponse), 'teams/getAll.php');
    if (!all) return 'interrupted';
    const journee = m.gestion.journee_effet ?? 1;
    const teams = new Map(all.teams.map((t) => [t.user_id, t.joueurs as TeamPlayer[]]));
    const taken = new Set(all.teams.flatMap((t) => t.joueurs.map((j) => j.joueur_id)));
    const cursor = m.meta.cursor.user_id;
    if (cursor === null) throw new Error('mercato en cours sans pooler actif');
    const teamOf = (u: number) => teams.get(u) ?? [];
    /** A valid pick for `u`: one of their players out, a free one of the same position in (club limit kept). */
    const pickFor = (u: number, avoid: Set<number>) => {
      for (let tries = 0; tries < 50; tries++) {
        const out = rng.pick(teamOf(u));
        const options = [...d.world.players.values()].filter(
          (p) =>
            p.poste === out.poste &&
            !taken.has(p.id) &&
            !avoid.has(p.id) &&
            teamOf(u).filter((x) => x.club_id === p.clubId && x.joueur_id !== out.joueur_id).length < m.gestion.max_par_club,
        );
        if (options.length && !avoid.has(out.joueur_id)) return { out: out.joueur_id, in: rng.pick(options).id };
      }
      return null;
    };
    const main = pickFor(cursor, new Set());
    if (!main) throw new Error(`aucun choix de mercato possible pour ${cursor}`);
    const pickCall = (u: number, actor: Api, p: { out: number; in: number }, contested?: number): Call => ({
      actor,
      path: 'mercato/pick.php',
      body: { user_id: u, old_joueur_id: p.out, new_joueur_id: p.in },
      moves: [{ type: 'pick', userId: u, oldId: p.out, newId: p.in }],
      ...(contested === undefined ? {} : { contested }),
    });
    const me = clientOf(d.poolers, cursor);
    const others = [...d.poolers.keys()].filter((u) => u !== cursor);
    const planned: Call[] = [];
    if (rng.chance(0.05)) planned.push({ actor: me, path: 'mercato/pass.php', body: {}, moves: [], pass: cursor });
    else planned.push(pickCall(cursor, rng.chance(0.15) ? d.admin : me, main, main.in));
    if (rng.chance(0.25)) {
      const again = pickFor(cursor, new Set([main.out, main.in]));
      if (again) planned.push(pickCall(cursor, me, again));
    }
    const other = rng.pick(others);
    if (rng.chance(0.3))
      planned.push(pickCall(other, clientOf(d.poolers, other), { out: rng.pick(teamOf(other)).joueur_id, in: main.in }, main.in));
    const sameSpot = teamOf(other).find((p) => p.poste === d.world.players.get(main.in)?.poste);
    if (sameSpot && rng.chance(contestRate)) {
      planned.push({
        actor: d.admin,
        path: 'mercato/remplacement.php',
        body: { user_id: other, journee, joueur_out_id: sameSpot.joueur_id, joueur_in_id: main.in },
        moves: [{ type: 'remplacement', userId: other, oldId: sameSpot.joueur_id, newId: main.in }],
        contested: main.in,
      });
    } else if (sameSpot && rng.chance(0.2)) {
      planned.push({
        actor: d.admin,
        path: 'mercato/echange.php',
        body: { user1_id: cursor, user2_id: other, pairs: [{ u1_joueur_id: main.out, u2_joueur_id: sameSpot.joueur_id }] },
        moves: [
          { type: 'echange', userId: cursor, oldId: main.out, newId: sameSpot.joueur_id },
          { type: 'echange', userId: other, oldId: sameSpot.joueur_id, newId: main.out },
        ],
      });
    }
    // Sent at the same moment, in a random order (PGlite answers them in arrival order).
    const calls = rng.shuffle(planned);
    const results: Result<unknown>[] = await Promise.all(
      calls.map((c) => attempt(c.actor.post(c.path, c.path.endsWith('echange.php') ? mercatoEchangeResponse : okSchema, c.body))),
    );
    calls.forEach((c, i) => {
      if (results[i]?.kind !== 'ok') return;
      stats.ackedCalls++;
      for (const mv of c.moves) ledger.move(mv);
      if (c.pass !== undefined) {
        ledger.passes.add(c.pass);
        ledger.acked++;
      }
    });
    const contest = calls.flatMap((c, i) => {
      const r = results[i];
      return c.contested === undefined || !r ? [] : [{ path: c.path, kind: r.kind, why: r.kind === 'refused' ? r.error.message : '' }];
    });
    if (contest.length >= 2 && contest.every((c) => c.kind !== 'unknown')) {
      // At most one call gets the free player; with the admin's replacement (always valid otherwise), exactly one.
      const winners = contest.filter((c) => c.kind === 'ok').length;
      const needed = contest.some((c) => c.path.endsWith('remplacement.php')) ? 1 : winners;
      stats.contested++;
      if (winners <= 1 && winners === needed) stats.contestedOneWinner++;
      else {
        const refusals = contest.filter((c) => c.why).map((c) => `${c.path} : ${c.why}`);
        ledger.wrongAnswers.push(`joueur ${main.in} disputé : ${winners} gagnant(s)${refusals.length ? ` (${refusals.join(' ; ')})` : ''}`);
      }
    }
    if (countUnknown(ledger, results)) return 'interrupted';
  }
}
