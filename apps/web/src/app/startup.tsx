import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadSettings } from '../features/settings/api/get-settings';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { StartupError } from './startup-error';

type AppRouter = ReturnType<typeof createAppRouter>;

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}

/**
 * Start-up (DESIGN §3): the router starts at once (its first screen's code and data download
 * meanwhile), but the app mounts only when every start-up part has loaded. If one fails, the
 * error is logged and a static message with a retry button takes the app's place.
 */
export async function startApp(container: HTMLElement): Promise<Root> {
  const root = createRoot(container);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);

  const start = async (): Promise<void> => {
    try {
      await loadSettings(queryClient);
    } catch (error) {
      console.error('[canasta] start-up failed: settings could not be loaded', error);
      root.render(<StartupError onRetry={start} />);
      return;
    }
    root.render(<App queryClient={queryClient} router={router} />);
  };
  await start();
  return root;
}
