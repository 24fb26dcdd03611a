import { createHash } from 'node:crypto';
import type { Formation } from '@poolfoot/domain';
import type { Api } from './api.js';
import type { Snapshot } from './snapshot.js';

export type Lineup = { userId: number; journeeId: number; formation: Formation; slots: number[]; captainId: number | null };
export type Move = { type: 'pick' | 'echange' | 'remplacement'; userId: number; oldId: number; newId: number };

const lineupKey = (userId: number, journeeId: number) => `${userId}:${journeeId}`;

/**
 * Every write the server acknowledged (a 2xx answer), and the lineup saves whose answer never came
 * (they may or may not have been written). The checks compare it with the database.
 */
export class Ledger {
  acked = 0;
  unanswered = 0;
  draftStarted = false;
  readonly picks = new Map<string, { tour: number; rang: number; userId: number; playerId: number }>();
  readonly lineups = new Map<string, { acked: Lineup | null; pending: Lineup[] }>();
  readonly lineupAcks = new Map<number, number>();
  mercatoOpened = false;
  mercatoClosed = false;
  readonly moves: Move[] = [];
  readonly passes = new Set<number>();
  /** Session token hashes of the logins (a login writes a session). */
  readonly sessions = new Map<number, string>();
  /** Answers that should never have been given (a pick out of turn accepted...). */
  readonly wrongAnswers: string[] = [];

  login(userId: number, api: Api) {
    const token = api.cookie.replace(/^poolfoot_session=/, '');
    this.sessions.set(userId, createHash('sha256').update(token).digest('hex'));
    this.acked++;
  }

  pick(p: { tour: number; rang: number; userId: number; playerId: number }) {
    const key = `${p.tour}/${p.rang}`;
    const before = this.picks.get(key);
    if (before && (before.userId !== p.userId || before.playerId !== p.playerId)) {
      this.wrongAnswers.push(`deux choix acceptés au tour ${p.tour} rang ${p.rang}`);
    }
    this.picks.set(key, p);
    this.acked++;
  }

  lineupSent(l: Lineup) {
    const entry = this.lineups.get(lineupKey(l.userId, l.journeeId)) ?? { acked: null, pending: [] };
    entry.pending.push(l);
    this.lineups.set(lineupKey(l.userId, l.journeeId), entry);
  }

  /** The answer came: the save is the lineup in effect (saves of one pooler are sent one at a time). */
  lineupAcked(l: Lineup) {
    this.lineups.set(lineupKey(l.userId, l.journeeId), { acked: l, pending: [] });
    this.lineupAcks.set(l.userId, (this.lineupAcks.get(l.userId) ?? 0) + 1);
    this.acked++;
  }

  lineupRefused(l: Lineup) {
    const entry = this.lineups.get(lineupKey(l.userId, l.journeeId));
    if (entry) entry.pending = entry.pending.filter((p) => p !== l);
  }

  move(m: Move) {
    this.moves.push(m);
    this.acked++;
  }
}

/** Whether the database's lineup is `want`, allowing the slots (and captain) emptied when their player left the team. */
function sameLineup(s: Snapshot, compoId: number, numjournee: number, want: Lineup, formation: string, captain: number | null) {
  const left = (id: number) => s.moves.some((m) => m.user_id === want.userId && m.old_joueur_id === id && m.journee <= numjournee);
  if (formation !== want.formation) return false;
  if (captain !== want.captainId && !(captain === null && want.captainId !== null && left(want.captainId))) return false;
  const rows = s.slots.filter((x) => x.compo_id === compoId);
  return want.slots.every((id, ordre) => {
    const got = rows.find((x) => x.ordre === ordre)?.joueur_id;
    return got === id || (got === null && left(id));
  });
}

/** Every acknowledged write is in the database. */
export function checkAcked(ledger: Ledger, s: Snapshot): string[] {
  const errors: string[] = [];
  for (const [userId, hash] of ledger.sessions) if (!s.sessionHashes.has(hash)) errors.push(`session du pooler ${userId} perdue`);
  if (ledger.draftStarted && (!s.draftState || s.draftState.status === 'non débuté'))
    errors.push('draft : le démarrage acquitté est perdu');
  for (const p of ledger.picks.values()) {
    const row = s.picks.find((x) => x.tour === p.tour && x.rang === p.rang);
    if (!row) errors.push(`draft : choix acquitté ${p.tour}/${p.rang} (joueur ${p.playerId}) perdu`);
    else if (row.user_id !== p.userId || row.joueur_id !== p.playerId) {
      errors.push(`draft : ${p.tour}/${p.rang} acquitté ${p.userId}/${p.playerId}, en base ${row.user_id}/${row.joueur_id}`);
    }
  }
  for (const [key, { acked, pending }] of ledger.lineups) {
    const [userId, journeeId] = key.split(':').map(Number);
    const compo = s.compos.find((c) => c.user_id === userId && c.journee_id === journeeId);
    if (!compo) {
      if (acked) errors.push(`composition acquittée du pooler ${userId} (journée ${journeeId}) perdue`);
      continue;
    }
    const candidates = [acked, ...pending].filter((l): l is Lineup => l !== null);
    if (!candidates.some((l) => sameLineup(s, compo.id, compo.numjournee, l, compo.formation, compo.capitaine_joueur_id))) {
      errors.push(`composition du pooler ${userId} (journée ${journeeId}) : ni l'acquittée ni une envoyée sans réponse`);
    }
  }
  if (ledger.mercatoOpened && (!s.mercatoState || s.mercatoState.status === 'non débuté'))
    errors.push("mercato : l'ouverture acquittée est perdue");
  if (ledger.mercatoClosed && s.mercatoState?.status !== 'terminé') errors.push('mercato : la clôture acquittée est perdue');
  const inDb = new Map<string, number>();
  for (const m of s.moves)
    inDb.set(
      `${m.type}:${m.user_id}:${m.old_joueur_id}:${m.new_joueur_id}`,
      (inDb.get(`${m.type}:${m.user_id}:${m.old_joueur_id}:${m.new_joueur_id}`) ?? 0) + 1,
    );
  for (const m of ledger.moves) {
    const key = `${m.type}:${m.userId}:${m.oldId}:${m.newId}`;
    const left = inDb.get(key) ?? 0;
    if (left === 0) errors.push(`mercato : mouvement acquitté perdu (${key})`);
    inDb.set(key, left - 1);
  }
  for (const userId of ledger.passes) {
    if (!s.mercatoOrder.find((o) => o.user_id === userId)?.standby)
      errors.push(`mercato : le passe acquitté du pooler ${userId} est perdu`);
  }
  return [...ledger.wrongAnswers, ...errors];
}
