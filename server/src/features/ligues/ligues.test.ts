import { authCalls, draftCalls, LIGUES_MSG, liguesCalls, ROLE } from '@poolfoot/domain';
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
    const camille = await createUser(t.db, { password: 'un-mot-de-passe', league: null });
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
    // The session acts in no league now: no role for the pages.
    expect((await t.as({ cookie }).call(authCalls.me)).json().user).toMatchObject({ role: 0 });
    // A new login acts in the league left.
    expect((await t.as({ cookie: await cookieOf(t.app, camille) }).call(liguesCalls.mine)).json()).toMatchObject({ active_id: famille });
  });

  it('a user in no league sees none, and no call of a league is open to them; a visitor is refused', async () => {
    const alone = await createUser(t.db, { password: 'un-mot-de-passe', league: null });
    const cookie = await cookieOf(t.app, alone);
    expect((await t.as({ cookie }).call(liguesCalls.mine)).json()).toMatchObject({ leagues: [], active_id: null });
    expect((await t.as({ cookie }).call(authCalls.me)).json().user).toMatchObject({ id: alone.id, role: 0 });
    const draft = await t.as({ cookie }).call(draftCalls.get);
    expect(draft.statusCode).toBe(403);
    expect(draft.json()).toMatchObject({ code: 'forbidden', message: LIGUES_MSG.noLeague });
    const visitor = await t.anonymous.call(liguesCalls.mine);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('unauthenticated');
  });
});

describe('leagues/switch.php: the session acts in another of my leagues', () => {
  it('switches to a league I am in, the role following; a league I am not in answers as one that does not exist', async () => {
    const [amis, cousins, voisins] = [await league('Amis'), await league('Cousins'), await league('Voisins')];
    const lou = await createUser(t.db, { password: 'un-mot-de-passe', league: null });
    await t.db.insert(leagueMembers).values([
      { leagueId: amis, userId: lou.id, role: ROLE.admin, joinedAt: new Date('2026-07-01T10:00:00Z') },
      { leagueId: cousins, userId: lou.id, role: ROLE.pooler, joinedAt: new Date('2026-08-01T10:00:00Z') },
    ]);
    const other = await createUser(t.db, { league: voisins });
    const as = t.as({ cookie: await cookieOf(t.app, lou) });
    expect((await as.call(authCalls.me)).json().user).toMatchObject({ role: ROLE.admin });

    const res = await as.call(liguesCalls.switch, { league_id: cousins });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: LIGUES_MSG.switched('Cousins'),
      league: { id: cousins, nom: 'Cousins', role: ROLE.pooler },
      user: { id: lou.id, role: ROLE.pooler },
    });
    expect((await as.call(liguesCalls.mine)).json()).toMatchObject({ active_id: cousins });
    expect((await as.call(authCalls.me)).json().user).toMatchObject({ role: ROLE.pooler });

    // Someone else's league and a league that does not exist: the same answer, and the session stays where it was.
    const theirs = await as.call(liguesCalls.switch, { league_id: voisins });
    const none = await as.call(liguesCalls.switch, { league_id: 999_999 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(none.json());
    expect(theirs.json()).toMatchObject({ code: 'not_found', message: LIGUES_MSG.notFound });
    expect((await as.call(liguesCalls.mine)).json()).toMatchObject({ active_id: cousins });
    expect(other.id).toBeGreaterThan(0);
  });
});
