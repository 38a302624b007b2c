import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadSettings } from '../features/settings/api/get-settings';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { connectSession, loadSession } from './session';
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
 * meanwhile), but the app mounts only when every start-up part has loaded: the settings, and
 * the session (the saved user checked with the server). The cart's part is its saved keys,
 * read synchronously (decision 008). If settings fail, the error is logged and a static message
 * with a retry button takes the app's place.
 */
export async function startApp(container: HTMLElement): Promise<Root> {
  // Before the router's first requests: they carry the saved token.
  connectSession();
  const root = createRoot(container);
  const queryClient = createQueryClient();
  // The session's part checks the saved token beside the settings; it never fails the start.
  const session = loadSession(queryClient);
  const router = createAppRouter(queryClient);

  const start = async (): Promise<void> => {
    try {
      await Promise.all([loadSettings(queryClient), session]);
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
