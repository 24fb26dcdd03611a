import { liguesCalls, ROLE } from '@poolfoot/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { cookieOf, createUser } from '../../../test/factories/index.js';
import { leagueMembers, leagues } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const league = async (nom: string) => (await t.db.insert(leagues).values({ nom }).returning())[0]?.id ?? 0;

describe('leagues/mine.php: my leagues, my role in each, the one my session acts in', () => {
  it('lists the active memberships; a login acts in the league last used, else the oldest; a member removed loses it at once', async () => {
    const [jeudi, famille, ancienne] = [await league('Jeudi'), await league('Famille'), await league('Ancienne')];
    const camille = await createUser(t.db, { password: 'un-mot-de-passe' });
    await t.db.insert(leagueMembers).values([
      { leagueId: famille, userId: camille.id, role: ROLE.pooler, joinedAt: new Date('2026-08-01T10:00:00Z') },
      { leagueId: jeudi, userId: camille.id, role: ROLE.admin, joinedAt: new Date('2026-07-01T10:00:00Z') },
      { leagueId: ancienne, userId: camille.id, role: ROLE.pooler, active: false },
    ]);
    const cookie = await cookieOf(t.app, camille);
    const mine = await t.as({ cookie }).call(liguesCalls.mine);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      leagues: [
        { id: jeudi, nom: 'Jeudi', role: ROLE.admin },
        { id: famille, nom: 'Famille', role: ROLE.pooler },
      ],
      active_id: jeudi,
    });
    // Removed from it (deactivated): the session acts in no league from the next request.
    await t.db
      .update(leagueMembers)
      .set({ active: false })
      .where(and(eq(leagueMembers.leagueId, jeudi), eq(leagueMembers.userId, camille.id)));
    expect((await t.as({ cookie }).call(liguesCalls.mine)).json()).toMatchObject({ leagues: [{ id: famille }], active_id: null });
    // A new login acts in the league left.
    expect((await t.as({ cookie: await cookieOf(t.app, camille) }).call(liguesCalls.mine)).json()).toMatchObject({ active_id: famille });
  });

  it('a user in no league sees none; a visitor is refused', async () => {
    const alone = await createUser(t.db, { password: 'un-mot-de-passe' });
    expect((await t.as({ cookie: await cookieOf(t.app, alone) }).call(liguesCalls.mine)).json()).toMatchObject({
      leagues: [],
      active_id: null,
    });
    const visitor = await t.anonymous.call(liguesCalls.mine);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('unauthenticated');
  });
});
