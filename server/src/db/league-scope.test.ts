import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, testApp } from '../../test/app.js';
import { appWork, crossLeague, namesTheLeague } from './league-scope.js';
import { clubs, compos, leagueMembers } from './schema.js';

// Every statement of the app's own work on a league's data names the league (league-scope.ts): the check is on in the
// server's tests (vitest.config.ts), so a query that forgets it fails the test that runs it.

describe('a statement names the league', () => {
  it('when its WHERE has a league_id, or it inserts one; a table of no league needs none', () => {
    expect(namesTheLeague('select "compos"."id" from "compos" where "compos"."league_id" = $1')).toBe(true);
    expect(namesTheLeague('insert into "compos" ("id", "league_id") values ($1, $2)')).toBe(true);
    expect(namesTheLeague('select "clubs"."id" from "clubs"')).toBe(true);
    expect(namesTheLeague('select "compos"."id" from "compos" where "compos"."id" = $1')).toBe(false);
    expect(namesTheLeague('select "compos"."league_id" from "compos"')).toBe(false);
    expect(namesTheLeague('update "invites" set "uses" = 1 where "invites"."id" = $1')).toBe(false);
    expect(namesTheLeague('delete from "rencontres" where "rencontres"."journee_id" = $1')).toBe(false);
  });
});

describe('the check, in the app’s own work', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('fails a statement on a league’s data that names no league, and lets the others and the named cross-league ones run', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(appWork(async () => await t.db.select().from(compos))).rejects.toThrow(/names no league/);
    expect(said).toHaveBeenCalledTimes(1);
    said.mockRestore();
    await expect(appWork(async () => await t.db.select().from(compos).where(eq(compos.leagueId, 1)))).resolves.toEqual([]);
    await expect(appWork(async () => await t.db.select().from(clubs))).resolves.toBeInstanceOf(Array);
    await expect(crossLeague('accountLeagues', async () => await t.db.select().from(leagueMembers))).resolves.toBeInstanceOf(Array);
  });
});
