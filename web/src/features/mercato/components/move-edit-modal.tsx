import { Alert, Button, Group, Modal, NumberInput, Select, Skeleton, Stack } from '@mantine/core';
import { MERCATO_MSG, type MercatoMove, MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { joueursListQuery } from '../../joueurs';
import { teamByUserQuery } from '../../teams';
import { takenPlayersQuery, useUpdateMove } from '../api';
import { fullName } from '../lib';

/** SPEC.md §5: the effective matchday is a number, min 1, with 3 as the fallback. */
const DEFAULT_MOVE_JOURNEE = 3;
const journeeOf = (v: string | number) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : DEFAULT_MOVE_JOURNEE);

/** The move edit of /admin/mercato/moves: old player, new player and effective matchday. */
export function MoveEditModal({ move, onClose }: { move: MercatoMove; onClose: () => void }) {
  const team = useQuery(teamByUserQuery(move.user_id));
  const joueurs = useQuery(joueursListQuery());
  const [oldId, setOldId] = useState<string | null>(String(move.old_joueur_id));
  const [newId, setNewId] = useState<string | null>(String(move.new_joueur_id));
  const [journee, setJournee] = useState<string | number>(move.journee);
  const [error, setError] = useState<string | null>(null);
  const taken = useQuery(takenPlayersQuery(journeeOf(journee)));
  const update = useUpdateMove();

  const loading = !team.data || !joueurs.data || !taken.data;
  const failure = team.error ?? joueurs.error ?? taken.error;
  const byId = new Map((joueurs.data ?? []).map((j) => [j.id, j]));
  const label = (id: number) => {
    const j = byId.get(id);
    return j ? `${fullName(j)} (${j.club_name}, ${j.poste})` : `#${id}`;
  };
  // After the undo of the move, the old player is back and the new one has left.
  const oldIds = [
    move.old_joueur_id,
    ...(team.data?.joueurs ?? []).filter((p) => p.journee_out === null && p.joueur_id !== move.new_joueur_id).map((p) => p.joueur_id),
  ].filter((id, i, all) => all.indexOf(id) === i);
  const poste = oldId ? byId.get(Number(oldId))?.poste : undefined;
  const newOptions = (joueurs.data ?? [])
    .filter((j) => j.poste === poste && j.id !== Number(oldId) && !oldIds.includes(j.id))
    .map((j) => ({
      value: String(j.id),
      label: label(j.id),
      disabled: j.id !== move.new_joueur_id && (taken.data?.has(j.id) ?? false),
    }));

  const submit = () => {
    if (!oldId || !newId) return setError('Ancien et nouveau joueur requis.');
    if (oldId === newId) return setError(MERCATO_MSG.samePlayer);
    setError(null);
    update.mutate(
      {
        move_index: move.id,
        user_id: move.user_id,
        prev_old_joueur_id: move.old_joueur_id,
        prev_new_joueur_id: move.new_joueur_id,
        old_joueur_id: Number(oldId),
        new_joueur_id: Number(newId),
        journee: journeeOf(journee),
      },
      {
        onSuccess: () => {
          toast.success(MSG.moveUpdated);
          onClose();
        },
        onError: (err) =>
          setError(
            err instanceof ApiError
              ? err.code === 'network' || err.code === 'internal'
                ? MSG.moveUpdateNetwork
                : err.message
              : MSG.moveUpdateFailed,
          ),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Modifier le mouvement de ${move.username}`}>
      {failure && <Alert color="orange">{failure.message}</Alert>}
      {loading && !failure ? (
        <Skeleton h={200} />
      ) : (
        <Stack>
          <Select
            label="Ancien joueur"
            data={oldIds.map((id) => ({ value: String(id), label: label(id) }))}
            value={oldId}
            onChange={(v) => {
              setOldId(v);
              if (v && byId.get(Number(v))?.poste !== poste) setNewId(null);
            }}
            searchable
          />
          <Select
            label="Nouveau joueur"
            data={newOptions}
            value={newId}
            onChange={setNewId}
            searchable
            nothingFoundMessage={MSG.noPlayerForSlot}
          />
          <NumberInput
            label="Journée d'effet"
            min={1}
            max={34}
            allowDecimal={false}
            value={journee}
            onChange={setJournee}
            onBlur={() => setJournee(journeeOf(journee))}
          />
          {error && <Alert color="orange">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button onClick={submit} loading={update.isPending}>
              Enregistrer
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
