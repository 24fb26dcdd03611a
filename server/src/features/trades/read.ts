import { isAdmin, type Poste, type Trade, type TradeHistoryEntry, type TradeJoueur, type TradesList, TRADES_MSG } from '@poolfoot/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Q } from '../../db/client.js';
import { clubs, joueurs, mercatoMoves, teamPlayers, trades, users } from '../../db/schema.js';
import type { SessionUser } from '../../http/session.js';
import { inLeagueSeason, type LeagueSeason, leagueSettingsAll } from '../ligues/index.js';
import { playerName } from '../mercato/index.js';
import { poolerName } from '../users/index.js';
import { tradeWindow } from './rules.js';
import { statusAt, termsOf, type TradeRow } from './store.js';

const unique = (ids: number[]) => [...new Set(ids)];

/** The names and players a set of trades and exchanges show, and who owns each player now (none: free). */
async function namesOf(db: Q, ls: LeagueSeason, userIds: number[], joueurIds: number[]) {
  const [people, players, owners] = await Promise.all([
    userIds.length ? db.select({ id: users.id, name: poolerName() }).from(users).where(inArray(users.id, userIds)) : [],
    joueurIds.length
      ? db
          .select({ id: joueurs.id, prenom: joueurs.prenom, nom: joueurs.nom, club_name: clubs.name, poste: joueurs.poste })
          .from(joueurs)
          .innerJoin(clubs, eq(clubs.id, joueurs.clubId))
          .where(inArray(joueurs.id, joueurIds))
      : [],
    joueurIds.length
      ? db
          .select({ joueurId: teamPlayers.joueurId, userId: teamPlayers.userId })
          .from(teamPlayers)
          .where(and(inLeagueSeason(teamPlayers, ls), inArray(teamPlayers.joueurId, joueurIds), isNull(teamPlayers.journeeOut)))
      : [],
  ]);
  const names = new Map(people.map((p) => [p.id, p.name]));
  const byId = new Map(players.map((p) => [p.id, { ...p, poste: p.poste as Poste }]));
  return {
    pooler: (id: number) => ({ id, name: names.get(id) ?? '' }),
    joueur: (id: number): TradeJoueur => byId.get(id) ?? { id, prenom: null, nom: `#${id}`, club_name: '', poste: 'GB' },
    owner: new Map(owners.map((o) => [o.joueurId, o.userId])),
  };
}

/** Trades as the pages show them (domain tradeSchema): their players and poolers named, their status at `now`. */
export async function tradeViews(db: Q, ls: LeagueSeason, rows: readonly TradeRow[], now: Date): Promise<Trade[]> {
  const terms = await termsOf(db, rows);
  const all = [...terms.values()];
  const joueurIds = unique([...all.flatMap((t) => [...t.give, ...t.take]), ...rows.flatMap((r) => r.lineupLosses.map((l) => l.joueur_id))]);
  const names = await namesOf(db, ls, unique(rows.flatMap((r) => [r.fromUserId, r.toUserId])), joueurIds);
  return rows.map((row) => {
    const { give, take } = terms.get(row.id) ?? { give: [], take: [] };
    const status = statusAt(row, now);
    // While it waits, a player who left his side since (a mercato move, an admin's change) keeps it from going through.
    const gone = [...give.map((id) => ({ id, side: row.fromUserId })), ...take.map((id) => ({ id, side: row.toUserId }))].find(
      (p) => names.owner.get(p.id) !== p.side,
    );
    const open = status === 'pending' || status === 'accepted';
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    return {
      id: row.id,
      status,
      from: names.pooler(row.fromUserId),
      to: names.pooler(row.toUserId),
      give: give.map(names.joueur),
      take: take.map(names.joueur),
      message: row.message,
      counter_of: row.counterOf,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      accepted_at: iso(row.acceptedAt),
      closed_at: iso(row.closedAt),
      review_deadline: iso(row.reviewDeadline),
      journee: row.journee,
      reason: row.reason,
      blocked: open && gone ? TRADES_MSG.stale(playerName(names.joueur(gone.id)), names.pooler(gone.side).name) : null,
      lineup_losses: row.lineupLosses.map((l) => ({ user_id: l.user_id, numjournee: l.numjournee, joueur: names.joueur(l.joueur_id) })),
    };
  });
}

/**
 * The league admin's exchanges (mercato/echange.php) as history lines: one call writes one move per player and side, at
 * one instant; its moves are read back together (consecutive, same instant, matchday and poolers), the first's pooler
 * giving his old players.
 */
async function adminExchanges(db: Q, ls: LeagueSeason): Promise<TradeHistoryEntry[]> {
  const moves = await db
    .select()
    .from(mercatoMoves)
    .where(and(inLeagueSeason(mercatoMoves, ls), eq(mercatoMoves.type, 'echange')))
    .orderBy(asc(mercatoMoves.id));
  type Group = { first: (typeof moves)[number]; moves: typeof moves; other: number | null };
  const groups: Group[] = [];
  for (const m of moves) {
    const last = groups.at(-1);
    const together =
      last &&
      last.first.at.getTime() === m.at.getTime() &&
      last.first.journee === m.journee &&
      (m.userId === last.first.userId || m.userId === (last.other ?? m.userId));
    if (last && together) {
      last.moves.push(m);
      if (m.userId !== last.first.userId) last.other = m.userId;
    } else groups.push({ first: m, moves: [m], other: null });
  }
  const names = await namesOf(db, ls, unique(moves.map((m) => m.userId)), unique(moves.flatMap((m) => [m.oldJoueurId, m.newJoueurId])));
  return groups.map(({ first, moves: mine, other }) => {
    const gives = mine.filter((m) => m.userId === first.userId);
    return {
      kind: 'echange' as const,
      id: first.id,
      status: 'done' as const,
      from: names.pooler(first.userId),
      to: names.pooler(other ?? first.userId),
      give: gives.map((m) => names.joueur(m.oldJoueurId)),
      take: gives.map((m) => names.joueur(m.newJoueurId)),
      at: first.at.toISOString(),
      journee: first.journee,
      review_deadline: null,
      reason: null,
    };
  });
}

const HISTORY_STATUSES = new Set(['accepted', 'done', 'vetoed', 'cancelled']);

/** trades/list.php: my proposals sent and received, the league's accepted trades and exchanges, what waits for the admin. */
export async function tradesList(db: Q, ls: LeagueSeason, me: SessionUser, now: Date): Promise<Omit<TradesList, 'success' | 'status'>> {
  const admin = isAdmin(me.role);
  const rows = await db
    .select()
    .from(trades)
    .where(
      and(
        inLeagueSeason(trades, ls),
        or(
          eq(trades.fromUserId, me.id),
          eq(trades.toUserId, me.id),
          isNotNull(trades.acceptedAt),
          admin ? eq(trades.status, 'accepted') : undefined,
        ),
      ),
    )
    .orderBy(desc(trades.createdAt), desc(trades.id));
  const [views, exchanges, settings, window] = await Promise.all([
    tradeViews(db, ls, rows, now),
    adminExchanges(db, ls),
    leagueSettingsAll(db, ls.leagueId),
    tradeWindow(db, ls, now),
  ]);
  // Waiting ones first, then the newest.
  const mine = (side: 'from' | 'to') =>
    views.filter((t) => t[side].id === me.id).sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
  const accepted: TradeHistoryEntry[] = views
    .filter((t) => t.accepted_at !== null && HISTORY_STATUSES.has(t.status))
    .map((t) => ({
      kind: 'trade',
      id: t.id,
      status: t.status as TradeHistoryEntry['status'],
      from: t.from,
      to: t.to,
      give: t.give,
      take: t.take,
      at: t.accepted_at ?? t.created_at,
      journee: t.journee,
      review_deadline: t.review_deadline,
      reason: t.reason,
    }));
  const received = mine('to');
  return {
    received,
    sent: mine('from'),
    review: admin ? views.filter((t) => t.status === 'accepted') : [],
    history: [...accepted, ...exchanges].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id),
    waiting: received.filter((t) => t.status === 'pending').length,
    rules: {
      closed: window.closed,
      journee_effet: window.journee,
      review: settings.trade_review,
      deadline: settings.trade_deadline,
      expiry_hours: settings.trade_expiry_hours,
      max_joueurs_poste: settings.max_joueurs_poste,
      max_par_club: settings.max_par_club,
    },
  };
}
