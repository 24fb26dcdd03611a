import { DEFAULT_MAX_PAR_CLUB, DEFAULT_MAX_PAR_POSTE, maxParPosteSchema, type Poste } from '@poolfoot/domain';
import { z } from 'zod';
import type { Sql } from './sql.js';

/** The demo league the scripts drive (its twelve poolers), and its second one (five of them, in their draft). */
export const DEMO_LEAGUE = 'La ligue des douze';
export const COUSINS_LEAGUE = 'La ligue des cousins';

/** The rows the checks look at, read in one go from a target's database. */
export type Snapshot = Awaited<ReturnType<typeof readSnapshot>>;

export async function readSnapshot(sql: Sql, leagueName = DEMO_LEAGUE) {
  const settings = new Map(
    (await sql.query<{ key: string; value: unknown }>('select key, value from settings')).map((r) => [r.key, r.value]),
  );
  const saisonId = z.object({ id: z.number() }).parse(settings.get('saison')).id;
  // A league's rows and settings (docs/ligues.md): the demo's twelve poolers' league unless told.
  const [league] = await sql.query<{ id: number; settings: Record<string, unknown> }>(
    'select id, settings from leagues where nom = $1 order by id limit 1',
    [leagueName],
  );
  if (!league) throw new Error(`pas de ligue « ${leagueName} »`);
  const maxParPoste = maxParPosteSchema.safeParse(league.settings.max_joueurs_poste).data ?? DEFAULT_MAX_PAR_POSTE;
  const maxParClub = z.number().safeParse(league.settings.max_par_club).data ?? DEFAULT_MAX_PAR_CLUB;
  const q = <T>(text: string) => sql.query<T>(text, [saisonId, league.id]);
  return {
    saisonId,
    leagueId: league.id,
    limits: { maxParPoste: maxParPoste as Record<Poste, number>, maxParClub },
    players: new Map(
      (
        await sql.query<{ id: number; poste: Poste; club_id: number }>('select id, poste, club_id from joueurs where saison_id = $1', [
          saisonId,
        ])
      ).map((p) => [p.id, p]),
    ),
    draftState: (
      await q<{ status: string; tour: number; choix: number; prochain_pooler_id: number | null }>(
        'select status, tour, choix, prochain_pooler_id from draft_state where saison_id = $1 and league_id = $2',
      )
    )[0],
    draftOrder: (await q<{ user_id: number }>('select user_id from draft_order where saison_id = $1 and league_id = $2 order by rang')).map(
      (r) => r.user_id,
    ),
    picks: await q<{ tour: number; rang: number; user_id: number; joueur_id: number }>(
      'select tour, rang, user_id, joueur_id from draft_picks where saison_id = $1 and league_id = $2 order by tour, rang',
    ),
    teamRows: await q<{ id: number; user_id: number; joueur_id: number; journee_in: number; journee_out: number | null }>(
      'select id, user_id, joueur_id, journee_in, journee_out from team_players where saison_id = $1 and league_id = $2 order by id',
    ),
    compos: await q<{
      id: number;
      user_id: number;
      journee_id: number;
      numjournee: number;
      formation: string;
      capitaine_joueur_id: number | null;
    }>(
      `select c.id, c.user_id, c.journee_id, j.numjournee, c.formation, c.capitaine_joueur_id
         from compos c join journees j on j.id = c.journee_id where c.saison_id = $1 and c.league_id = $2`,
    ),
    slots: await q<{ compo_id: number; ordre: number; joueur_id: number | null }>(
      'select s.compo_id, s.ordre, s.joueur_id from compo_slots s join compos c on c.id = s.compo_id where c.saison_id = $1 and c.league_id = $2',
    ),
    mercatoState: (
      await q<{ status: string; round: number; cursor_user_id: number | null }>(
        'select status, round, cursor_user_id from mercato_state where saison_id = $1 and league_id = $2',
      )
    )[0],
    mercatoOrder: await q<{ user_id: number; standby: boolean }>(
      'select user_id, standby from mercato_order where saison_id = $1 and league_id = $2 order by rang',
    ),
    moves: await q<{
      id: number;
      user_id: number;
      type: string;
      old_joueur_id: number;
      new_joueur_id: number;
      journee: number;
      at: string;
    }>(
      `select id, user_id, type, old_joueur_id, new_joueur_id, journee, to_char(at, 'YYYY-MM-DD HH24:MI:SS.US') as at
         from mercato_moves where saison_id = $1 and league_id = $2 order by id`,
    ),
    sessionHashes: new Set((await sql.query<{ token_hash: string }>('select token_hash from sessions')).map((r) => r.token_hash)),
  };
}
