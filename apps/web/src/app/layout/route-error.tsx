import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { es } from '../../i18n/es';

/**
 * A screen that crashed or whose code failed to download (often a new release: the old chunk
 * names are gone). "Reintentar" reloads the page, which fetches the current build.
 */
function CrashedScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[canasta] a screen failed', error);
  }, [error]);
  return (
    <ErrorState
      as="h1"
      title={es.common.errorTitle}
      description={es.errors.routeCrashed}
      onRetry={() => {
        window.location.reload();
      }}
    />
  );
}

/** Error boundary of each screen: the layout (header, footer) stays around it. */
export function ScreenError() {
  return <CrashedScreen />;
}

/** Last resort, when the layout itself failed. */
export function RootError() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-screen-md flex-col justify-center p-4">
      <CrashedScreen />
    </main>
  );
}
