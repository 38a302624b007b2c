import { useState, useSyncExternalStore } from 'react';
import { useBottomBarHeight } from '../../components/ui/bottom-bar';
import { Button } from '../../components/ui/button';
import { es } from '../../i18n/es';
import { subscribeToUpdate, waitingUpdate, type ApplyUpdate } from '../../lib/service-worker';

/**
 * "Hay una nueva versión" with "Actualizar", when a new release's service worker is installed
 * and waiting (decision 039). It stays until tapped: the shopper chooses the moment, so a form
 * being filled is never reloaded away. It sits just above the bar fixed at the foot.
 */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(subscribeToUpdate, waitingUpdate, () => null);
  return apply ? <UpdateReady apply={apply} /> : null;
}

/**
 * Apart from `UpdatePrompt`, so the bar's height is read only while the prompt shows: the height
 * arrives after hydration's layout, and every part reading it is then drawn again.
 */
function UpdateReady({ apply }: { apply: ApplyUpdate }) {
  const [updating, setUpdating] = useState(false);
  const bottomBar = useBottomBarHeight();
  return (
    <div
      role="status"
      className="fixed inset-x-3 z-40 mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl bg-dark px-4 py-3 text-sm text-white shadow-lg"
      style={{ bottom: bottomBar + 12 }}
    >
      <p>{es.connection.updateReady}</p>
      <Button
        size="sm"
        disabled={updating}
        aria-busy={updating}
        onClick={() => {
          setUpdating(true);
          // The new worker takes over and the page reloads with the new version.
          void apply();
        }}
      >
        {updating ? es.connection.updating : es.connection.update}
      </Button>
    </div>
  );
}
