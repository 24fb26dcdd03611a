import { PUSH_MSG, pushCalls } from '@poolfoot/domain';
import { ok } from '../../http/envelope.js';
import { currentUser } from '../../http/guards.js';
import { route } from '../../http/route.js';
import type { App } from '../../http/types.js';
import { vapidKeys } from './keys.js';
import { startPushSender } from './outbox.js';
import { devicesOf, sendTest, subscribe, unsubscribe } from './service.js';

/** Web Push: any signed-in account subscribes its devices and chooses what each receives; the sender runs here. */
export default async function pushRoutes(app: App) {
  const { ctx } = app;
  startPushSender(app);

  route(app, pushCalls.key, async (_input, req) =>
    ok({ publicKey: (await vapidKeys(ctx.database.db)).publicKey, devices: await devicesOf(ctx, currentUser(req).id) }),
  );

  route(app, pushCalls.subscribe, async (input, req) => {
    const { device, isNew } = await subscribe(ctx, currentUser(req), req.headers['user-agent'] ?? null, input);
    return ok({ device }, isNew ? PUSH_MSG.subscribed : PUSH_MSG.choicesSaved);
  });

  route(app, pushCalls.unsubscribe, async ({ endpoint }, req) => {
    await unsubscribe(ctx, currentUser(req).id, endpoint);
    return ok({}, PUSH_MSG.unsubscribed);
  });

  route(app, pushCalls.test, async (_input, req) => {
    const sent = await sendTest(ctx, req.log, currentUser(req).id);
    return ok({ sent }, PUSH_MSG.testSent(sent));
  });
}
