import { useSyncExternalStore } from 'react';
import { connectionRestored, isUnreachable, subscribeConnection } from './connection';

function subscribe(onChange: () => void): () => void {
  const online = () => {
    connectionRestored();
    onChange();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', onChange);
  const unsubscribe = subscribeConnection(onChange);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', onChange);
    unsubscribe();
  };
}

const getSnapshot = () => navigator.onLine && !isUnreachable();

/**
 * Online as far as the shopper is concerned: the browser's online/offline events, and requests
 * to the shop that failed for lack of a connection (lib/connection.ts).
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => true);
}
