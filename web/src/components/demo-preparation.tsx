import type { Preparation } from '@poolfoot/domain';
import { SHELL_PATHS } from '@poolfoot/domain/endpoint';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { invalidateEverything } from '../lib/query-client';

/**
 * game/preparation.php, asked before any page's code: read without zod when no preparation is under way (the answer
 * of every visit but a first start's seconds), else with its schema, loaded then with the screen that shows it.
 */
async function fetchPreparation(): Promise<Preparation | null> {
  const { shellGet } = await import('../lib/api');
  const answer = await shellGet(SHELL_PATHS.preparation);
  if (answer.preparation === null) return null;
  return (await import('./preparation-screen')).readPreparation(answer);
}

/** Shown only during a first start's few seconds: its code is not part of the shell's first download. */
const PreparationScreen = lazy(() => import('./preparation-screen'));

/** Asked again this often while the season is being prepared (it takes seconds); never again once it is ready. */
export const PREPARATION_REFRESH_MS = 1000;

/**
 * The pages, or, while a first start prepares the demo season (DEMO=season), the preparation in their place: the
 * sign-in page too, so nobody enters a season half played. Asks again by itself until the season is ready, then
 * shows the pages with everything read meanwhile read again. Pages render at once: the question is asked beside them
 * (a failed question shows the pages), once per visit when no preparation is under way.
 */
export function DemoPreparationGate({ children }: { children: ReactNode }) {
  const [preparation, setPreparation] = useState<Preparation | null>(null);
  useEffect(() => {
    let stopped = false;
    let waited = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const answer = await fetchPreparation().catch(() => null);
      if (stopped) return;
      setPreparation(answer);
      if (answer) {
        waited = true;
        timer = setTimeout(ask, PREPARATION_REFRESH_MS);
      } else if (waited) void invalidateEverything();
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
  if (!preparation) return children;
  return (
    <Suspense fallback={null}>
      <PreparationScreen preparation={preparation} />
    </Suspense>
  );
}
