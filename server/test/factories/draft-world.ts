import { draftCalls, POSTES, type Poste } from '@poolfoot/domain';
import type { Db } from '../../src/db/client.js';
import { clubs, joueurs } from '../../src/db/schema.js';
import type { Who } from '../caller.js';
import type { TestApp } from '../app.js';

/** The draft tests' world: a whole league of players to pick from, and the draft as a pooler sees it. */

/** Players per position in every club (25 a club, enough for 12 squads of 20 with 18 clubs). */
const SQUAD: Record<Poste, number> = { GB: 3, DC: 5, DL: 4, MC: 5, MO: 4, AT: 4 };

export type WorldPlayer = { id: number; poste: Poste; clubId: number; totalPrev: number; name: string };

/** Inserts `nClubs` clubs of a season with SQUAD players each, in two statements; 2024/25 totals are all distinct. */
export async function seedLeague(db: Db, nClubs = 18, saisonId = 2026): Promise<WorldPlayer[]> {
  const clubRows = await db
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
  const inserted = await db
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

/** The draft state as a caller sees it (fails the test on a non-200). */
export async function draftSeenBy(t: TestApp, who: Who) {
  const res = await t.as(who).call(draftCalls.get);
  if (res.statusCode !== 200) throw new Error(`draft/get ${res.statusCode}: ${res.body}`);
  return res.json();
}
