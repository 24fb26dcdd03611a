import { Badge, Group, ScrollArea, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { DRAFT_MSG, type DraftChoix, type DraftState, type DraftStatus, type Joueur, POSTES } from '@poolfoot/domain';
import { useState } from 'react';
import { type Column, ResponsiveTable } from '../../../components/responsive-table';
import { TimeLeft } from '../../../components/time-left';
import { bilanOf, type ChoixCell, joueurName, rangOf, slots } from '../lib';
import classes from './board-parts.module.css';

export type Lookups = { joueur: (id: number) => Joueur | undefined; pooler: (id: number | null) => string };

const STATUS_COLOR: Record<DraftStatus, string> = { 'non débuté': 'gray', 'en cours': 'pitch', 'en pause': 'orange', terminé: 'blue' };

export function StatusBadge({ status }: { status: DraftStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} size="lg" variant="light" aria-label="Statut de la draft">
      {status}
    </Badge>
  );
}

/** The picked player's name (his id only while the players list has not come). */
const joueurLabel = (cell: ChoixCell, lookups: Lookups) => {
  const p = cell.choix ? lookups.joueur(cell.choix.playerId) : undefined;
  return p ? joueurName(p) : 'Joueur inconnu';
};

/** A pick as a short label: the player's name, marked when the pick clock made it. */
export function ChoixLabel({ cell, lookups }: { cell: ChoixCell; lookups: Lookups }) {
  if (!cell.choix) return <Text c="dimmed">—</Text>;
  const p = lookups.joueur(cell.choix.playerId);
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" fw={500}>
        {joueurLabel(cell, lookups)}
      </Text>
      {p && (
        <Text size="xs" c="dimmed">
          {p.poste}
        </Text>
      )}
      <PickMark choix={cell.choix} />
    </Group>
  );
}

/** How a pick made for its pooler was made: the first valid player of his list, or the best player left. */
export function PickMark({ choix, ml }: { choix: DraftChoix; ml?: number }) {
  if (!choix.auto) return null;
  const fromList = choix.from_list;
  return (
    <Tooltip label={fromList ? DRAFT_MSG.markListHint : DRAFT_MSG.markAutoHint}>
      <Badge ml={ml} size="xs" color={fromList ? 'grape' : 'orange'} variant="light" data-mark={fromList ? 'list' : 'auto'}>
        {fromList ? DRAFT_MSG.markList : DRAFT_MSG.markAuto}
      </Badge>
    </Tooltip>
  );
}

/** The poolers who said they would be away: their pick is made from their list as soon as their turn comes. */
export function AwayList({ state, lookups }: { state: DraftState; lookups: Lookups }) {
  if (!state.autopick.length || state.gestion.status === 'terminé') return null;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">{DRAFT_MSG.awayTitle} :</Text>
      <Group gap={6} role="list" aria-label={DRAFT_MSG.awayTitle}>
        {state.autopick.map((id) => (
          <Badge key={id} role="listitem" color="grape" variant="light" tt="none">
            {lookups.pooler(id)}
          </Badge>
        ))}
      </Group>
    </Group>
  );
}

/** The rounds against the draft order: one row per round, one column per pooler, the current slot marked. */
export function RoundsTable({ state, lookups, userId }: { state: DraftState; lookups: Lookups; userId: number }) {
  const { ordre, gestion } = state;
  if (!ordre.length) return <Text c="dimmed">L’ordre de la draft n’est pas encore défini.</Text>;
  const bySlot = new Map(slots(state).map((c) => [`${c.tour}-${c.rang}`, c]));
  const running = gestion.status === 'en cours' || gestion.status === 'en pause';
  const tours = Array.from({ length: gestion.max_tours }, (_, i) => i + 1);
  const slotOf = (tour: number, id: number) => {
    const rang = rangOf(ordre, tour, id);
    return { rang, cell: bySlot.get(`${tour}-${rang}`), current: running && gestion.tour === tour && gestion.choix === rang };
  };
  return (
    <>
      <ScrollArea type="auto" visibleFrom="sm">
        <Table withTableBorder withColumnBorders miw={140 + ordre.length * 150} aria-label="Tours de la draft" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tour</Table.Th>
              {ordre.map((id) => (
                <Table.Th key={id}>{lookups.pooler(id)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tours.map((tour) => (
              <Table.Tr key={tour}>
                <Table.Th scope="row">{tour}</Table.Th>
                {ordre.map((id) => {
                  const { cell, current } = slotOf(tour, id);
                  return (
                    <Table.Td key={id} bg={current ? 'pitch.0' : undefined} aria-current={current ? 'true' : undefined}>
                      {cell && <ChoixLabel cell={cell} lookups={lookups} />}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <PoolerRounds tours={tours} ordre={ordre} userId={userId} lookups={lookups} slotOf={slotOf} />
    </>
  );
}

/** On a phone, the rounds of one pooler at a time (the user first): twelve columns do not fit a phone. */
function PoolerRounds(props: {
  tours: number[];
  ordre: number[];
  userId: number;
  lookups: Lookups;
  slotOf: (tour: number, id: number) => { rang: number; cell: ChoixCell | undefined; current: boolean };
}) {
  const { tours, ordre, userId, lookups, slotOf } = props;
  const [chosen, setChosen] = useState<number | null>(null);
  const pooler = chosen ?? (ordre.includes(userId) ? userId : (ordre[0] ?? userId));
  return (
    <Stack hiddenFrom="sm" gap="xs">
      <Select
        label="Pooler"
        allowDeselect={false}
        data={ordre.map((id) => ({ value: String(id), label: lookups.pooler(id) }))}
        value={String(pooler)}
        onChange={(value) => value && setChosen(Number(value))}
      />
      <Stack component="ol" gap={0} aria-label={`Tours de ${lookups.pooler(pooler)}`} className={classes.rounds}>
        {tours.map((tour) => {
          const { rang, cell, current } = slotOf(tour, pooler);
          return (
            <Group key={tour} component="li" gap="xs" wrap="nowrap" aria-current={current ? 'true' : undefined} className={classes.round}>
              <Text size="sm" c="dimmed" w={64} style={{ flexShrink: 0 }}>
                {tour}.{rang}
              </Text>
              {cell ? <ChoixLabel cell={cell} lookups={lookups} /> : <Text c="dimmed">—</Text>}
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** The per-position counts of a pooler against the maximums. */
export function PositionCounts({ state, userId }: { state: DraftState; userId: number }) {
  const bilan = bilanOf(state, userId);
  return (
    <Group gap="xs" aria-label="Mes joueurs par poste" role="list">
      {POSTES.map((p) => {
        const n = bilan.nb_joueurs_poste[p] ?? 0;
        const max = state.gestion.max_joueurs_poste[p] ?? 0;
        return (
          <Badge key={p} role="listitem" size="lg" variant={n >= max ? 'filled' : 'light'} color={n >= max ? 'gray' : 'pitch'}>
            {p} {n} / {max}
          </Badge>
        );
      })}
    </Group>
  );
}

/** A list of made picks in pick order: pick, player (club, position) and, when asked, the pooler. */
export function ChoixList({ cells, lookups, withPooler }: { cells: ChoixCell[]; lookups: Lookups; withPooler: boolean }) {
  const made = cells.filter((c) => c.choix);
  if (!made.length) return <Text c="dimmed">Aucun joueur choisi pour l’instant.</Text>;
  const joueur = (c: ChoixCell) => (c.choix ? lookups.joueur(c.choix.playerId) : undefined);
  const columns: Column<ChoixCell>[] = [
    { label: 'Choix', cell: (c) => `${c.tour}.${c.rang}`, phone: 'title' },
    {
      label: 'Joueur',
      phone: 'title',
      cell: (c) => (
        <Text span size="sm" fw={500}>
          {joueurLabel(c, lookups)}
          {c.choix && <PickMark choix={c.choix} ml={6} />}
        </Text>
      ),
    },
    { label: 'Club', cell: (c) => joueur(c)?.club_name },
    { label: 'Poste', cell: (c) => joueur(c)?.poste, phone: 'end' },
    ...(withPooler ? [{ label: 'Pooler', cell: (c: ChoixCell) => lookups.pooler(c.choix?.userId ?? c.userId) }] : []),
  ];
  return (
    <ResponsiveTable
      rows={made}
      columns={columns}
      rowKey={(c) => `${c.tour}-${c.rang}`}
      label={withPooler ? 'Joueurs draftés' : 'Mes choix'}
    />
  );
}

/** The pick clock of the current turn: the seconds left before the automatic pick. */
export function PickClock({ deadline }: { deadline: string }) {
  return <TimeLeft at={deadline} prefix="Choix automatique dans" done="Choix automatique en cours…" size="sm" c="dimmed" />;
}
