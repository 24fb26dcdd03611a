import { Alert, Badge, Button, Card, Group, NumberInput, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_SCORING_GRID, POSTES, SCORING_LABELS, type ScoringGrid, type ScoringLine, STATS_GRID_LIMIT } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { scoringGridQuery, useSaveScoringGrid } from '../api';
import classes from '../stats.module.css';

const LINES = Object.keys(SCORING_LABELS) as ScoringLine[];

/**
 * The grid: one row per stat line, one column per position; on a phone each line's label above its six
 * cells, each cell captioned with its position (seven columns do not fit).
 */
function GridForm({ initial, isDefault }: { initial: ScoringGrid; isDefault: boolean }) {
  const [grid, setGrid] = useState<ScoringGrid>(initial);
  const save = useSaveScoringGrid();
  const setCell = (line: ScoringLine, poste: (typeof POSTES)[number], value: number | string) =>
    setGrid((g) => ({ ...g, [line]: { ...g[line], [poste]: typeof value === 'number' ? value : Number.parseInt(value, 10) || 0 } }));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { grid },
          {
            onSuccess: (res) => toast.success(res.message ?? 'Grille enregistrée'),
            onError: (err) => toast.warning(errorMessage(err)),
          },
        );
      }}
    >
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3">
            Grille de points
          </Title>
          <Badge variant="light" color={isDefault ? 'gray' : 'orange'}>
            {isDefault ? 'Grille par défaut' : 'Grille modifiée'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Points de chaque ligne de statistiques par poste. Une modification s'applique au prochain calcul des points.
        </Text>
        <table aria-label="Grille de points" className={classes.grid}>
          <thead className={classes.gridHead}>
            <tr>
              <th className={classes.gridLabel}>Ligne</th>
              {POSTES.map((poste) => (
                <th key={poste}>{poste}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {LINES.map((line) => (
              <tr key={line}>
                <th scope="row" className={classes.gridLabel}>
                  {SCORING_LABELS[line]}
                </th>
                {POSTES.map((poste) => (
                  <td key={poste}>
                    <span className={classes.gridCaption} aria-hidden>
                      {poste}
                    </span>
                    <NumberInput
                      aria-label={`${SCORING_LABELS[line]} – ${poste}`}
                      value={grid[line][poste]}
                      onChange={(value) => setCell(line, poste, value)}
                      allowDecimal={false}
                      min={-STATS_GRID_LIMIT}
                      max={STATS_GRID_LIMIT}
                      clampBehavior="strict"
                      hideControls
                      size="xs"
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setGrid(DEFAULT_SCORING_GRID)} disabled={save.isPending}>
            Valeurs par défaut
          </Button>
          <Button type="submit" loading={save.isPending}>
            Enregistrer la grille
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The scoring grid setting for /admin (RULES.md "Player points"): view and edit; applies from the next computation. */
export function ScoringGridCard() {
  const q = useQuery(scoringGridQuery());
  return (
    <Card>
      {q.isPending ? (
        <Skeleton h={320} />
      ) : q.isError ? (
        <Alert color="orange">{errorMessage(q.error)}</Alert>
      ) : (
        <GridForm key={JSON.stringify(q.data.grid)} initial={q.data.grid} isDefault={q.data.is_default} />
      )}
    </Card>
  );
}
