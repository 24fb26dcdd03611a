/** Test helpers for the draft tests: a small league of real rows and API shortcuts (not used by the app). */
import { POSTES, type Poste } from '@poolfoot/domain';
import type { TestApp } from '../../../test/app.js';
import { cookieOf, createUser } from '../../../test/factories.js';
import { clubs, joueurs } from '../../db/schema.js';

/** Players per position in every club (25 a club, enough for 12 squads of 20 with 18 clubs). */
export const SQUAD: Record<Poste, number> = { GB: 3, DC: 5, DL: 4, MC: 5, MO: 4, AT: 4 };

export type WorldPlayer = { id: number; poste: Poste; clubId: number; totalPrev: number; name: string };

/** Inserts `nClubs` clubs of the active season with SQUAD players each; 2024/25 totals are all distinct. */
export async function seedLeague(t: TestApp, nClubs = 18, saisonId = 2026): Promise<WorldPlayer[]> {
  const clubRows = await t.db
    .insert(clubs)
    .values(Array.from({ length: nClubs }, (_, i) => ({ name: `Club ${saisonId}-${i + 1}`, saisonId })))
    .returning({ id: clubs.id });
  const rows = clubRows.flatMap((club, c) =>
    POSTES.flatMap((poste) =>
      Array.from({ length: SQUAD[poste] }, (_, k) => {
        const n = `${saisonId}-${c}-${poste}-${k}`;
        return { nom: `Nom${n}`, prenom: `Prenom${n}`, lfpId: n, shortOptaId: `p${n}`, clubId: club.id, poste, saisonId };
      }),
    ),
  );
  const inserted = await t.db
    .insert(joueurs)
    .values(rows.map((r, i) => ({ ...r, totalPrev: (i * 37) % 1000 })))
    .returning({
      id: joueurs.id,
      poste: joueurs.poste,
      clubId: joueurs.clubId,
      totalPrev: joueurs.totalPrev,
      nom: joueurs.nom,
      prenom: joueurs.prenom,
    });
  return inserted.map((p) => ({
    id: p.id,
    poste: p.poste as Poste,
    clubId: p.clubId,
    totalPrev: p.totalPrev,
    name: `${p.prenom} ${p.nom}`,
  }));
}

export type Caller = { id: number; cookie: string; nickname: string };

export async function loggedIn(t: TestApp, role = 1): Promise<Caller> {
  const u = await createUser(t.db, { role });
  return { id: u.id, cookie: await cookieOf(t.app, u), nickname: `${u.username}-nick` };
}

export function draftApi(t: TestApp) {
  const post = (call: string, body: unknown, who?: Caller) =>
    t.app.inject({
      method: 'POST',
      url: `/backend/api/draft/${call}`,
      payload: body as object,
      headers: who ? { cookie: who.cookie } : {},
    });
  const get = (who?: Caller) => t.app.inject({ url: '/backend/api/draft/get.php', headers: who ? { cookie: who.cookie } : {} });
  /** The state as a caller sees it (fails the test on a non-200). */
  const state = async (who: Caller) => {
    const res = await get(who);
    if (res.statusCode !== 200) throw new Error(`draft/get ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  return { post, get, state };
}
