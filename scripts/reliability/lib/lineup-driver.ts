import { composSaveResponse, FORMATION_SLOTS, FORMATIONS, teamsByUserResponse } from '@poolfoot/domain';
import { attempt, countUnknown, mustRead, type PhaseOutcome } from './attempt.js';
import type { Driver } from './draft-driver.js';
import type { Lineup } from './ledger.js';
import type { Rng } from './rng.js';
import { clientOf } from './world.js';

/** A random valid lineup of a team: a formation, each slot filled by a player of its position, a captain. */
function buildLineup(rng: Rng, userId: number, journeeId: number, team: { joueur_id: number; poste: string }[]): Lineup {
  const formation = rng.pick(FORMATIONS);
  const used = new Set<number>();
  const slots = FORMATION_SLOTS[formation].map((poste) => {
    const options = team.filter((p) => p.poste === poste && !used.has(p.joueur_id));
    const chosen = rng.pick(options).joueur_id;
    used.add(chosen);
    return chosen;
  });
  return { userId, journeeId, formation, slots, captainId: rng.chance(0.1) ? null : rng.pick(slots) };
}

const payload = (l: Lineup, lfpOf: (id: number) => string) => ({
  user_id: l.userId,
  journee_id: l.journeeId,
  formation: l.formation,
  capitaine_lfp_id: l.captainId === null ? null : lfpOf(l.captainId),
  joueurs: l.slots.map((id, ordre) => ({ ordre, lfp_id: lfpOf(id) })),
});

/**
 * Every pooler saves lineups for the first matchdays, all poolers at once, each one save after the
 * other; some saves are made by an admin for the pooler, some are invalid on purpose (must be refused).
 */
export async function runLineups(d: Driver, savesPerPooler: number): Promise<PhaseOutcome> {
  const lfpOf = (id: number) => d.world.players.get(id)?.lfpId ?? String(id);
  const worker = async (userId: number): Promise<PhaseOutcome> => {
    const me = clientOf(d.poolers, userId);
    const team = await mustRead(me.get('teams/getByUser.php', teamsByUserResponse, { user_id: userId }), 'teams/getByUser.php');
    if (!team) return 'interrupted';
    while ((d.ledger.lineupAcks.get(userId) ?? 0) < savesPerPooler) {
      const lineup = buildLineup(d.rng, userId, d.rng.pick(d.world.journees).id, team.team.joueurs);
      const invalid = d.rng.chance(0.15);
      const body = payload(lineup, lfpOf);
      // A goalkeeper in the last slot and the forward in goal: wrong positions, must be refused.
      if (invalid)
        [body.joueurs[0], body.joueurs[10]] = [
          { ordre: 0, lfp_id: body.joueurs[10]?.lfp_id ?? '' },
          { ordre: 10, lfp_id: body.joueurs[0]?.lfp_id ?? '' },
        ];
      const actor = d.rng.chance(0.2) ? d.admin : me;
      if (!invalid) d.ledger.lineupSent(lineup);
      const r = await attempt(actor.post('compos/saveCompo.php', composSaveResponse, body));
      if (r.kind === 'ok' && invalid) d.ledger.wrongAnswers.push(`composition invalide acceptée (pooler ${userId})`);
      if (r.kind === 'ok' && !invalid) d.ledger.lineupAcked(lineup);
      if (r.kind === 'refused' && !invalid) {
        d.ledger.lineupRefused(lineup);
        d.ledger.wrongAnswers.push(`composition valide refusée (pooler ${userId}) : ${r.error.message}`);
      }
      if (countUnknown(d.ledger, [r])) return 'interrupted';
    }
    return 'done';
  };
  const outcomes = await Promise.all([...d.poolers.keys()].map(worker));
  return outcomes.includes('interrupted') ? 'interrupted' : 'done';
}
