import { lazy, Suspense, useSyncExternalStore } from 'react';
import { es } from '../../i18n/es';
import {
  TOAST_DURATION_MS,
  isToasterWanted,
  loadToasts,
  subscribeToToaster,
} from '../../lib/toast';
import { useBottomBarHeight } from './bottom-bar';

const SonnerToaster = lazy(() => loadToasts().then((module) => ({ default: module.Toaster })));

/**
 * Where toasts appear: at the foot, just above the bar fixed there (navigation or a step's
 * button), never over the heading of the screen they report on nor over the bar's button.
 * Renders nothing (and downloads nothing) until the first toast is asked for.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false);
  return wanted ? <Toasts /> : null;
}

/**
 * Apart from `Toaster`, so the bar's height is read only once a toast is wanted: the height
 * arrives after hydration's layout, and every part reading it is then drawn again.
 */
function Toasts() {
  const aboveBottomBar = useBottomBarHeight() + 12;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="bottom-center"
        duration={TOAST_DURATION_MS}
        richColors
        containerAriaLabel={es.toast.region}
        mobileOffset={{ bottom: aboveBottomBar, left: 12, right: 12 }}
        offset={{ bottom: aboveBottomBar }}
        toastOptions={{
          classNames: {
            toast: 'text-sm!',
            // A toast can name what someone typed (a client, an address): it wraps, however long.
            content: 'min-w-0',
            title: 'wrap-anywhere',
            description: 'wrap-anywhere',
            // sonner's own red is 4.3:1 on its pink, its green 4.2:1 on its mint; the theme's
            // negative and strong positive pass AA.
            error: 'text-negative!',
            success: 'text-positive-strong!',
            actionButton: 'h-11! px-4! text-sm! font-semibold! rounded-full!',
          },
        }}
      />
    </Suspense>
  );
}
