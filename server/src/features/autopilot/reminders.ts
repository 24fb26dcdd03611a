import { AUTOPILOT_MSG, LINEUP_REMINDER_MINUTES } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { teamPlayers, users } from '../../db/schema.js';
import { getSetting, setSetting } from '../../db/settings.js';
import type { AppContext } from '../../http/types.js';
import type { LogEntry } from '../../jobs/log.js';
import { effectiveLineup } from '../compos/index.js';
import { type Journee, matchesOfJournee } from '../league/index.js';
import { ownedAt } from '../teams/index.js';
import { poolerName } from '../users/index.js';
import { withState } from './state.js';

/**
 * One hour before the active matchday's first (firm) kickoff, once across processes: each pooler who owns players
 * that matchday and whose lineup in effect has an empty slot (none saved, or carried over with a hole after a move)
 * gets a mail, unless he turned them off. Answers the log lines (none when it is not the time, or already done).
 */
export async function remindLineups(ctx: AppContext, log: FastifyBaseLogger, journee: Journee, now: Date): Promise<LogEntry[]> {
  const { db } = ctx.database;
  const kickoffs = (await matchesOfJournee(db, journee.id)).filter((r) => !r.match.kickoffUnknown).map((r) => r.match.kickoffAt.getTime());
  if (!kickoffs.length) return [];
  const first = Math.min(...kickoffs);
  const at = now.getTime();
  // The hour before it, the home page's banner's too (game/home.php).
  if (at < first - LINEUP_REMINDER_MINUTES * 60_000 || at >= first) return [];
  const claimed = await withState(db, (state) => {
    const c = state.journees[journee.id];
    if (c?.reminded) return false;
    state.journees[journee.id] = { ...c, reminded: now.toISOString() };
    return true;
  });
  if (!claimed) return [];
  const off = new Set(await getSetting(db, 'reminder_mails_off'));
  const owners = await db
    .selectDistinct({ id: users.id, email: users.email, name: poolerName() })
    .from(teamPlayers)
    .innerJoin(users, eq(users.id, teamPlayers.userId))
    .where(ownedAt(journee.numjournee, journee.saisonId));
  const ref = { id: journee.id, numjournee: journee.numjournee, saisonId: journee.saisonId };
  const lines: LogEntry[] = [];
  let sent = 0;
  for (const u of owners.sort((a, b) => a.id - b.id)) {
    if (off.has(u.id)) continue;
    const lineup = await effectiveLineup(db, u.id, ref);
    const empty = lineup ? lineup.slots.filter((s) => s === null).length : 11;
    if (!empty) continue;
    try {
      await ctx.mailer.send({
        to: u.email,
        subject: AUTOPILOT_MSG.reminderSubject(journee.numjournee),
        text: AUTOPILOT_MSG.reminderText(u.name, journee.numjournee, empty, ctx.config.appUrl),
      });
      sent++;
    } catch (err) {
      log.error({ err, userId: u.id }, 'autopilot: reminder mail failed');
      lines.push({ level: 'ko', text: AUTOPILOT_MSG.reminderFailed(u.name) });
    }
  }
  return [{ level: 'ok', text: AUTOPILOT_MSG.remindersSent(journee.numjournee, sent) }, ...lines];
}

/** Whether a pooler gets the reminder mails (on unless he turned them off). */
export async function remindersOn(db: Db, userId: number): Promise<boolean> {
  return !(await getSetting(db, 'reminder_mails_off')).includes(userId);
}

/** A pooler turns his reminder mails on or off. */
export async function setReminders(db: Db, userId: number, mails: boolean) {
  await db.transaction(async (tx) => {
    const off = new Set(await getSetting(tx, 'reminder_mails_off'));
    if (mails) off.delete(userId);
    else off.add(userId);
    await setSetting(
      tx,
      'reminder_mails_off',
      [...off].sort((a, b) => a - b),
    );
  });
}
