import { Alert, Button, Group, SegmentedControl, Select, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import {
  COMPOS_MSG,
  type ComposGet,
  FORMATIONS,
  type Formation,
  LINEUP_ERRORS,
  MSG,
  SLOT_COUNT,
  slotPoste,
  type TeamPlayer,
} from '@poolfoot/domain';
import { useState } from 'react';
import { Pitch, PitchToken } from '../../../components/pitch';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session';
import { joueurName } from '../../teams';
import { useSaveCompo } from '../api';
import classes from './compo-editor.module.css';
import {
  captainChoices,
  changeFormation,
  completeFromSquad,
  filledCount,
  initialCompo,
  type CompoState,
  savePayload,
  setSlot,
} from './compo-state';
import { SlotPicker } from './slot-picker';

export const FORMATION_LABELS: Record<Formation, string> = { '4231': '4-2-3-1', '433': '4-3-3', '442': '4-4-2', '352': '3-5-2' };
const shortName = (p: TeamPlayer) => (p.prenom ? `${p.prenom.charAt(0)}. ${p.nom}` : p.nom);

/**
 * The lineup editor of /compo and /admin/compos/user/:userId: a pitch with the 11 slots, the formation
 * and captain pickers, a player picker per slot and the save button. The server re-checks everything.
 */
export function CompoEditor({ data, onSaved }: { data: ComposGet; onSaved?: () => void }) {
  const session = useSessionUser();
  const save = useSaveCompo();
  const [state, setState] = useState<CompoState>(() => initialCompo(data.compo));
  const [picking, setPicking] = useState<number | null>(null);
  const team = data.team.joueurs;
  const locked = new Set(data.locked_joueur_ids);
  const byId = new Map(team.map((p) => [p.joueur_id, p]));
  const captains = captainChoices(state, team, locked);
  const captainLocked = state.captainId !== null && locked.has(state.captainId);
  const completed = filledCount(state) < SLOT_COUNT ? completeFromSquad(state, team, locked) : null;

  const onFormation = (value: string) => {
    const formation = FORMATIONS.find((f) => f === value);
    if (!formation || formation === state.formation) return;
    const change = changeFormation(state, formation, team, locked);
    if (change.ok) setState(change.state);
    else toast.warning(change.message);
  };

  const submit = async () => {
    if (!session) return toast.warning(MSG.notLoggedIn);
    if (!data.journee) return toast.warning(MSG.matchdayNotFound);
    if (filledCount(state) < SLOT_COUNT) return toast.warning(LINEUP_ERRORS.incomplete);
    // Awaited, not mutate's callbacks: the saved lineup read again gives this editor a new key (a new composition), and
    // a remount before the callbacks would drop them (no « enregistrée » toast, no way to the match) when the other
    // pages' answers it reads again (the home's) take longer than the lineup's.
    try {
      await save.mutateAsync(savePayload(state, team, { id: data.team.user_id, username: data.team.username }, data.journee));
    } catch (err) {
      return toast.warning(errorMessage(err, MSG.composSaveFailed));
    }
    toast.success(MSG.composSaved);
    onSaved?.();
  };

  const renderSlot = (slot: number) => {
    const id = state.slots[slot] ?? null;
    const joueur = id === null ? undefined : byId.get(id);
    const poste = slotPoste(state.formation, slot);
    const isLocked = joueur !== undefined && locked.has(joueur.joueur_id);
    const label = `Emplacement ${slot + 1} – ${poste} : ${joueur ? joueurName(joueur) : 'vide'}${isLocked ? ' (verrouillé)' : ''}`;
    const button = (
      <UnstyledButton
        className={classes.slotButton}
        aria-label={label}
        aria-disabled={isLocked || undefined}
        onClick={() => !isLocked && setPicking(slot)}
      >
        <PitchToken
          top={poste}
          name={joueur ? shortName(joueur) : null}
          captain={id !== null && id === state.captainId}
          locked={isLocked}
        />
      </UnstyledButton>
    );
    return isLocked ? (
      <Tooltip label={COMPOS_MSG.lockedTooltip} events={{ hover: true, focus: true, touch: true }}>
        {button}
      </Tooltip>
    ) : (
      button
    );
  };

  return (
    <Stack>
      <Stack gap={4}>
        <Text fw={600} id="formation-label">
          Formation
        </Text>
        <SegmentedControl
          aria-labelledby="formation-label"
          value={state.formation}
          onChange={onFormation}
          data={FORMATIONS.map((f) => ({ value: f, label: FORMATION_LABELS[f] }))}
          fullWidth
        />
      </Stack>
      {filledCount(state) < SLOT_COUNT && (
        <Alert color="orange" title={COMPOS_MSG.incomplete(SLOT_COUNT - filledCount(state))}>
          <Text size="sm">{COMPOS_MSG.incompleteHint}</Text>
          {completed && (
            <Button color="orange" size="sm" mt="xs" onClick={() => setState(completed)}>
              {COMPOS_MSG.completeFromSquad}
            </Button>
          )}
        </Alert>
      )}
      <Pitch label="Composition sur le terrain" home={{ formation: state.formation, renderSlot }} />
      <Text size="sm" c="dimmed" ta="center">
        {filledCount(state)} / {SLOT_COUNT} joueurs
      </Text>
      <Select
        label="Capitaine"
        placeholder="Aucun capitaine"
        data={captains.map((p) => ({ value: String(p.joueur_id), label: `${joueurName(p)} (${p.poste})` }))}
        value={state.captainId === null ? null : String(state.captainId)}
        onChange={(v) => setState({ ...state, captainId: v ? Number(v) : null })}
        clearable={!captainLocked}
        disabled={captainLocked}
        description={captainLocked ? COMPOS_MSG.lockedTooltip : undefined}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="flex-end">
        <Button onClick={submit} disabled={save.isPending} size="md">
          {save.isPending ? MSG.composSaving : 'Valider la composition'}
        </Button>
      </Group>
      <SlotPicker
        slot={picking}
        state={state}
        team={team}
        locked={locked}
        picker={data.picker}
        onClose={() => setPicking(null)}
        onPick={(slot, id) => {
          setState(setSlot(state, slot, id));
          setPicking(null);
        }}
      />
    </Stack>
  );
}
