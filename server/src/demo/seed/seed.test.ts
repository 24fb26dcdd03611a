import { addDaysYmd, POSTES, ROLE, utcToParisLocal } from '@poolfoot/domain';
import { leagueSetting } from '../../features/ligues/index.js';
import { testLeague } from '../../../test/factories/index.js';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../features/auth/index.js';
import { type Database, openPglite } from '../../db/client.js';
import { clubs, draftOrder, draftState, journees, joueurs, leagueMembers, leagues, matchlfps, seasons, users } from '../../db/schema.js';
import { loginLeague } from '../../http/session.js';
import { getSetting } from '../../db/settings.js';
import { DEMO_CLUBS } from './clubs.js';
import { demoMatches, demoWeekShift, demoWeekShifts, shiftedKickoff } from './calendar.js';
import { demoLeagueId, seedDemo } from './seed.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const DAY_MS = 86_400_000;

const playersOf = (database: Database) => database.db.select().from(joueurs).orderBy(asc(joueurs.id));

describe('seedDemo', () => {
  let a: Database;
  let b: Database;
  let counts: Awaited<ReturnType<typeof seedDemo>>;

  beforeAll(async () => {
    a = await openPglite(':memory:');
    b = await openPglite(':memory:');
    counts = await seedDemo(a.db, { now: NOW });
    await seedDemo(b.db, { now: new Date('2025-06-01T08:00:00Z') });
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('returns and inserts the expected counts', async () => {
    expect(counts).toEqual({ users: 12, clubs: 18, joueurs: 450, journees: 34, matchs: 306 });
    expect(await a.db.$count(users)).toBe(12);
    expect(await a.db.$count(clubs)).toBe(18);
    expect(await a.db.$count(joueurs)).toBe(450);
    expect(await a.db.$count(journees)).toBe(34);
    expect(await a.db.$count(matchlfps)).toBe(306);
    expect(await a.db.select().from(seasons)).toEqual([{ id: 2026, nom: 'Saison 2025/2026' }]);
    expect(await getSetting(a.db, 'saison')).toEqual({ id: 2026, nom: 'Saison 2025/2026' });
    expect(await leagueSetting(a.db, await testLeague(a.db), 'phase')).toBe('draft');
    // Says it is the demo's world: its league answers from this server at the next starts (league/runtime.ts).
    expect(await getSetting(a.db, 'demo_world')).toBe(true);
  });

  it('creates the 12 users with ids 1..12, roles and the shared password', async () => {
    const rows = await a.db.select().from(users).orderBy(asc(users.id));
    expect(rows.map((u) => u.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(rows.map((u) => u.email)).toEqual(rows.map((_, i) => `pooler${i + 1}@poolfoot.test`));
    expect(rows[0]?.role).toBe(9);
    expect(rows[1]?.role).toBe(4);
    expect(rows.slice(2).every((u) => u.role === 1)).toBe(true);
    expect(new Set(rows.map((u) => u.username)).size).toBe(12);
    expect(new Set(rows.map((u) => u.nickname)).size).toBe(12);
    expect(await verifyPassword('poolfoot', rows[11]?.passwordHash ?? '')).toBe(true);
  });

  it('sets the draft order to users 1..12 and the draft status to non débuté', async () => {
    const twelve = await demoLeagueId(a.db);
    const order = await a.db.select().from(draftOrder).where(eq(draftOrder.leagueId, twelve)).orderBy(asc(draftOrder.rang));
    expect(order.map((o) => [o.rang, o.userId, o.saisonId])).toEqual(order.map((_, i) => [i + 1, i + 1, 2026]));
    expect(order).toHaveLength(12);
    expect(await a.db.select().from(draftState).where(eq(draftState.leagueId, twelve))).toMatchObject([
      { saisonId: 2026, status: 'non débuté', tour: 1, choix: 1, prochainPoolerId: 1, pickDeadline: null },
    ]);
  });

  it('seeds a second league: five of the twelve, in their draft; their sign-in still opens the twelve poolers’ league', async () => {
    const [cousins] = await a.db.select().from(leagues).where(eq(leagues.nom, 'La ligue des cousins'));
    const members = await a.db
      .select()
      .from(leagueMembers)
      .where(eq(leagueMembers.leagueId, cousins?.id ?? 0));
    expect(members.map((m) => [m.userId, m.role])).toEqual([
      [1, ROLE.admin],
      [4, ROLE.pooler],
      [7, ROLE.pooler],
      [10, ROLE.pooler],
      [12, ROLE.pooler],
    ]);
    expect(
      await a.db
        .select()
        .from(draftState)
        .where(eq(draftState.leagueId, cousins?.id ?? 0)),
    ).toMatchObject([{ status: 'en cours', tour: 1, choix: 1, prochainPoolerId: 1 }]);
    expect((await loginLeague(a.db, 1))?.id).toBe(await demoLeagueId(a.db));
  });

  it('creates the clubs with the official names of the fixtures file', async () => {
    const rows = await a.db.select().from(clubs);
    expect(rows.every((c) => c.saisonId === 2026 && c.transfermarktUrl?.startsWith('https://'))).toBe(true);
    const official = new Set(rows.map((c) => c.officialName));
    for (const m of demoMatches()) {
      expect(official.has(m.home)).toBe(true);
      expect(official.has(m.away)).toBe(true);
    }
    expect(new Set(rows.map((c) => c.clubId)).size).toBe(18);
    // The league's own club numbers (its shortId): PSG 13, OM 1, Nantes 12…
    expect(rows.find((c) => c.name === 'PSG')?.clubId).toBe('13');
    expect(rows.find((c) => c.name === 'Marseille')?.clubId).toBe('1');
    expect(rows.find((c) => c.name === 'Nantes')?.clubId).toBe('12');
    expect(new Set(rows.map((c) => c.name)).size).toBe(18);
    expect(DEMO_CLUBS).toHaveLength(18);
  });

  it('creates unique players with every position in every club', async () => {
    const rows = await playersOf(a);
    expect(new Set(rows.map((p) => p.lfpId)).size).toBe(rows.length);
    expect(new Set(rows.map((p) => p.shortOptaId)).size).toBe(rows.length);
    expect(rows.every((p) => /^\d+$/.test(p.lfpId))).toBe(true);
    expect(new Set(rows.map((p) => `${p.prenom} ${p.nom}`)).size).toBe(rows.length);
    expect(rows.every((p) => p.totalPrev >= 0 && p.totalPrev <= 180)).toBe(true);
    expect(rows.every((p) => p.saisonId === 2026 && p.birthDate && /^\d{4}-\d{2}-\d{2}$/.test(p.birthDate))).toBe(true);
    const clubRows = await a.db.select().from(clubs);
    for (const club of clubRows) {
      const squad = rows.filter((p) => p.clubId === club.id);
      expect(squad.length).toBeGreaterThanOrEqual(20);
      for (const poste of POSTES) expect(squad.some((p) => p.poste === poste)).toBe(true);
      const numeros = squad.map((p) => p.numero);
      expect(new Set(numeros).size).toBe(squad.length);
    }
    // Attackers score more than goalkeepers' backups, on average.
    const avg = (poste: string) => {
      const list = rows.filter((p) => p.poste === poste);
      return list.reduce((s, p) => s + p.totalPrev, 0) / list.length;
    };
    expect(avg('AT')).toBeGreaterThan(avg('GB'));
  });

  it('starts matchday 1 within the 7 days after now', async () => {
    const rows = await a.db.select().from(journees).orderBy(asc(journees.numjournee));
    const first = rows[0];
    expect(first?.numjournee).toBe(1);
    const delta = (first?.startAt.getTime() ?? 0) - NOW.getTime();
    expect(delta).toBeGreaterThan(0);
    expect(delta).toBeLessThanOrEqual(7 * DAY_MS);
    // Matchday rows match their first match, as Paris local date and time.
    const matches = await a.db.select().from(matchlfps);
    for (const j of rows) {
      expect(j.status).toBe(0);
      const own = matches.filter((m) => m.journeeId === j.id);
      expect(own).toHaveLength(9);
      const min = Math.min(...own.map((m) => m.kickoffAt.getTime()));
      expect(j.startAt.getTime()).toBe(min);
      expect(utcToParisLocal(j.startAt)).toEqual({ date: j.date, heure: j.heure });
    }
    // The other database, seeded at another date.
    const [firstB] = await b.db.select().from(journees).orderBy(asc(journees.numjournee)).limit(1);
    const deltaB = (firstB?.startAt.getTime() ?? 0) - Date.parse('2025-06-01T08:00:00Z');
    expect(deltaB).toBeGreaterThan(0);
    expect(deltaB).toBeLessThanOrEqual(7 * DAY_MS);
  });

  it('shifts by whole weeks and keeps Paris wall-clock times (20:45 stays 20:45)', async () => {
    const weeks = demoWeekShift(NOW);
    const original = new Map(demoMatches().map((m) => [m.match_lfp_id, m]));
    const rows = await a.db.select().from(matchlfps);
    let seen2045 = 0;
    for (const row of rows) {
      const m = original.get(row.matchLfpId);
      expect(m).toBeDefined();
      if (!m) continue;
      const local = utcToParisLocal(row.kickoffAt);
      expect(local).toEqual({ date: addDaysYmd(m.date, weeks * 7), heure: m.heure });
      if (m.heure === '20:45') seen2045++;
      expect(row.period).toBe('preMatch');
      expect(row.homeScore).toBeNull();
      expect(row.awayScore).toBeNull();
    }
    expect(seen2045).toBeGreaterThan(10);
    // Matchday 1's opener (Rennes - Marseille, Friday 20:45) is still at 20:45 in Paris.
    const opener = rows.find((r) => r.matchLfpId === 'l1_championship_match_1');
    expect(opener && utcToParisLocal(opener.kickoffAt).heure).toBe('20:45');
  });

  it('is deterministic: two fresh databases get identical players and matches ids', async () => {
    expect(await playersOf(b)).toEqual(await playersOf(a));
    const ids = async (d: Database) =>
      (await d.db.select().from(matchlfps).orderBy(asc(matchlfps.id))).map((m) => [m.matchLfpId, m.journeeId, m.homeClubId, m.awayClubId]);
    expect(await ids(b)).toEqual(await ids(a));
  });
});

describe('demoWeekShift', () => {
  it('is strictly after now: a now equal to the shifted kickoff moves to the next week', () => {
    const weeks = demoWeekShift(NOW);
    const first = demoMatches()[0];
    expect(first?.matchday).toBe(1);
    // 2026-03-13 is a Friday: matchday 1 (Friday 20:45) lands on it.
    expect(addDaysYmd(first?.date ?? '', weeks * 7)).toBe('2026-03-13');
    const exact = new Date('2026-03-13T19:45:00Z');
    expect(demoWeekShift(exact)).toBe(weeks + 1);
    expect(demoWeekShift(new Date(exact.getTime() - 1))).toBe(weeks);
  });
});

describe('demoWeekShifts', () => {
  it('puts the anchor matchday in the coming week and every earlier one over, whatever the hour of the week', () => {
    const matches = demoMatches();
    const kickoffs = (n: number, weeks: number) =>
      matches.filter((m) => m.matchday === n).map((m) => shiftedKickoff(m.date, m.heure, weeks).getTime());
    for (const anchor of [3, 11]) {
      // Every 2 hours over a week: matchday 10 is a midweek round three days before matchday 11.
      for (let t = NOW.getTime(); t < NOW.getTime() + 7 * DAY_MS; t += 2 * 3_600_000) {
        const shift = demoWeekShifts(new Date(t), matches, anchor);
        const start = Math.min(...kickoffs(anchor, shift(anchor)));
        expect(start).toBeGreaterThan(t);
        expect(start - t).toBeLessThanOrEqual(7 * DAY_MS);
        expect(Math.max(...kickoffs(anchor - 1, shift(anchor - 1))) + 3 * 3_600_000).toBeLessThanOrEqual(t);
        expect([shift(anchor), shift(anchor) - 1]).toContain(shift(1));
        expect(shift(34)).toBe(shift(anchor));
      }
    }
  });
});
