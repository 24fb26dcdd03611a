import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { type ComposGet, COMPOS_MSG, MSG, type PickerJoueur, POSTE_LABELS, slotPoste, type TeamPlayer } from '@poolfoot/domain';
import { joueurName } from '../../teams';
import classes from './slot-picker.module.css';
import { availableForSlot, type CompoState } from './compo-state';

/** What the picker says of a player under his name: his season, his last matchday, his club's match. */
function figuresOf(f: PickerJoueur | undefined, lastNumjournee: number | null): string[] {
  if (!f) return [];
  const next = f.next
    ? f.next.home
      ? COMPOS_MSG.pickerHome(f.next.opponent)
      : COMPOS_MSG.pickerAway(f.next.opponent)
    : COMPOS_MSG.pickerNoMatch;
  return [
    COMPOS_MSG.pickerSeason(f.season_points),
    ...(lastNumjournee === null ? [] : [COMPOS_MSG.pickerLast(lastNumjournee, f.last_points)]),
    next,
  ];
}

/**
 * The sheet a tap on a slot opens: the players of the slot's position who may go there, each with his club, his
 * points this season and at the last matchday, and his club's opponent (home or away); and taking the slot's player off.
 */
export function SlotPicker(props: {
  slot: number | null;
  state: CompoState;
  team: readonly TeamPlayer[];
  locked: ReadonlySet<number>;
  picker: ComposGet['picker'];
  onClose: () => void;
  onPick: (slot: number, id: number | null) => void;
}) {
  const { slot, state, team, locked, picker, onClose, onPick } = props;
  const poste = slot === null ? null : slotPoste(state.formation, slot);
  const current = slot === null ? null : (state.slots[slot] ?? null);
  const options = slot === null ? [] : availableForSlot(state, slot, team, locked);
  const figures = new Map(picker.joueurs.map((f) => [f.joueur_id, f]));
  return (
    <Modal opened={slot !== null} onClose={onClose} title={poste ? `Emplacement ${(slot ?? 0) + 1} · ${POSTE_LABELS[poste]}` : ''} centered>
      {slot !== null && (
        <Stack gap="xs">
          {options.length === 0 ? (
            <Alert color="gray">{MSG.noPlayerForSlot}</Alert>
          ) : (
            options.map((p) => (
              <Button
                key={p.joueur_id}
                variant={p.joueur_id === current ? 'filled' : 'light'}
                fullWidth
                h="auto"
                py={6}
                classNames={{ inner: classes.inner, label: classes.label }}
                onClick={() => onPick(slot, p.joueur_id)}
                aria-pressed={p.joueur_id === current}
                data-joueur={p.joueur_id}
              >
                <span className={classes.line}>
                  <span className={classes.name}>{joueurName(p)}</span>
                  <Text span size="xs">
                    {p.club_name}
                  </Text>
                </span>
                <span className={classes.figures}>
                  {figuresOf(figures.get(p.joueur_id), picker.last_numjournee).map((text) => (
                    <Text span size="xs" key={text} className={classes.figure}>
                      {text}
                    </Text>
                  ))}
                </span>
              </Button>
            ))
          )}
          {current !== null && (
            <Button variant="subtle" color="red" onClick={() => onPick(slot, null)}>
              Retirer du terrain
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
}
