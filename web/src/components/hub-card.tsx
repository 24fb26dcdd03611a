import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './tile.module.css';

/** A card of an admin hub: an icon, a label and a hint, the whole card a link. */
export function HubCard({ to, icon, label, hint }: { to: string; icon: ReactNode; label: string; hint: ReactNode }) {
  return (
    <Card component={Link} to={to} className={classes.tile}>
      <Group wrap="nowrap">
        <ThemeIcon size={44} aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Text fw={700}>{label}</Text>
          <Text size="sm" c="dimmed" component="div">
            {hint}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
