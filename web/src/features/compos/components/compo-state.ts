import {
  type Compo,
  type ComposSaveRequest,
  DEFAULT_FORMATION,
  FORMATION_SLOTS,
  fillFromBench,
  type Formation,
  type Journee,
  type PlayerRef,
  replaceForFormation,
  SLOT_COUNT,
  slotPoste,
  type TeamPlayer,
} from '@poolfoot/domain';

/**
 * What the editor holds: a formation, 11 slots of player ids (or empty), an optional captain, and the
 * players a formation change took off the pitch (newest first), who come back first when it fits again.
 */
export type CompoState = { formation: Formation; slots: (number | null)[]; captainId: number | null; benched: number[] };

const emptySlots = () => Array.from({ length: SLOT_COUNT }, (): number | null => null);

/** The editor's starting point: the lineup in effect (saved or carried over), else an empty 4-2-3-1. */
export function initialCompo(compo: Compo | null): CompoState {
  if (!compo) return { formation: DEFAULT_FORMATION, slots: emptySlots(), captainId: null, benched: [] };
  const slots = emptySlots();
  for (const s of compo.slots) slots[s.ordre] = s.joueur_id;
  const captain = compo.slots.find((s) => s.lfp_id === compo.capitaine_lfp_id);
  return { formation: compo.formation, slots, captainId: captain?.joueur_id ?? null, benched: [] };
}

/** SPEC.md §5: a slot offers the team's players of its position who are not locked and not used in another slot. */
export function availableForSlot(state: CompoState, slot: number, team: readonly TeamPlayer[], locked: ReadonlySet<number>): TeamPlayer[] {
  const poste = slotPoste(state.formation, slot);
  const elsewhere = new Set(state.slots.filter((id, i): id is number => id !== null && i !== slot));
  return team.filter((p) => p.poste === poste && !locked.has(p.joueur_id) && !elsewhere.has(p.joueur_id));
}

/** Puts a player in a slot (or empties it); a captain who leaves the pitch is cleared. */
export function setSlot(state: CompoState, slot: number, joueurId: number | null): CompoState {
  const slots = state.slots.map((id, i) => (i === slot ? joueurId : id));
  return { ...state, slots, captainId: state.captainId !== null && slots.includes(state.captainId) ? state.captainId : null };
}

export type FormationChange = { ok: true; state: CompoState } | { ok: false; message: string };

const refsOf = (ids: readonly (number | null)[], team: readonly TeamPlayer[]) => {
  const byId = new Map(team.map((p) => [p.joueur_id, p]));
  return ids.map((id): PlayerRef | null => {
    const p = id === null ? undefined : byId.get(id);
    return p ? { id: p.joueur_id, poste: p.poste } : null;
  });
};

/** The bench in order of preference: the players a formation change just took off, then the team's order. */
const benchOf = (state: CompoState, team: readonly TeamPlayer[]) =>
  refsOf([...state.benched, ...team.map((p) => p.joueur_id)], team).filter((p): p is PlayerRef => p !== null);

/**
 * SPEC.md §4: the players are re-placed by position, locked ones first, and the slots left empty are
 * filled from the squad (domain replaceForFormation); refused when locked players do not fit.
 */
export function changeFormation(
  state: CompoState,
  formation: Formation,
  team: readonly TeamPlayer[],
  locked: ReadonlySet<number>,
): FormationChange {
  const current = { formation: state.formation, slots: refsOf(state.slots, team), captainId: state.captainId };
  const result = replaceForFormation(current, formation, locked, benchOf(state, team));
  if (!result.ok) return result;
  const slots = result.slots.map((p) => p?.id ?? null);
  const dropped = state.slots.filter((id): id is number => id !== null && !slots.includes(id));
  const benched = [...dropped, ...state.benched.filter((id) => !dropped.includes(id) && !slots.includes(id))];
  return { ok: true, state: { formation, slots, captainId: result.captainId, benched } };
}

/** Fills the empty slots from the squad (a carried-over lineup that lost a player, say); null when nobody fits. */
export function completeFromSquad(state: CompoState, team: readonly TeamPlayer[], locked: ReadonlySet<number>): CompoState | null {
  const filled = fillFromBench(refsOf(state.slots, team), state.formation, benchOf(state, team), locked).map((p) => p?.id ?? null);
  return filled.some((id, slot) => id !== state.slots[slot]) ? { ...state, slots: filled } : null;
}

/** The captain choices: the players on the pitch who are not locked (a locked captain stays listed). */
export function captainChoices(state: CompoState, team: readonly TeamPlayer[], locked: ReadonlySet<number>): TeamPlayer[] {
  return state.slots.flatMap((id) => {
    const p = team.find((t) => t.joueur_id === id);
    return p && (!locked.has(p.joueur_id) || p.joueur_id === state.captainId) ? [p] : [];
  });
}

export const filledCount = (state: CompoState) => state.slots.filter((id) => id !== null).length;

/** The save payload of SPEC.md §3. */
export function savePayload(
  state: CompoState,
  team: readonly TeamPlayer[],
  user: { id: number; username: string },
  journee: Journee,
): ComposSaveRequest {
  const byId = new Map(team.map((p) => [p.joueur_id, p]));
  const joueurs = state.slots.flatMap((id, ordre) => {
    const p = id === null ? undefined : byId.get(id);
    return p ? [{ ordre, lfp_id: p.lfp_id, poste: FORMATION_SLOTS[state.formation][ordre] ?? p.poste, club_id: p.club_id }] : [];
  });
  const captain = state.captainId === null ? undefined : byId.get(state.captainId);
  return {
    user_id: user.id,
    username: user.username,
    journee_id: journee.id,
    numjournee: journee.numjournee,
    formation: state.formation,
    capitaine_lfp_id: captain?.lfp_id ?? null,
    joueurs,
    compo: { formation: state.formation, capitaine_lfp_id: captain?.lfp_id ?? null, slots: joueurs },
  };
}
