import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SeasonChoice } from '../season-choice';

/** The choice itself (Mantine's Select and its floating-ui): loaded only once there is a choice to make. */
const SeasonPicker = lazy(() => import('./season-picker'));

/** The choice of a season (« Saison »), the active one by default: shown once the league has more than one. */
export function SeasonSelect({ choice }: { choice: SeasonChoice }) {
  if (!choice.saisons || choice.saisons.length < 2) return null;
  return (
    <Suspense fallback={<Skeleton h={60} w={{ base: '100%', xs: 220 }} />}>
      <SeasonPicker choice={choice} />
    </Suspense>
  );
}
