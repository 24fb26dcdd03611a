import { Card, Skeleton, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useAfterPaint } from '../../../lib/after-paint';

// The ranking's code and the API schemas it parses with load beside the page, not before its first paint.
const GeneralRanking = lazy(() => import('../components/general-ranking'));

const placeholder = (
  <Card>
    <Skeleton h={240} />
  </Card>
);

/** SPEC.md "Classement": the general table, each pooler's evolution, and a finished matchday's results. */
export default function ClassementPage() {
  // The ranking is asked for once the title is on screen: its code and the contract's schemas (zod) are not part
  // of what the first screen waits for.
  const shown = useAfterPaint();
  return (
    <Stack>
      <Title order={1}>Classement</Title>
      {shown ? (
        <Suspense fallback={placeholder}>
          <GeneralRanking />
        </Suspense>
      ) : (
        placeholder
      )}
    </Stack>
  );
}
