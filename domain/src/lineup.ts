import { FORMATION_SLOTS, type Formation, SLOT_COUNT, slotPoste, slotsPerPoste } from './formations.js';
import { MSG } from './messages/spec.js';
import { POSTES, type Poste } from './positions.js';

export interface PlayerRef {
  id: number;
  poste: Poste;
}

/** A lineup as the pitch shows it: 11 slots (empty or holding a player), a formation, an optional captain. */
export interface PitchLineup {
  slots: readonly (PlayerRef | null)[];
  formation: Formation;
  captainId: number | null;
}

export type ReplaceResult = { ok: true; slots: (PlayerRef | null)[]; captainId: number | null } | { ok: false; message: string };

/**
 * Re-places the players of a lineup into another formation's slots by position (SPEC.md section 4).
 * Locked players go first, then the others in their slot order; each player keeps his slot when that
 * slot has his position in the new formation, otherwise takes the first free slot of his position.
 * Players left without a slot are dropped; the captain is cleared when he is dropped. The slots still
 * empty are then filled from the bench (see fillFromBench), so a squad that can fill them does.
 * Refused when the locked players of a position outnumber that position's slots.
 */
export function replaceForFormation(
  current: PitchLineup,
  newFormation: Formation,
  lockedIds: ReadonlySet<number>,
  bench: readonly PlayerRef[] = [],
): ReplaceResult {
  const players = current.slots.flatMap((player, slot) => (player ? [{ player, slot }] : []));
  const locked = players.filter(({ player }) => lockedIds.has(player.id));
  const overflow = lockedOverflow(
    locked.map(({ player }) => player.poste),
    newFormation,
  );
  if (overflow) return { ok: false, message: overflow };

  const unlocked = players.filter(({ player }) => !lockedIds.has(player.id));
  const slots: (PlayerRef | null)[] = Array.from({ length: SLOT_COUNT }, () => null);
  placeGroup(slots, newFormation, locked);
  placeGroup(slots, newFormation, unlocked);
  const filled = fillFromBench(slots, newFormation, bench, lockedIds);

  const captainOnPitch = filled.some((player) => player?.id === current.captainId);
  return { ok: true, slots: filled, captainId: captainOnPitch ? current.captainId : null };
}

/**
 * Fills each empty slot, in slot order, with the first bench player of its position who is neither on
 * the pitch nor locked (RULES.md "Lineups": a locked player cannot join a lineup). The bench is in the
 * caller's order of preference; the players already on the pitch stay where they are.
 */
export function fillFromBench(
  slots: readonly (PlayerRef | null)[],
  formation: Formation,
  bench: readonly PlayerRef[],
  lockedIds: ReadonlySet<number>,
): (PlayerRef | null)[] {
  const used = new Set(slots.flatMap((player) => (player ? [player.id] : [])));
  return slots.map((player, slot) => {
    if (player) return player;
    const poste = FORMATION_SLOTS[formation][slot];
    const spare = bench.find((p) => p.poste === poste && !used.has(p.id) && !lockedIds.has(p.id));
    if (!spare) return null;
    used.add(spare.id);
    return spare;
  });
}

/** The refusal message for the first position whose locked players exceed its slots, if any. */
function lockedOverflow(lockedPostes: readonly Poste[], formation: Formation): string | null {
  const capacity = slotsPerPoste(formation);
  for (const poste of POSTES) {
    const n = lockedPostes.filter((p) => p === poste).length;
    if (n > capacity[poste]) return MSG.formationLocked(n, poste, capacity[poste], formation);
  }
  return null;
}

/** Places a group: first everyone whose slot still fits, then the rest in order into free slots of their position. */
function placeGroup(slots: (PlayerRef | null)[], formation: Formation, group: readonly { player: PlayerRef; slot: number }[]): void {
  const moving = group.filter(({ player, slot }) => {
    const keeps = FORMATION_SLOTS[formation][slot] === player.poste && slots[slot] === null;
    if (keeps) slots[slot] = player;
    return !keeps;
  });
  for (const { player } of moving) {
    const free = FORMATION_SLOTS[formation].findIndex((poste, slot) => poste === player.poste && slots[slot] === null);
    if (free >= 0) slots[free] = player;
  }
}

/** A saved lineup as the server stores it: 11 slots of player ids (or empty) and an optional captain. */
export interface SavedLineup {
  formation: Formation;
  slots: readonly (number | null)[];
  captainId: number | null;
}

export interface LineupCheck extends SavedLineup {
  /** The players the pooler owns at that matchday, with their position. */
  owned: ReadonlyMap<number, Poste>;
  /** The players whose club's match of that matchday has kicked off. */
  lockedIds: ReadonlySet<number>;
  /** The lineup in effect before this save (saved or carried over), null when there is none. */
  previous: SavedLineup | null;
  /** The players' names, for the messages (a player missing here is named by his id). */
  names?: ReadonlyMap<number, string>;
}

/** The refusals of a lineup save; a player is named, else (no name given) shown by his id. */
export const LINEUP_ERRORS = {
  incomplete: `La composition doit compter ${SLOT_COUNT} joueurs.`,
  notOwned: (id: number, name = `#${id}`) => `Le joueur ${name} n'appartient pas à l'équipe pour cette journée.`,
  wrongPoste: (id: number, slot: number, poste: Poste, name = `#${id}`) =>
    `Le joueur ${name} ne peut pas occuper l'emplacement ${slot} : il est réservé au poste ${poste}.`,
  duplicate: (id: number, name = `#${id}`) => `Le joueur ${name} figure plusieurs fois dans la composition.`,
  captainOffPitch: 'Le capitaine doit faire partie des 11 joueurs.',
  lockedMoved: (id: number, name = `#${id}`) => `Le joueur ${name} est verrouillé (match commencé) : il ne peut pas changer d'emplacement.`,
  lockedRemoved: (id: number, name = `#${id}`) => `Le joueur ${name} est verrouillé (match commencé) : il ne peut pas être retiré.`,
  lockedAdded: (id: number, name = `#${id}`) => `Le joueur ${name} est verrouillé (match commencé) : il ne peut pas être ajouté.`,
  lockedCaptainChanged: 'Le capitaine est verrouillé (match commencé) : il ne peut plus être changé.',
  lockedMadeCaptain: (id: number, name = `#${id}`) =>
    `Le joueur ${name} est verrouillé (match commencé) : il ne peut pas devenir capitaine.`,
} as const;

/** Every reason the server refuses a lineup save (RULES.md "Lineups"); empty when the save is valid. */
export function validateLineup(check: LineupCheck): string[] {
  return [...shapeErrors(check), ...captainErrors(check), ...lockErrors(check), ...captainLockErrors(check)];
}

function shapeErrors({ formation, slots, owned, names }: LineupCheck): string[] {
  const errors: string[] = [];
  if (slots.length !== SLOT_COUNT || slots.includes(null)) errors.push(LINEUP_ERRORS.incomplete);
  const seen = new Set<number>();
  slots.slice(0, SLOT_COUNT).forEach((id, slot) => {
    if (id === null) return;
    const poste = owned.get(id);
    const expected = slotPoste(formation, slot);
    if (poste === undefined) errors.push(LINEUP_ERRORS.notOwned(id, names?.get(id)));
    else if (poste !== expected) errors.push(LINEUP_ERRORS.wrongPoste(id, slot, expected, names?.get(id)));
    if (seen.has(id)) errors.push(LINEUP_ERRORS.duplicate(id, names?.get(id)));
    seen.add(id);
  });
  return errors;
}

function captainErrors({ slots, captainId }: LineupCheck): string[] {
  return captainId !== null && !slots.includes(captainId) ? [LINEUP_ERRORS.captainOffPitch] : [];
}

/**
 * A locked player stays where he was: same slot, or, when the formation changed and his slot now holds
 * another position, any slot of his position. No locked player may leave or join the lineup.
 */
function lockErrors({ formation, slots, lockedIds, previous, names }: LineupCheck): string[] {
  const before = previous?.slots ?? [];
  const errors: string[] = [];
  before.forEach((id, slot) => {
    if (id === null || !lockedIds.has(id)) return;
    const slotStillFits = previous !== null && FORMATION_SLOTS[formation][slot] === FORMATION_SLOTS[previous.formation][slot];
    if (!slots.includes(id)) errors.push(LINEUP_ERRORS.lockedRemoved(id, names?.get(id)));
    else if (slots[slot] !== id && slotStillFits) errors.push(LINEUP_ERRORS.lockedMoved(id, names?.get(id)));
  });
  for (const id of slots) {
    if (id !== null && lockedIds.has(id) && !before.includes(id)) errors.push(LINEUP_ERRORS.lockedAdded(id, names?.get(id)));
  }
  return errors;
}

function captainLockErrors({ captainId, lockedIds, previous, names }: LineupCheck): string[] {
  const before = previous?.captainId ?? null;
  if (captainId === before) return [];
  if (before !== null && lockedIds.has(before)) return [LINEUP_ERRORS.lockedCaptainChanged];
  if (captainId !== null && lockedIds.has(captainId)) return [LINEUP_ERRORS.lockedMadeCaptain(captainId, names?.get(captainId))];
  return [];
}

/**
 * The lineup used for a matchday with none saved: the last saved one, keeping only the players still
 * owned and still of their slot's position; the others leave an empty slot (RULES.md "Lineups").
 */
export function carryOverLineup(lastSaved: SavedLineup, ownedNow: ReadonlyMap<number, Poste>): SavedLineup {
  const slots = Array.from({ length: SLOT_COUNT }, (_, slot) => {
    const id = lastSaved.slots[slot] ?? null;
    return id !== null && ownedNow.get(id) === slotPoste(lastSaved.formation, slot) ? id : null;
  });
  const captainId = lastSaved.captainId !== null && slots.includes(lastSaved.captainId) ? lastSaved.captainId : null;
  return { formation: lastSaved.formation, slots, captainId };
}
