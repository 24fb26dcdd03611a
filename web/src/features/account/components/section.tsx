import { Card, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One section of the account page: a card named by its title (a region a screen reader lists). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title id={id} order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
