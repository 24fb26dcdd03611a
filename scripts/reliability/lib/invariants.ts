import { FORMATION_SLOTS, FORMATIONS, type Formation, maxTours, POSTES, type Poste, SLOT_COUNT, snakePicker } from '@poolfoot/domain';
import type { Snapshot } from './snapshot.js';

/** The season's matchdays (the demo has 34). */
const LAST_JOURNEE = 34;

/** Who owns each player at matchday n, from the team rows (journee_in <= n < journee_out). */
function ownersAt(s: Snapshot, n: number): Map<number, number[]> {
  const owners = new Map<number, number[]>();
  for (const r of s.teamRows) {
    if (r.journee_in <= n && (r.journee_out === null || r.journee_out > n)) {
      owners.set(r.joueur_id, [...(owners.get(r.joueur_id) ?? []), r.user_id]);
    }
  }
  return owners;
}

/** Every invariant of the game's data; each broken one is a line of the answer. */
export function checkInvariants(s: Snapshot): string[] {
  return [...draftErrors(s), ...ownershipErrors(s), ...lineupErrors(s), ...mercatoErrors(s)];
}

/** The picks follow the snake with no gap or duplicate, within the limits; the cursor is the next slot. */
function draftErrors(s: Snapshot): string[] {
  const errors: string[] = [];
  const order = s.draftOrder;
  const n = order.length;
  if (n === 0 || new Set(order).size !== n) return [`ordre de draft invalide : ${order.join(',')}`];
  const total = maxTours(s.limits.maxParPoste) * n;
  const seenPlayers = new Set<number>();
  const counts = new Map<number, { poste: Record<Poste, number>; club: Map<number, number> }>();
  s.picks.forEach((p, k) => {
    const tour = Math.floor(k / n) + 1;
    const rang = (k % n) + 1;
    if (p.tour !== tour || p.rang !== rang)
      errors.push(`draft : choix n°${k + 1} au tour ${p.tour} rang ${p.rang}, attendu ${tour}/${rang} (trou ou doublon)`);
    const expected = snakePicker(order, p.tour, p.rang);
    if (p.user_id !== expected)
      errors.push(`draft : tour ${p.tour} rang ${p.rang} choisi par ${p.user_id}, le serpentin donne ${expected}`);
    if (seenPlayers.has(p.joueur_id)) errors.push(`draft : joueur ${p.joueur_id} choisi deux fois`);
    seenPlayers.add(p.joueur_id);
    const player = s.players.get(p.joueur_id);
    if (!player) {
      errors.push(`draft : joueur ${p.joueur_id} inconnu`);
      return;
    }
    const c = counts.get(p.user_id) ?? { poste: Object.fromEntries(POSTES.map((x) => [x, 0])) as Record<Poste, number>, club: new Map() };
    c.poste[player.poste] += 1;
    c.club.set(player.club_id, (c.club.get(player.club_id) ?? 0) + 1);
    counts.set(p.user_id, c);
  });
  for (const [user, c] of counts) {
    for (const poste of POSTES) {
      if (c.poste[poste] > s.limits.maxParPoste[poste]) errors.push(`draft : pooler ${user} a ${c.poste[poste]} ${poste}`);
    }
    for (const [club, k] of c.club) if (k > s.limits.maxParClub) errors.push(`draft : pooler ${user} a ${k} joueurs du club ${club}`);
  }
  const st = s.draftState;
  if (!st) return [...errors, 'draft : pas de ligne draft_state'];
  const made = s.picks.length;
  if (made === total) {
    if (st.status !== 'terminé') errors.push(`draft : ${made} choix faits mais statut « ${st.status} »`);
  } else {
    if (st.status === 'terminé') errors.push(`draft : terminée avec ${made}/${total} choix`);
    const tour = Math.floor(made / n) + 1;
    const choix = (made % n) + 1;
    if (made > 0 && (st.tour !== tour || st.choix !== choix))
      errors.push(`draft : curseur ${st.tour}/${st.choix} après ${made} choix, attendu ${tour}/${choix}`);
    if (st.status === 'en cours' && st.prochain_pooler_id !== snakePicker(order, st.tour, st.choix)) {
      errors.push(`draft : prochain pooler ${st.prochain_pooler_id}, le serpentin donne ${snakePicker(order, st.tour, st.choix)}`);
    }
  }
  return errors;
}

type Owners = Map<number, number>;

/** The owners at matchday n replayed from the draft picks and the recorded mercato moves (an exchange swaps at once). */
function replayOwners(s: Snapshot, n: number): { owners: Owners; errors: string[] } {
  const owners: Owners = new Map(s.picks.map((p) => [p.joueur_id, p.user_id]));
  const errors: string[] = [];
  const moves = s.moves.filter((m) => m.journee <= n);
  for (let i = 0; i < moves.length; ) {
    const first = moves[i];
    if (!first) break;
    let j = i + 1;
    while (first.type === 'echange' && moves[j]?.type === 'echange' && moves[j]?.at === first.at) j++;
    const batch = moves.slice(i, j);
    for (const m of batch) {
      if (owners.get(m.old_joueur_id) !== m.user_id)
        errors.push(`mercato : mouvement ${m.id}, ${m.old_joueur_id} n'était pas au pooler ${m.user_id}`);
      owners.delete(m.old_joueur_id);
    }
    for (const m of batch) {
      if (owners.has(m.new_joueur_id)) errors.push(`mercato : mouvement ${m.id}, ${m.new_joueur_id} déjà pris`);
      owners.set(m.new_joueur_id, m.user_id);
    }
    i = j;
  }
  return { owners, errors };
}

/** One owner per player and matchday; the team rows agree with the draft plus the recorded moves. */
function ownershipErrors(s: Snapshot): string[] {
  const finished = s.draftState?.status === 'terminé';
  if (!finished) return s.teamRows.length ? [`équipes : ${s.teamRows.length} lignes avant la fin de la draft`] : [];
  const errors = new Set<string>();
  for (let n = 1; n <= LAST_JOURNEE; n++) {
    const owners = ownersAt(s, n);
    for (const [joueur, users] of owners)
      if (users.length > 1) errors.add(`J${n} : joueur ${joueur} à ${users.length} poolers (${users.join(',')})`);
    const replay = replayOwners(s, n);
    for (const e of replay.errors) errors.add(e);
    for (const [joueur, user] of replay.owners) {
      const actual = owners.get(joueur) ?? [];
      if (actual[0] !== user)
        errors.add(
          `J${n} : joueur ${joueur} devrait être au pooler ${user} (draft + mouvements), il est à ${actual.join(',') || 'personne'}`,
        );
    }
    for (const joueur of owners.keys())
      if (!replay.owners.has(joueur)) errors.add(`J${n} : joueur ${joueur} possédé sans choix ni mouvement`);
  }
  return [...errors].slice(0, 40);
}

/** Every saved lineup has its 11 slots; each filled slot holds a player the pooler owns that matchday, at his position. */
function lineupErrors(s: Snapshot): string[] {
  const errors: string[] = [];
  const slotsOf = new Map<number, { ordre: number; joueur_id: number | null }[]>();
  for (const slot of s.slots) slotsOf.set(slot.compo_id, [...(slotsOf.get(slot.compo_id) ?? []), slot]);
  const ownersCache = new Map<number, Map<number, number[]>>();
  for (const c of s.compos) {
    const where = `compo ${c.id} (pooler ${c.user_id}, J${c.numjournee})`;
    if (!FORMATIONS.includes(c.formation as Formation)) {
      errors.push(`${where} : formation ${c.formation}`);
      continue;
    }
    const layout = FORMATION_SLOTS[c.formation as Formation];
    const slots = slotsOf.get(c.id) ?? [];
    const ordres = new Set(slots.map((x) => x.ordre));
    if (slots.length !== SLOT_COUNT || ordres.size !== SLOT_COUNT || [...ordres].some((o) => o < 0 || o >= SLOT_COUNT)) {
      errors.push(`${where} : ${slots.length} emplacements (${[...ordres].sort((a, b) => a - b).join(',')})`);
    }
    const owners = ownersCache.get(c.numjournee) ?? ownersAt(s, c.numjournee);
    ownersCache.set(c.numjournee, owners);
    const ids = slots.flatMap((x) => (x.joueur_id === null ? [] : [x.joueur_id]));
    if (new Set(ids).size !== ids.length) errors.push(`${where} : un joueur deux fois`);
    for (const x of slots) {
      if (x.joueur_id === null) continue;
      if (!owners.get(x.joueur_id)?.includes(c.user_id)) errors.push(`${where} : joueur ${x.joueur_id} pas dans l'équipe`);
      const poste = s.players.get(x.joueur_id)?.poste;
      if (poste !== layout[x.ordre]) errors.push(`${where} : ${poste} ${x.joueur_id} à l'emplacement ${x.ordre} (${layout[x.ordre]})`);
    }
    if (c.capitaine_joueur_id !== null && !ids.includes(c.capitaine_joueur_id)) errors.push(`${where} : capitaine hors des 11`);
  }
  return errors;
}

/** The mercato's order and cursor are consistent; a move keeps the position. */
function mercatoErrors(s: Snapshot): string[] {
  const errors: string[] = [];
  const st = s.mercatoState;
  if (st && st.status !== 'non débuté') {
    const order = s.mercatoOrder.map((o) => o.user_id);
    if (new Set(order).size !== order.length || order.length !== s.draftOrder.length) errors.push(`mercato : ordre ${order.join(',')}`);
    const standby = new Set(s.mercatoOrder.filter((o) => o.standby).map((o) => o.user_id));
    if (st.status === 'en cours' && (st.cursor_user_id === null || !order.includes(st.cursor_user_id) || standby.has(st.cursor_user_id))) {
      errors.push(`mercato : curseur ${st.cursor_user_id} invalide`);
    }
    if (st.status === 'terminé' && st.cursor_user_id !== null) errors.push('mercato : terminé avec un curseur');
  }
  for (const m of s.moves) {
    if (s.players.get(m.old_joueur_id)?.poste !== s.players.get(m.new_joueur_id)?.poste)
      errors.push(`mercato : mouvement ${m.id} change de poste`);
  }
  return errors;
}
