import { Badge, Group, ScrollArea, Table, Text, Tooltip } from '@mantine/core';
import { type DraftState, type DraftStatus, type Joueur, POSTES } from '@poolfoot/domain';
import { bilanOf, type ChoixCell, joueurName, rangOf, slots } from '../lib';

export type Lookups = { joueur: (id: number) => Joueur | undefined; pooler: (id: number | null) => string };

const STATUS_COLOR: Record<DraftStatus, string> = { 'non débuté': 'gray', 'en cours': 'pitch', 'en pause': 'orange', terminé: 'blue' };

export function StatusBadge({ status }: { status: DraftStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} size="lg" variant="light" aria-label="Statut de la draft">
      {status}
    </Badge>
  );
}

/** A pick as a short label: the player's name, marked when the pick clock made it. */
export function ChoixLabel({ cell, lookups }: { cell: ChoixCell; lookups: Lookups }) {
  if (!cell.choix) return <Text c="dimmed">—</Text>;
  const p = lookups.joueur(cell.choix.playerId);
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" fw={500}>
        {p ? joueurName(p) : `#${cell.choix.playerId}`}
      </Text>
      {p && (
        <Text size="xs" c="dimmed">
          {p.poste}
        </Text>
      )}
      {cell.choix.auto && (
        <Tooltip label="Choix automatique (temps écoulé)">
          <Badge size="xs" color="orange" variant="light">
            auto
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}

/** The rounds against the draft order: one row per round, one column per pooler, the current slot marked. */
export function RoundsTable({ state, lookups }: { state: DraftState; lookups: Lookups }) {
  const { ordre, gestion } = state;
  if (!ordre.length) return <Text c="dimmed">L’ordre de la draft n’est pas encore défini.</Text>;
  const bySlot = new Map(slots(state).map((c) => [`${c.tour}-${c.rang}`, c]));
  const running = gestion.status === 'en cours' || gestion.status === 'en pause';
  return (
    <ScrollArea type="auto">
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
          {Array.from({ length: gestion.max_tours }, (_, i) => i + 1).map((tour) => (
            <Table.Tr key={tour}>
              <Table.Th scope="row">{tour}</Table.Th>
              {ordre.map((id) => {
                const rang = rangOf(ordre, tour, id);
                const cell = bySlot.get(`${tour}-${rang}`);
                const current = running && gestion.tour === tour && gestion.choix === rang;
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

/** A list of made picks in pick order: round, player (club, position) and, when asked, the pooler. */
export function ChoixList({ cells, lookups, withPooler }: { cells: ChoixCell[]; lookups: Lookups; withPooler: boolean }) {
  const made = cells.filter((c) => c.choix);
  if (!made.length) return <Text c="dimmed">Aucun joueur choisi pour l’instant.</Text>;
  return (
    <ScrollArea type="auto">
      <Table striped miw={withPooler ? 520 : 400} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Choix</Table.Th>
            <Table.Th>Joueur</Table.Th>
            <Table.Th>Club</Table.Th>
            <Table.Th>Poste</Table.Th>
            {withPooler && <Table.Th>Pooler</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {made.map((c) => {
            const p = c.choix ? lookups.joueur(c.choix.playerId) : undefined;
            return (
              <Table.Tr key={`${c.tour}-${c.rang}`}>
                <Table.Td>
                  {c.tour}.{c.rang}
                </Table.Td>
                <Table.Td fw={500}>
                  {p ? joueurName(p) : `#${c.choix?.playerId}`}
                  {c.choix?.auto && (
                    <Badge ml={6} size="xs" color="orange" variant="light">
                      auto
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{p?.club_name}</Table.Td>
                <Table.Td>{p?.poste}</Table.Td>
                {withPooler && <Table.Td>{lookups.pooler(c.choix?.userId ?? c.userId)}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
