/**
 * Toasts (sonner) without putting sonner in the first download: the library is fetched the
 * first time something is announced, and the toaster mounts then (sonner replays toasts created
 * before it subscribed). The spec's notification time-out is 5000 ms (§9).
 */
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

export const TOAST_DURATION_MS = 5000;

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  description?: string;
  action?: ToastAction;
  /** A toast with the same id replaces the one on screen instead of stacking. */
  id?: string;
}

let sonner: Promise<Sonner> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Downloads sonner (once) and asks the toaster to mount. */
export function loadToasts(): Promise<Sonner> {
  sonner ??= import('sonner');
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => {
      listener();
    });
  }
  return sonner;
}

/** For the toaster component: whether any toast was asked for yet. */
export function subscribeToToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isToasterWanted(): boolean {
  return wanted;
}

function show(kind: 'success' | 'error' | 'message', message: string, options: ToastOptions) {
  void loadToasts().then(({ toast }) => {
    const data = {
      description: options.description,
      action: options.action,
      id: options.id,
      duration: TOAST_DURATION_MS,
    };
    if (kind === 'message') toast(message, data);
    else toast[kind](message, data);
  });
}

export const notify = {
  success: (message: string, options: ToastOptions = {}) => {
    show('success', message, options);
  },
  error: (message: string, options: ToastOptions = {}) => {
    show('error', message, options);
  },
  message: (message: string, options: ToastOptions = {}) => {
    show('message', message, options);
  },
};

/** Sonner takes a dismissed toast off its list this long after, on a timer of its own. */
const SONNER_EXIT_MS = 200;

/**
 * Removes every toast on screen (tests call it between cases; sonner's state is global). With
 * `settle`, also waits out sonner's exit timers, so none fires after a test file's page is gone.
 */
export async function dismissAllToasts({ settle = false } = {}): Promise<void> {
  if (!sonner) return;
  const { toast } = await sonner;
  toast.dismiss();
  if (settle) await new Promise((resolve) => setTimeout(resolve, SONNER_EXIT_MS + 50));
}
