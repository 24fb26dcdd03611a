import { AUTOPILOT_MSG, inReminderHour, PUSH_MSG, SLOT_COUNT } from '@poolfoot/domain';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { leagues, users } from '../../db/schema.js';
import { getSetting, setSetting } from '../../db/settings.js';
import { mailBase } from '../../http/public-url.js';
import type { AppContext } from '../../http/types.js';
import type { LogEntry } from '../../jobs/log.js';
import { leaguesLineups } from '../compos/index.js';
import { type Journee, matchesOfJournee } from '../championnat/index.js';
import { enqueue } from '../push/index.js';
import { poolerName } from '../users/index.js';
import { withState } from './state.js';

/**
 * One hour before the active matchday's first (firm) kickoff, once across processes: in every league, each pooler who
 * owns players that matchday and whose lineup in effect has an empty slot (none saved, or carried over with a hole after
 * a move) gets a mail naming the league, unless he turned them off, and a push on his devices that take it (every
 * league's lineups read in one query). Answers the log lines (none when it is not the time, or already done).
 */
export async function remindLineups(ctx: AppContext, log: FastifyBaseLogger, journee: Journee, now: Date): Promise<LogEntry[]> {
  const { db } = ctx.database;
  const kickoffs = (await matchesOfJournee(db, journee.id)).filter((r) => !r.match.kickoffUnknown).map((r) => r.match.kickoffAt.getTime());
  if (!kickoffs.length) return [];
  // The hour before it, the home page's banner's too (game/home.php).
  if (!inReminderHour(Math.min(...kickoffs), now.getTime())) return [];
  const claimed = await withState(db, (state) => {
    const c = state.journees[journee.id];
    if (c?.reminded) return false;
    state.journees[journee.id] = { ...c, reminded: now.toISOString() };
    return true;
  });
  if (!claimed) return [];
  const off = new Set(await getSetting(db, 'reminder_mails_off'));
  const all = await db.select({ id: leagues.id, nom: leagues.nom }).from(leagues).orderBy(asc(leagues.id));
  const byLeague = await leaguesLineups(
    db,
    all.map((l) => l.id),
    journee,
  );
  const due = all.flatMap((league) => {
    const { owned, lineups } = byLeague.get(league.id) ?? { owned: new Map(), lineups: new Map() };
    return [...owned.keys()].flatMap((userId: number) => {
      const lineup = lineups.get(userId);
      const empty = lineup ? lineup.slots.filter((s: number | null) => s === null).length : SLOT_COUNT;
      return empty ? [{ leagueId: league.id, league: league.nom, userId, empty }] : [];
    });
  });
  await enqueue(
    ctx,
    log,
    due.map((d) => ({
      key: `lineup:${journee.id}:${d.leagueId}:${d.userId}`,
      userId: d.userId,
      type: 'lineup' as const,
      payload: {
        title: PUSH_MSG.lineupTitle(journee.numjournee),
        body: PUSH_MSG.lineup(d.league, d.empty),
        url: `/compo?ligue=${d.leagueId}`,
        tag: `compo-${d.leagueId}`,
      },
    })),
  );
  const mailed = due.filter((d) => !off.has(d.userId));
  const ids = [...new Set(mailed.map((d) => d.userId))];
  const owners = new Map(
    (ids.length
      ? await db.select({ id: users.id, email: users.email, name: poolerName() }).from(users).where(inArray(users.id, ids))
      : []
    ).map((u) => [u.id, u]),
  );
  const lines: LogEntry[] = [];
  let sent = 0;
  const base = await mailBase(ctx);
  for (const { league, userId, empty } of mailed) {
    const u = owners.get(userId);
    if (!u) continue;
    try {
      await ctx.mailer.send({
        to: u.email,
        subject: AUTOPILOT_MSG.reminderSubject(journee.numjournee),
        text: AUTOPILOT_MSG.reminderText(u.name, league, journee.numjournee, empty, base),
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
