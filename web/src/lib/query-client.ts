import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

/**
 * Everything the user sees, read again at once: after a change of who or where they are (the demo season ready, a
 * league switched), no answer of before is kept. Here, not beside the calls' queries: the shell uses it before any page.
 */
export const invalidateEverything = () => queryClient.invalidateQueries();
