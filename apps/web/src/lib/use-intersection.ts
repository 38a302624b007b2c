import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/**
 * Calls `onIntersect` whenever the element scrolls into view (with a margin, so the next page
 * is asked for a little before the shopper reaches the end). Does nothing while disabled.
 * A new `resetKey` re-observes, so a sentinel that is still in view fires again.
 */
export function useIntersection<T extends Element>(
  onIntersect: () => void,
  {
    enabled = true,
    rootMargin = '400px 0px',
    resetKey,
  }: { enabled?: boolean; rootMargin?: string; resetKey?: unknown } = {},
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const handleIntersect = useEffectEvent(onIntersect);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) handleIntersect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
    // resetKey re-observes (e.g. after a page arrives), so a sentinel still in view fires again.
  }, [enabled, rootMargin, resetKey]);
  return ref;
}
