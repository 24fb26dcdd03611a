import { type DraftBilan, type DraftChoix, type DraftState, POSTES, type Poste } from '@poolfoot/domain';
import { asc, eq } from 'drizzle-orm';
import { ALWAYS, type Validity } from '../../cache/answers.js';
import type { Db } from '../../db/client.js';
import { draftAutopick, draftPicks, joueurs } from '../../db/schema.js';
import { inLeagueSeason, type LeagueSeason } from '../ligues/index.js';
import { loadLimits, loadOrder, readState } from './repo.js';

type Pick = {
  tour: number;
  rang: number;
  userId: number;
  joueurId: number;
  auto: boolean;
  fromList: boolean;
  poste: string;
  clubId: number;
};

const emptyBilan = (): DraftBilan => ({
  nb_joueurs: 0,
  nb_joueurs_poste: Object.fromEntries(POSTES.map((p) => [p, 0])) as Record<Poste, number>,
  nb_joueurs_club: {},
});

/** Per pooler: picks by position and by club (every pooler of the order appears, even with no pick). */
function bilans(order: number[], picks: Pick[]): Record<string, DraftBilan> {
  const out: Record<string, DraftBilan> = Object.fromEntries(order.map((id) => [String(id), emptyBilan()]));
  for (const p of picks) {
    out[String(p.userId)] ??= emptyBilan();
    const b = out[String(p.userId)] as DraftBilan;
    b.nb_joueurs += 1;
    b.nb_joueurs_poste[p.poste as Poste] = (b.nb_joueurs_poste[p.poste as Poste] ?? 0) + 1;
    b.nb_joueurs_club[String(p.clubId)] = (b.nb_joueurs_club[String(p.clubId)] ?? 0) + 1;
  }
  return out;
}

/** draft/get.php: a league's state, order, picks by round then rank, drafted players and each pooler's counts. */
export async function readDraft(db: Db, ls: LeagueSeason): Promise<Omit<DraftState, 'success' | 'status' | 'message'>> {
  // One snapshot: the state, the order and the picks agree even while a pick commits.
  const { state, order, limits, picks, away } = await db.transaction(
    async (tx) => {
      const state = await readState(tx, ls);
      const order = await loadOrder(tx, ls);
      const limits = await loadLimits(tx, ls.leagueId);
      const picks = await tx
        .select({
          tour: draftPicks.tour,
          rang: draftPicks.rang,
          userId: draftPicks.userId,
          joueurId: draftPicks.joueurId,
          auto: draftPicks.auto,
          fromList: draftPicks.fromList,
          poste: joueurs.poste,
          clubId: joueurs.clubId,
        })
        .from(draftPicks)
        .innerJoin(joueurs, eq(joueurs.id, draftPicks.joueurId))
        .where(inLeagueSeason(draftPicks, ls))
        .orderBy(asc(draftPicks.tour), asc(draftPicks.rang));
      const away = await tx.select({ userId: draftAutopick.userId }).from(draftAutopick).where(inLeagueSeason(draftAutopick, ls));
      return { state, order, limits, picks, away };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const choix: Record<string, Record<string, DraftChoix>> = {};
  for (const p of picks) {
    choix[String(p.tour)] ??= {};
    (choix[String(p.tour)] as Record<string, DraftChoix>)[String(p.rang)] = {
      userId: p.userId,
      playerId: p.joueurId,
      auto: p.auto,
      from_list: p.fromList,
    };
  }
  return {
    gestion: {
      saison_id: ls.saisonId,
      status: state?.status ?? 'non débuté',
      tour: state?.tour ?? 1,
      max_tours: limits.tours,
      choix: state?.choix ?? 1,
      prochain_pooler_id: state?.prochainPoolerId ?? null,
      max_joueurs_poste: limits.maxParPoste,
      max_par_club: limits.maxParClub,
      pick_clock_minutes: limits.clockMinutes,
      pick_deadline: state?.pickDeadline?.toISOString() ?? null,
    },
    ordre: order,
    choix,
    drafted_playerIds: picks.map((p) => p.joueurId),
    bilan_poolers: bilans(order, picks),
    autopick: away.map((a) => a.userId).sort((a, b) => a - b),
  };
}

type DraftAnswer = Awaited<ReturnType<typeof readDraft>>;

/** Whether a read draft's current pick is past its deadline: its pick clock has a pick to make (runPickClock). */
export function clockRanOut(draft: DraftAnswer, now: Date): boolean {
  const deadline = draft.gestion.pick_deadline;
  return deadline !== null && Date.parse(deadline) <= now.getTime();
}

/**
 * draft/get.php's answer holds until the current pick's deadline: then the pick clock makes the pick
 * (cache/answers.ts keeps the answer until a write or that instant).
 */
export function draftAnswerValidity(answer: unknown): Validity {
  const deadline = (answer as { gestion: DraftState['gestion'] }).gestion.pick_deadline;
  return { ...ALWAYS, until: deadline ? Date.parse(deadline) : ALWAYS.until };
}
