import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

/** Its code (cards, grid, medals) loads only for a season that is over. */
const SeasonEndCard = lazy(() => import('./season-end'));

/** A finished season's end (champion, podium, records), where a page shows it. */
export function SeasonEnd({ saisonId }: { saisonId: number }) {
  return (
    <Suspense fallback={<Skeleton h={320} />}>
      <SeasonEndCard saisonId={saisonId} />
    </Suspense>
  );
}
