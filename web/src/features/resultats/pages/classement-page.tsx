import { Card, Skeleton, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The ranking's code and the API schemas it parses with load beside the page, not before its first paint.
const GeneralRanking = lazy(() => import('../components/general-ranking'));

/** SPEC.md "Classement": the general table, each pooler's evolution, and a finished matchday's results. */
export default function ClassementPage() {
  return (
    <Stack>
      <Title order={1}>Classement</Title>
      <Suspense
        fallback={
          <Card>
            <Skeleton h={240} />
          </Card>
        }
      >
        <GeneralRanking />
      </Suspense>
    </Stack>
  );
}
