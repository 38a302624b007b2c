import { useState } from 'react';
import { Button } from '../components/ui/button';
import { es } from '../i18n/es';

/** Shown instead of the app when a start-up part failed (DESIGN §3): a message and a retry. */
export function StartupError({ onRetry }: { onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{es.startup.title}</h1>
      <p className="text-dark/75">{es.startup.description}</p>
      <Button
        disabled={retrying}
        aria-busy={retrying}
        onClick={() => {
          setRetrying(true);
          void onRetry().finally(() => {
            setRetrying(false);
          });
        }}
      >
        {es.common.retry}
      </Button>
    </main>
  );
}
