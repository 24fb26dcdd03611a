import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { toastHost } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { theme } from '../components/theme';

// Mantine's dimmed gray (#868e96) reads at 3.3:1 on white; this one at 5.8:1 (WCAG AA: 4.5:1).
const cssVariablesResolver: CSSVariablesResolver = () => ({ variables: {}, light: { '--mantine-color-dimmed': '#5f666d' }, dark: {} });

const Notifications = lazy(() => import('./notifications'));

/** The toasts' container, loaded and mounted with the first toast (lib/notify.ts). */
function Toasts() {
  const wanted = useSyncExternalStore(toastHost.subscribe, toastHost.wanted, toastHost.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}

/** The app's providers: the theme, the toasts and the query cache (the app's one; a test gives its own). */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
