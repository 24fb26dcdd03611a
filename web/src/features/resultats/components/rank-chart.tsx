import { Group, Text } from '@mantine/core';
import type { ResultatsHistoryPoint } from '@poolfoot/domain';
import { pts } from '@poolfoot/domain/messages';
import classes from '../classement.module.css';

export type ChartMode = 'rank' | 'points';

type Series = { userId: number; username: string; values: (number | null)[] };

const W = 640;
const H = 280;
const PAD = { left: 40, right: 16, top: 16, bottom: 32 };

/** One series per pooler over the finished journees, in the ranking's order of the last matchday. */
export function chartSeries(history: readonly ResultatsHistoryPoint[], mode: ChartMode) {
  const journees = [...new Set(history.map((h) => h.numjournee))].sort((a, b) => a - b);
  const last = journees.at(-1);
  const users = [...new Map(history.map((h) => [h.user_id, h.username])).entries()];
  const lastRank = (userId: number) => history.find((h) => h.user_id === userId && h.numjournee === last)?.rank ?? 0;
  const series: Series[] = users
    .sort(([a], [b]) => lastRank(a) - lastRank(b))
    .map(([userId, username]) => ({
      userId,
      username,
      values: journees.map((n) => {
        const point = history.find((h) => h.user_id === userId && h.numjournee === n);
        if (!point) return null;
        return mode === 'rank' ? point.rank : point.points_classement;
      }),
    }));
  return { journees, series };
}

const colorOf = (index: number, count: number) => `hsl(${Math.round((index * 360) / Math.max(count, 1))} 60% 50%)`;

/**
 * Each pooler's rank (1 at the top) or cumulated ranking points matchday by matchday, one line per
 * pooler, the user's own line drawn thick in the app's colour. A small SVG (no chart library).
 */
export function RankChart({ history, mode, userId }: { history: readonly ResultatsHistoryPoint[]; mode: ChartMode; userId: number }) {
  const { journees, series } = chartSeries(history, mode);
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const [min, max] = mode === 'rank' ? [1, Math.max(1, series.length)] : [Math.min(0, ...all), Math.max(1, ...all)];
  const x = (i: number) =>
    PAD.left + (journees.length <= 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (journees.length - 1));
  const yRatio = (v: number) => (max === min ? 0.5 : (v - min) / (max - min));
  // Rank 1 at the top; points grow upwards.
  const y = (v: number) => PAD.top + (mode === 'rank' ? yRatio(v) : 1 - yRatio(v)) * (H - PAD.top - PAD.bottom);
  const ticks = mode === 'rank' ? series.map((_, i) => i + 1) : [min, Math.round((min + max) / 2), max];
  const title = mode === 'rank' ? 'Évolution du classement' : 'Évolution des points au classement';
  const ordered = [...series].sort((a, b) => Number(a.userId === userId) - Number(b.userId === userId));

  return (
    <div>
      <svg viewBox={`0 0 ${W} ${H}`} className={classes.chart} role="img" aria-label={title}>
        <title>{title}</title>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className={classes.grid} />
            <text x={PAD.left - 8} y={y(t) + 4} textAnchor="end" className={classes.axis}>
              {t}
            </text>
          </g>
        ))}
        {journees.map((n, i) => (
          <text key={n} x={x(i)} y={H - 10} textAnchor="middle" className={classes.axis}>
            J{n}
          </text>
        ))}
        {ordered.map((s) => {
          const mine = s.userId === userId;
          const color = mine ? 'var(--mantine-primary-color-filled)' : colorOf(series.indexOf(s), series.length);
          const points = s.values.flatMap((v, i) => (v === null ? [] : [`${x(i)},${y(v)}`]));
          return (
            <g key={s.userId} data-user={s.userId} data-mine={mine || undefined} opacity={mine ? 1 : 0.55}>
              <title>{s.username}</title>
              <polyline points={points.join(' ')} fill="none" stroke={color} strokeWidth={mine ? 4 : 1.5} strokeLinejoin="round" />
              {s.values.map((v, i) =>
                v === null ? null : (
                  <circle key={journees[i]} cx={x(i)} cy={y(v)} r={mine ? 4.5 : 2.5} fill={color}>
                    <title>{`${s.username} – J${journees[i]} : ${mode === 'rank' ? `${v}e` : pts(v)}`}</title>
                  </circle>
                ),
              )}
            </g>
          );
        })}
      </svg>
      <Group gap="xs" mt="xs" aria-label="Légende">
        {series.map((s, i) => {
          const mine = s.userId === userId;
          return (
            <Group key={s.userId} gap={4} wrap="nowrap">
              <span
                className={classes.swatch}
                style={{ background: mine ? 'var(--mantine-primary-color-filled)' : colorOf(i, series.length) }}
                aria-hidden
              />
              <Text size="xs" fw={mine ? 700 : 400}>
                {s.username}
              </Text>
            </Group>
          );
        })}
      </Group>
    </div>
  );
}
