import { type Joueur, MSG, type MercatoMove, type MercatoView, type Poste, type Team, type TeamPlayer } from '@poolfoot/domain';

/** Whether it is the user's turn (SPEC.md §4: the cursor's pooler while the mercato is running). */
export const isMyTurn = (state: Pick<MercatoView, 'meta'>, userId: number) =>
  state.meta.status === 'en cours' && state.meta.cursor.user_id === userId;

export const fullName = (p: { prenom: string | null; nom: string }) => (p.prenom ? `${p.prenom} ${p.nom}` : p.nom);

/** How a move reads (SPEC.md "Mercato"): new player (club, position) replaces old player. */
export const moveText = (m: Pick<MercatoMove, 'new_joueur' | 'old_joueur'>) =>
  `${fullName(m.new_joueur)} (${m.new_joueur.club_name}, ${m.new_joueur.poste}) remplace ${fullName(m.old_joueur)}`;

export const MOVE_TYPE_LABELS: Record<MercatoMove['type'], string> = { pick: 'Mercato', remplacement: 'Remplacement', echange: 'Échange' };

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const nameMatches = (j: Pick<Joueur, 'prenom' | 'nom' | 'surnom'>, search: string) => {
  const q = fold(search.trim());
  return !q || fold([j.prenom, j.nom, j.surnom].filter(Boolean).join(' ')).includes(q);
};

/** 'taken': owned by a pooler; 'club': the pooler would exceed the club limit. */
type CandidateStatus = 'available' | 'taken' | 'club';
/** `points`: this season's points so far (joueur.total is the previous season's). */
export type Candidate = { joueur: Joueur; status: CandidateStatus; points: number };

/**
 * The /mercato/choix list: players of the dropped player's position (name and club filters), each
 * available, taken, or over the club limit for the pooler's team without the dropped player.
 * Best this-season points first, then best previous-season totals.
 */
export function mercatoCandidates(opts: {
  joueurs: readonly Joueur[];
  dropped: TeamPlayer;
  team: readonly TeamPlayer[];
  taken: ReadonlySet<number>;
  /** This season's points by player id (stats/players.php); a player without any has 0. */
  points: ReadonlyMap<number, number>;
  maxParClub: number;
  search: string;
  clubId: number | null;
}) {
  const { dropped, taken } = opts;
  const perClub = new Map<number, number>();
  for (const p of opts.team) if (p.joueur_id !== dropped.joueur_id) perClub.set(p.club_id, (perClub.get(p.club_id) ?? 0) + 1);
  const rows: Candidate[] = opts.joueurs
    .filter((j) => j.poste === dropped.poste && j.id !== dropped.joueur_id)
    .filter((j) => (opts.clubId === null || j.club_id === opts.clubId) && nameMatches(j, opts.search))
    .map(
      (joueur): Candidate => ({
        joueur,
        points: opts.points.get(joueur.id) ?? 0,
        status: taken.has(joueur.id) ? 'taken' : (perClub.get(joueur.club_id) ?? 0) >= opts.maxParClub ? 'club' : 'available',
      }),
    )
    .sort((a, b) => b.points - a.points || b.joueur.total - a.joueur.total || fullName(a.joueur).localeCompare(fullName(b.joueur), 'fr'));
  const available = rows.filter((c) => c.status === 'available').length;
  return { rows, available, unavailable: rows.length - available };
}

/** Free players of a position (not taken), with the name search applied from 2 characters (SPEC.md §9). */
export function freeJoueurs(joueurs: readonly Joueur[], poste: Poste, taken: ReadonlySet<number>, search: string) {
  const q = search.trim().length >= 2 ? search : '';
  return joueurs
    .filter((j) => j.poste === poste && !taken.has(j.id) && nameMatches(j, q))
    .sort((a, b) => fullName(a).localeCompare(fullName(b), 'fr'));
}

/** One pair of the exchange form: a player of each pooler (null until chosen). */
export type PairDraft = { a: number | null; b: number | null };
export const EMPTY_PAIR: PairDraft = { a: null, b: null };

/** A team's players now (those not yet gone): what an exchange swaps. */
export const currentJoueurs = (team: Pick<Team, 'joueurs'> | undefined) => (team?.joueurs ?? []).filter((p) => p.journee_out === null);

/**
 * The exchange's pairs (SPEC.md §5): only pairs with both players of the same position count; an
 * incompatible pair gives its warning.
 */
export function checkPairs(pairs: readonly PairDraft[], posteOf: (id: number) => Poste | undefined) {
  const valid: { u1_joueur_id: number; u2_joueur_id: number }[] = [];
  const warnings: string[] = [];
  for (const { a, b } of pairs) {
    if (a === null || b === null) continue;
    const [pa, pb] = [posteOf(a), posteOf(b)];
    if (pa && pb && pa === pb) valid.push({ u1_joueur_id: a, u2_joueur_id: b });
    else if (pa && pb) warnings.push(MSG.exchangeIncompatible(pa, pb));
  }
  return { valid, warnings };
}
