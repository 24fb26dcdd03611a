import { draftStatusSchema, livePhase, mercatoStatusSchema, type TradePlayer, TRADES_MSG, tradeLimitBreach } from '@poolfoot/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Q, Tx } from '../../db/client.js';
import { clubs, draftState, joueurs, mercatoState, teamPlayers } from '../../db/schema.js';
import { badRequest, conflict } from '../../http/errors.js';
import { firstOpenJournee } from '../journees/index.js';
import { inLeagueSeason, type LeagueSeason, leagueSettingsAll } from '../ligues/index.js';
import { loadPlayers, lockPoolers, ownedRow, type PlayerInfo, type Pooler, required } from '../mercato/index.js';

/**
 * Whether the league trades now (RULES.md "Trades"), and where a trade accepted now takes effect: closed while its draft
 * or its mercato runs (the live phase, as the home says it), when no matchday is left to start, and when that matchday
 * is past the deadline its admin set.
 */
export async function tradeWindow(db: Q, ls: LeagueSeason, now: Date): Promise<{ closed: string | null; journee: number | null }> {
  // One after the other: inside a transaction they share one connection.
  const settings = await leagueSettingsAll(db, ls.leagueId);
  const [draft] = await db.select({ status: draftState.status }).from(draftState).where(inLeagueSeason(draftState, ls));
  const [mercato] = await db.select({ status: mercatoState.status }).from(mercatoState).where(inLeagueSeason(mercatoState, ls));
  const open = await firstOpenJournee(db, now);
  const phase = livePhase({
    setting: settings.phase,
    draft: draftStatusSchema.parse(draft?.status ?? 'non débuté'),
    mercato: mercatoStatusSchema.parse(mercato?.status ?? 'non débuté'),
  });
  const journee = open?.numjournee ?? null;
  if (phase !== 'normal') return { closed: TRADES_MSG.closed[phase], journee };
  if (journee === null) return { closed: TRADES_MSG.noJourneeLeft, journee };
  const deadline = settings.trade_deadline;
  if (deadline !== null && journee > deadline) return { closed: TRADES_MSG.deadlinePassed(deadline, journee), journee };
  return { closed: null, journee };
}

/** The matchday a trade made now takes effect at; refuses (409, the reason) while the league does not trade. */
export async function openJournee(tx: Tx, ls: LeagueSeason, now: Date): Promise<number> {
  const { closed, journee } = await tradeWindow(tx, ls, now);
  if (closed !== null || journee === null) throw conflict(closed ?? TRADES_MSG.noJourneeLeft);
  return journee;
}

/** What a trade names: its two poolers and the players each gives. */
export type TradeTerms = { fromUserId: number; toUserId: number; give: number[]; take: number[] };
/** A trade checked against the teams as they stand: its poolers, its players, and their rows to close at `journee`. */
export type CheckedTrade = {
  from: Pooler;
  to: Pooler;
  players: Map<number, PlayerInfo>;
  rows: { id: number; joueurId: number; from: number; to: number }[];
  journee: number;
};

/** Each pooler's current squad (his players with no end), with what the limits read: position and club. */
async function squadsOf(tx: Tx, ls: LeagueSeason, userIds: number[]): Promise<Map<number, TradePlayer[]>> {
  const rows = await tx
    .select({ userId: teamPlayers.userId, id: joueurs.id, poste: joueurs.poste, clubId: joueurs.clubId })
    .from(teamPlayers)
    .innerJoin(joueurs, eq(joueurs.id, teamPlayers.joueurId))
    .where(and(inLeagueSeason(teamPlayers, ls), inArray(teamPlayers.userId, userIds), isNull(teamPlayers.journeeOut)));
  const squads = new Map(userIds.map((id) => [id, [] as TradePlayer[]]));
  for (const r of rows) squads.get(r.userId)?.push({ id: r.id, poste: r.poste as TradePlayer['poste'], clubId: r.clubId });
  return squads;
}

/**
 * Checks a trade against the teams as they stand, in the caller's transaction (after the mercato's lock): both poolers
 * active members (their rows locked, as the mercato locks them), each player his side's from the effect matchday on,
 * and both squads within the league's limits after it. Refuses with the rule, in French.
 */
export async function checkTrade(tx: Tx, ls: LeagueSeason, terms: TradeTerms, journee: number): Promise<CheckedTrade> {
  const poolers = await lockPoolers(tx, ls.leagueId, [terms.fromUserId, terms.toUserId]);
  const [from, to] = [required(poolers, terms.fromUserId), required(poolers, terms.toUserId)];
  const players = await loadPlayers(tx, ls.saisonId, [...terms.give, ...terms.take]);
  const rows: CheckedTrade['rows'] = [];
  for (const [owner, other, ids] of [
    [from, to, terms.give],
    [to, from, terms.take],
  ] as const) {
    for (const id of ids) {
      const row = await ownedRow(tx, ls, owner, required(players, id), journee);
      rows.push({ id: row.id, joueurId: id, from: owner.id, to: other.id });
    }
  }
  const settings = await leagueSettingsAll(tx, ls.leagueId);
  const squads = await squadsOf(tx, ls, [from.id, to.id]);
  const side = (ids: number[]) => ids.map((id) => required(players, id));
  const breach = tradeLimitBreach({ from: squads.get(from.id) ?? [], to: squads.get(to.id) ?? [] }, side(terms.give), side(terms.take), {
    maxParPoste: settings.max_joueurs_poste,
    maxParClub: settings.max_par_club,
  });
  if (breach) {
    const team = (breach.side === 'from' ? from : to).name;
    if (breach.kind === 'poste') throw badRequest(TRADES_MSG.limitPoste(team, breach.poste, breach.max));
    const [club] = await tx.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, breach.clubId));
    throw badRequest(TRADES_MSG.limitClub(team, club?.name ?? '', breach.max));
  }
  return { from, to, players, rows, journee };
}
