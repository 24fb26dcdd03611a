import { AUTOPILOT_MSG, autopilotCalls } from '@poolfoot/domain';
import { activeSaisonId, getSetting, setSetting } from '../../db/settings.js';
import { ok } from '../../http/envelope.js';
import { currentUser, leagueOf } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { liveMatchday } from './live-scores.js';
import { autopilotLog } from './log.js';
import { remindersOn, setReminders } from './reminders.js';
import { matchdayPipeline } from './pipeline.js';

/**
 * The matchday pipeline (each match's stage, the next step) and the autopilot's setting, for the manage page (admins);
 * the live matchday (provisional points during the matches) for the poolers.
 */
export default async function autopilotRoutes(app: App) {
  const { ctx } = app;
  const { db } = ctx.database;

  route(app, autopilotCalls.pipeline, async ({ numjournee }) => {
    const pipeline = await matchdayPipeline(db, await activeSaisonId(db), ctx.now(), numjournee);
    const job = pipeline.journee ? await autopilotLog(db, pipeline.journee.numjournee) : null;
    return ok({ ...pipeline, autopilot: await getSetting(db, 'autopilot'), job });
  });

  route(app, autopilotCalls.live, async ({ journee_id }, req) => ok(await liveMatchday(db, leagueOf(req), journee_id)));

  route(app, autopilotCalls.reminders, async (_input, req) => ok({ mails: await remindersOn(db, currentUser(req).id) }));

  route(app, autopilotCalls.setReminders, async ({ mails }, req) => {
    await setReminders(db, currentUser(req).id, mails);
    return ok({ mails }, mails ? AUTOPILOT_MSG.remindersOn : AUTOPILOT_MSG.remindersOff);
  });

  route(app, autopilotCalls.set, async ({ enabled, poll_seconds }) => {
    const autopilot = { enabled, poll_seconds: poll_seconds ?? (await getSetting(db, 'autopilot')).poll_seconds };
    await setSetting(db, 'autopilot', autopilot);
    return ok({ autopilot }, enabled ? AUTOPILOT_MSG.resumed : AUTOPILOT_MSG.paused);
  });
}
