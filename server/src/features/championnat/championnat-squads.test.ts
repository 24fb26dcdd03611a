import { CHAMPIONNAT_MSG, championnatCalls, SRV } from '@poolfoot/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSquadSnapshots, clubs, joueurs, tmPlayers } from '../../db/schema.js';
import { configureChampionnat } from './runtime.js';
import { type ChampionnatTest, championnatTestApp, localSource } from '../../../test/factories/index.js';

let L: ChampionnatTest;
beforeAll(async () => {
  L = await championnatTestApp();
}, 120_000);
afterAll(() => L.t.close());

const clubByName = async (name: string) => {
  const [c] = await L.t.db.select().from(clubs).where(eq(clubs.name, name));
  if (!c) throw new Error(`no club ${name}`);
  return c;
};
const squadOf = async (clubId: number) => L.t.db.select().from(joueurs).where(eq(joueurs.clubId, clubId)).orderBy(asc(joueurs.id));

describe('who may sync the squads', () => {
  it('refuses anonymous callers and poolers, validates the club, 404 for an unknown one', async () => {
    for (const e of [
      championnatCalls.grabEffectifL1,
      championnatCalls.grabEffectifTm,
      championnatCalls.checkMercato,
      championnatCalls.compareEffectifL1vstm,
    ]) {
      for (const method of ['get', 'post'] as const) {
        expect((await L.t.anonymous[method](e, { club_id: 1 })).statusCode).toBe(401);
        const res = await L.t.as(L.r.pooler)[method](e, { club_id: 1 });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(SRV.forbiddenRole);
        expect((await L.admin[method](e, { club_id: 'x' })).statusCode).toBe(400);
      }
      const missing = await L.admin.get(e, { club_id: 9999 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(CHAMPIONNAT_MSG.clubNotFound);
    }
    expect((await L.t.as(L.r.pooler).call(championnatCalls.squads, { kind: 'grab_effectif_l1' })).statusCode).toBe(403);
    expect((await L.admin.post(championnatCalls.squads, { kind: 'autre' })).statusCode).toBe(400);
  });
});

describe('league/squads.php: every step over all 18 clubs', () => {
  it('grab_effectif_l1 syncs the 18 clubs from the demo league; the seeded squads need no change', async () => {
    const before = await L.t.db.select().from(joueurs).orderBy(asc(joueurs.id));
    const job = await L.runJob(championnatCalls.squads, { kind: 'grab_effectif_l1' });
    expect(job).toMatchObject({
      kind: 'grab_effectif_l1',
      status: 'done',
      total: 18,
      done: 18,
      ok: 18,
      ko: 0,
      message: CHAMPIONNAT_MSG.jobDone(18, 0),
    });
    expect(job.log.map((l) => l.text)).toContain('PSG : 25 joueurs (0 nouveau, 0 mis à jour)');
    expect(await L.t.db.select().from(joueurs).orderBy(asc(joueurs.id))).toEqual(before);
    expect(await L.t.db.$count(clubSquadSnapshots)).toBe(18);
    const again = await L.snapshot();
    expect((await L.runJob(championnatCalls.squads, { kind: 'grab_effectif_l1' })).ok).toBe(18);
    expect(await L.snapshot()).toBe(again);
  });

  it('check_mercato lists no move right after a sync', async () => {
    const job = await L.runJob(championnatCalls.squads, { kind: 'check_mercato' });
    expect(job).toMatchObject({ status: 'done', ok: 18, ko: 0 });
    expect(job.log[0]?.text).toBe(CHAMPIONNAT_MSG.seasonUsed('2025/26'));
    expect(job.log.slice(1).every((l) => l.text.endsWith('0 arrivée, 0 départ'))).toBe(true);
  });

  it('grab_effectif_tm then compare: matched by name and birth date, the rest to check', async () => {
    const tm = await L.runJob(championnatCalls.squads, { kind: 'grab_effectif_tm' });
    expect(tm).toMatchObject({ status: 'done', ok: 18, ko: 0 });
    expect(tm.log.map((l) => l.text)).toContain('PSG : 25 joueurs Transfermarkt');
    const again = await L.snapshot();
    const tm2 = await L.runJob(championnatCalls.squads, { kind: 'grab_effectif_tm' });
    expect(tm2.log.map((l) => l.text)).toContain('PSG : 25 joueurs Transfermarkt (inchangés)');
    expect(await L.snapshot()).toBe(again);

    const cmp = await L.runJob(championnatCalls.squads, { kind: 'compare_effectif_l1vstm' });
    expect(cmp).toMatchObject({ status: 'done', ok: 18, ko: 0 });
    const psg = await clubByName('PSG');
    const res = await L.admin.get(championnatCalls.compareEffectifL1vstm, { club_id: psg.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const reasons = body.joueurs_a_verifier.map((c: { reason: string }) => c.reason);
    expect(reasons).toContain(CHAMPIONNAT_MSG.missingInTm);
    expect(reasons).toContain(CHAMPIONNAT_MSG.missingInLfp);
    expect(reasons.some((r: string) => r.startsWith('date de naissance différente (Transfermarkt : '))).toBe(true);
    expect(body.joueurs_ok.length + body.joueurs_a_verifier.filter((c: { source: string }) => c.source === 'lfp').length).toBe(25);
    expect(body.joueurs_ok.length).toBeGreaterThanOrEqual(22);
    const line = cmp.log.find((l) => l.text.startsWith('PSG : '));
    expect(line?.text).toBe(`PSG : ${CHAMPIONNAT_MSG.compared(body.joueurs_ok.length, body.joueurs_a_verifier.length)}`);
    expect(line?.details).toHaveLength(body.joueurs_a_verifier.length);
  });

  it('a league that is down: every club KO with the reason, nothing written', async () => {
    const down = await localSource((_req, res) => {
      res.writeHead(502);
      res.end();
    });
    try {
      configureChampionnat(L.t.app.ctx, { lfpApiUrl: down.url });
      const before = await L.snapshot();
      const job = await L.runJob(championnatCalls.squads, { kind: 'grab_effectif_l1' });
      // Nothing went through: the end says Échec with the last club's reason, not counters.
      expect(job).toMatchObject({ status: 'done', ok: 0, ko: 18, message: CHAMPIONNAT_MSG.jobFailed(18, job.log.at(-1)?.text ?? '') });
      expect(job.message).toMatch(/^Échec \(18 KO\) : .*réponse HTTP 502 \(3 essais\)$/);
      expect(job.log.slice(1).every((l) => l.level === 'ko' && l.text.endsWith(': réponse HTTP 502 (3 essais)'))).toBe(true);
      expect(await L.snapshot()).toBe(before);
    } finally {
      L.useDemo();
      await down.close();
    }
  });
});

describe('one club: grab_effectif_l1, check_mercato, grab_effectif_tm', () => {
  it('brings in a new player with a mapped position, moves a transferred one, keeps what an admin set', async () => {
    const lyon = await clubByName('Lyon');
    const lens = await clubByName('Lens');
    const squad = await squadOf(lyon.id);
    const [a, b, c, d] = [squad.find((p) => p.poste === 'DL'), squad.find((p) => p.poste === 'DC'), squad[20], squad[21]];
    if (!a || !b || !c || !d) throw new Error('squad');
    // a: unknown to us (another lfp id): the league's player comes in as new, as a full-back (DL).
    await L.t.db.update(joueurs).set({ lfpId: 'ancien-a', shortOptaId: 'ancien-a' }).where(eq(joueurs.id, a.id));
    // b: an admin made him an attacker; c: moved to Lens by mistake, shirt number lost; d: a wrong position, not set by an admin.
    await L.t.db.update(joueurs).set({ poste: 'AT', posteManual: true }).where(eq(joueurs.id, b.id));
    await L.t.db.update(joueurs).set({ clubId: lens.id, numero: null }).where(eq(joueurs.id, c.id));
    await L.t.db.update(joueurs).set({ poste: 'GB' }).where(eq(joueurs.id, d.id));

    // Before any sync (no snapshot), the mercato check compares with our players of the club.
    await L.t.db.delete(clubSquadSnapshots).where(eq(clubSquadSnapshots.clubId, lyon.id));
    const mercato = await L.admin.get(championnatCalls.checkMercato, { club_id: lyon.id });
    expect(mercato.json()).toMatchObject({
      club: { id: lyon.id, name: 'Lyon' },
      added: [
        { lfp_id: a.lfpId, nom: a.nom, prenom: a.prenom },
        { lfp_id: c.lfpId, nom: c.nom, prenom: c.prenom },
      ],
      removed: [{ lfp_id: 'ancien-a', nom: a.nom, prenom: a.prenom }],
    });

    const res = await L.admin.call(championnatCalls.grabEffectifL1, { club_id: lyon.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ club: { id: lyon.id, name: 'Lyon' }, players_count: 25, created: 1, updated: 2 });
    expect(res.json().message).toBe('Lyon : 25 joueurs (1 nouveau, 2 mis à jour)');
    const [newcomer] = await L.t.db
      .select()
      .from(joueurs)
      .where(and(eq(joueurs.lfpId, a.lfpId), eq(joueurs.clubId, lyon.id)));
    expect(newcomer).toMatchObject({
      nom: a.nom,
      prenom: a.prenom,
      poste: 'DL',
      numero: a.numero,
      birthDate: a.birthDate,
      posteManual: false,
    });
    const byId = new Map((await L.t.db.select().from(joueurs)).map((j) => [j.id, j]));
    expect(byId.get(b.id)).toMatchObject({ poste: 'AT', posteManual: true });
    expect(byId.get(c.id)).toMatchObject({ clubId: lyon.id, numero: c.numero });
    expect(byId.get(d.id)?.poste).toBe(d.poste);

    const after = await L.admin.get(championnatCalls.checkMercato, { club_id: lyon.id });
    expect(after.json()).toMatchObject({ added: [], removed: [] });
    const again = await L.admin.get(championnatCalls.grabEffectifL1, { club_id: lyon.id });
    expect(again.json()).toMatchObject({ created: 0, updated: 0 });
  });

  it('check_mercato compares with the last sync: arrivals and departures', async () => {
    const lille = await clubByName('Lille');
    await L.admin.get(championnatCalls.grabEffectifL1, { club_id: lille.id });
    const squad = await squadOf(lille.id);
    const [gone] = squad;
    if (!gone) throw new Error('squad');
    const kept = squad.slice(1).map((p) => p.lfpId);
    await L.t.db
      .update(clubSquadSnapshots)
      .set({ lfpIds: [...kept, '424242'] })
      .where(eq(clubSquadSnapshots.clubId, lille.id));
    const res = await L.admin.call(championnatCalls.checkMercato, { club_id: lille.id });
    expect(res.json()).toMatchObject({
      added: [{ lfp_id: gone.lfpId, nom: gone.nom, prenom: gone.prenom }],
      removed: [{ lfp_id: '424242', nom: '424242', prenom: null }],
    });
    expect(res.json().message).toBe('Lille : 1 arrivée, 1 départ');
  });

  it('refuses a club without league id (400) or Transfermarkt page (400), a comparison before the TM squad (409)', async () => {
    const [orphan] = await L.t.db.insert(clubs).values({ name: 'Sans Id', saisonId: 2026 }).returning();
    if (!orphan) throw new Error('club');
    const l1 = await L.admin.get(championnatCalls.grabEffectifL1, { club_id: orphan.id });
    expect(l1.statusCode).toBe(400);
    expect(l1.json().message).toBe(CHAMPIONNAT_MSG.noLfpId);
    const tm = await L.admin.get(championnatCalls.grabEffectifTm, { club_id: orphan.id });
    expect(tm.statusCode).toBe(400);
    expect(tm.json().message).toBe(CHAMPIONNAT_MSG.noTmUrl);
    const cmp = await L.admin.get(championnatCalls.compareEffectifL1vstm, { club_id: orphan.id });
    expect(cmp.statusCode).toBe(409);
    expect(cmp.json().message).toBe(CHAMPIONNAT_MSG.noTmSquad);
    // In a job, such a club is one KO line; the others go on.
    const job = await L.runJob(championnatCalls.squads, { kind: 'grab_effectif_l1' });
    expect(job).toMatchObject({ total: 19, ok: 18, ko: 1 });
    expect(job.log.find((l) => l.level === 'ko')?.text).toBe(`Sans Id : ${CHAMPIONNAT_MSG.noLfpId}`);
    await L.t.db.delete(clubs).where(eq(clubs.id, orphan.id));
  });

  it('a source failing for one club answers 502 with the reason and leaves the squad as it was', async () => {
    const garbage = await localSource((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>Maintenance</body></html>');
    });
    try {
      configureChampionnat(L.t.app.ctx, { lfpApiUrl: garbage.url, tmUrl: garbage.url });
      const psg = await clubByName('PSG');
      const before = await L.snapshot();
      const l1 = await L.admin.get(championnatCalls.grabEffectifL1, { club_id: psg.id });
      expect(l1.statusCode).toBe(502);
      expect(l1.json()).toMatchObject({ success: false, message: 'réponse illisible (JSON invalide) (3 essais)' });
      const tm = await L.admin.get(championnatCalls.grabEffectifTm, { club_id: psg.id });
      expect(tm.statusCode).toBe(502);
      expect(tm.json().message).toBe("réponse illisible (pas de tableau d'effectif) (3 essais)");
      expect(await L.snapshot()).toBe(before);
      expect(await L.t.db.$count(tmPlayers, eq(tmPlayers.clubId, psg.id))).toBe(25);
    } finally {
      L.useDemo();
      await garbage.close();
    }
  });
});
