import { Box, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './responsive-table.module.css';

/** One column: its header, its cell, and where a phone card puts it. */
export type Column<T> = {
  /** The header's text, and the label of the figure on a phone card. */
  label: string;
  cell: (row: T) => ReactNode;
  /** The cell on a phone card, when it reads differently there ('3.' for a rank before a name). */
  phoneCell?: (row: T) => ReactNode;
  /** A figure, aligned right in the table. */
  numeric?: boolean;
  /** What the header cell holds when more than its label (a sort button); `aria-sort` with it. */
  header?: { content: ReactNode; sort?: 'ascending' | 'descending' | 'none' };
  /**
   * On a phone card: 'title' (the first line), 'end' (the first line's right end), 'footer' (a last line, no
   * label: actions), else a labelled figure below the first line.
   */
  phone?: 'title' | 'end' | 'footer';
};

type RowAttributes = { className?: string } & Record<`data-${string}`, string | boolean | undefined>;

type Props<T> = {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** The accessible name of the table, and of the list of cards on a phone. */
  label: string;
  /** Attributes of a row and of its card (a highlight class, data- marks). */
  rowAttributes?: (row: T) => RowAttributes;
};

/**
 * A table from a tablet up; on a phone, one card per row: the 'title' and 'end' columns on its first line,
 * every other column as a labelled figure below. Every column stays visible at 390 px, nothing is clipped or
 * scrolled sideways. Both are in the page, CSS shows one (Mantine's visibleFrom / hiddenFrom): no layout shift.
 * A plain table styled here, not Mantine's Table: a page's first paint does not wait for its code.
 */
export function ResponsiveTable<T>({ rows, columns, rowKey, label, rowAttributes }: Props<T>) {
  const title = columns.filter((c) => c.phone === 'title');
  const end = columns.filter((c) => c.phone === 'end');
  const figures = columns.filter((c) => c.phone === undefined);
  const footer = columns.filter((c) => c.phone === 'footer');
  return (
    <>
      <Box component="table" aria-label={label} visibleFrom="sm" className={classes.table}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} className={c.numeric ? classes.numeric : undefined} aria-sort={c.header?.sort}>
                {c.header?.content ?? c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((c) => (
                <td key={c.label} className={c.numeric ? classes.numeric : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
      <Stack component="ul" gap={0} hiddenFrom="sm" aria-label={label} className={classes.cards}>
        {rows.map((row) => {
          const attributes = rowAttributes?.(row);
          return (
            <li key={rowKey(row)} {...attributes} className={[classes.card, attributes?.className].filter(Boolean).join(' ')}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Group gap={6} wrap="wrap" miw={0} fw={600}>
                  {title.map((c) => (
                    <span key={c.label} className={classes.figure}>
                      {(c.phoneCell ?? c.cell)(row)}
                    </span>
                  ))}
                </Group>
                {end.length > 0 && (
                  <Group gap={6} wrap="nowrap" fw={700}>
                    {end.map((c) => (
                      <span key={c.label}>{(c.phoneCell ?? c.cell)(row)}</span>
                    ))}
                  </Group>
                )}
              </Group>
              {figures.length > 0 && (
                <div className={classes.figures}>
                  {figures.map((c) => (
                    <Text key={c.label} size="sm" component="div" className={classes.figure}>
                      <Text span size="xs" c="dimmed">
                        {c.label}
                      </Text>{' '}
                      {(c.phoneCell ?? c.cell)(row)}
                    </Text>
                  ))}
                </div>
              )}
              {footer.map((c) => (
                <div key={c.label} className={classes.footer}>
                  {(c.phoneCell ?? c.cell)(row)}
                </div>
              ))}
            </li>
          );
        })}
      </Stack>
    </>
  );
}
