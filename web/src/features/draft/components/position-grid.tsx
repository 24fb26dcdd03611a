import { Box, Group, ScrollArea, Table, Tooltip } from '@mantine/core';
import { type DraftState, type Joueur, POSTES, type Poste } from '@poolfoot/domain';
import { bilanOf, joueurName, slots } from '../lib';
import type { Lookups } from './board-parts';

type Cell = { place: number } & ({ kind: 'filled'; label: string } | { kind: 'empty' } | { kind: 'beyond' });

/**
 * One row of cells per pooler and position: a cell per place up to the largest maximum; places
 * beyond that position's maximum are greyed (SPEC.md: only user 1 sees this grid).
 */
function positionCells(state: DraftState, userId: number, poste: Poste, joueur: (id: number) => Joueur | undefined): Cell[] {
  const width = Math.max(...POSTES.map((p) => state.gestion.max_joueurs_poste[p] ?? 0));
  const max = state.gestion.max_joueurs_poste[poste] ?? 0;
  const labels = slots(state).flatMap((c) => {
    const p = c.choix?.userId === userId ? joueur(c.choix.playerId) : undefined;
    return p?.poste === poste ? [joueurName(p)] : [];
  });
  return Array.from({ length: width }, (_, i): Cell => {
    const label = labels[i];
    if (label !== undefined) return { place: i + 1, kind: 'filled', label };
    return { place: i + 1, kind: i < max ? 'empty' : 'beyond' };
  });
}

const CELL_STYLE: Record<Cell['kind'], { bg: string; bd: string }> = {
  filled: { bg: 'var(--mantine-color-pitch-6)', bd: 'var(--mantine-color-pitch-7)' },
  empty: { bg: 'transparent', bd: 'var(--mantine-color-gray-5)' },
  beyond: { bg: 'var(--mantine-color-gray-3)', bd: 'var(--mantine-color-gray-3)' },
};

export function PositionGrid({ state, lookups }: { state: DraftState; lookups: Lookups }) {
  return (
    <>
      <ScrollArea type="auto" visibleFrom="sm">
        <Table withTableBorder miw={720} aria-label="Grille des postes par pooler" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Pooler</Table.Th>
              {POSTES.map((p) => (
                <Table.Th key={p}>{p}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {state.ordre.map((userId) => (
              <Table.Tr key={userId}>
                <Table.Th scope="row">{lookups.pooler(userId)}</Table.Th>
                {POSTES.map((poste) => (
                  <Table.Td key={poste}>
                    <Group gap={3} wrap="nowrap">
                      {positionCells(state, userId, poste, lookups.joueur).map((cell) => (
                        <Tooltip
                          key={cell.place}
                          label={cell.kind === 'filled' ? cell.label : cell.kind === 'beyond' ? 'Au-delà du maximum' : 'Libre'}
                        >
                          <Box
                            role="img"
                            data-cell={cell.kind}
                            aria-label={`${poste} ${cell.place} : ${cell.kind === 'filled' ? cell.label : cell.kind === 'beyond' ? 'au-delà du maximum' : 'libre'}`}
                            w={16}
                            h={16}
                            style={{
                              borderRadius: 3,
                              background: CELL_STYLE[cell.kind].bg,
                              border: `1px solid ${CELL_STYLE[cell.kind].bd}`,
                            }}
                          />
                        </Tooltip>
                      ))}
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <PositionCountsGrid state={state} lookups={lookups} />
    </>
  );
}

/** On a phone, each pooler's count against the maximum per position: the cells of the grid do not fit. */
function PositionCountsGrid({ state, lookups }: { state: DraftState; lookups: Lookups }) {
  const counts = new Map(state.ordre.map((id) => [id, bilanOf(state, id).nb_joueurs_poste]));
  return (
    <Table hiddenFrom="sm" aria-label="Postes par pooler" fz="xs" horizontalSpacing={4} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="34%">Pooler</Table.Th>
          {POSTES.map((p) => (
            <Table.Th key={p} ta="center">
              {p}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {state.ordre.map((userId) => (
          <Table.Tr key={userId}>
            <Table.Th scope="row" style={{ overflowWrap: 'anywhere' }}>
              {lookups.pooler(userId)}
            </Table.Th>
            {POSTES.map((poste) => {
              const n = counts.get(userId)?.[poste] ?? 0;
              const max = state.gestion.max_joueurs_poste[poste] ?? 0;
              return (
                <Table.Td key={poste} ta="center" bg={n >= max ? 'gray.2' : undefined} aria-label={`${poste} : ${n} sur ${max}`}>
                  {n}/{max}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
