import {
  lazy,
  startTransition,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useHydrated } from './use-hydrated';
import { yieldToBrowser } from './yield-to-browser';

type Module<P> = { default: ComponentType<P> };

/** `X`: what the part's module exports beside its component (read through `loaded`). */
export interface LazyPart<P, X extends object = object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Downloads the part now; once it is in, rendering it never suspends. */
  preload: () => Promise<void>;
  /** Whether `preload` has finished. */
  isLoaded: () => boolean;
  /** The part's module once it is in (what it exports beside its component), else null. */
  loaded: () => (Module<P> & X) | null;
}

/**
 * A part of a screen downloaded only when first shown (React.lazy), that the server can load
 * before it renders: a lazy component suspends on its first render even when its module is
 * already in, and a boundary that suspends on the server reaches the browser as a fallback
 * plus an inline script, which the Content-Security-Policy refuses. Once `preload` resolved,
 * the component is handed over at once, so the server's HTML has the part (decision 036).
 */
export function lazyPart<P, X extends object = object>(
  load: () => Promise<Module<P> & X>,
): LazyPart<P, X> {
  type M = Module<P> & X;
  let loaded: M | null = null;
  // One download for every caller (a page of product cards asks at once); a failed one is
  // forgotten, so the next caller tries again.
  let loading: Promise<M> | null = null;
  const download = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const preload = async () => {
    await download();
  };
  const Component = lazy(() => {
    if (!loaded) return download();
    const module = loaded;
    // React.lazy takes any thenable; one that resolves synchronously never suspends.
    const settled = { then: (resolve: (value: Module<P>) => void) => resolve(module) };
    return settled as unknown as Promise<Module<P>>;
  });
  return { Component, preload, isLoaded: () => loaded !== null, loaded: () => loaded };
}

/**
 * Whether a part that waits for the page (`lazyPart`) can be drawn: its code is in and the app
 * has hydrated (the server's HTML has what stands in for it, and hydration must draw the same).
 * Asks for the code once mounted; when it arrives the part replaces its stand-in as a
 * transition, so a page of them is drawn in slices. A download that fails leaves the stand-in
 * and is tried again the next time one is mounted.
 */
export function useLazyPartReady(part: Pick<LazyPart<unknown>, 'preload' | 'isLoaded'>): boolean {
  const hydrated = useHydrated();
  const [, setArrived] = useState(false);
  const ready = hydrated && part.isLoaded();
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    // Not `isLoaded()` here: code that arrived between the render and this effect would leave
    // the stand-in drawn for good (a card's disabled "Agregar", until something else redrew it).
    // In a task of its own: the download's start (its preload links) added a slow phone's tens
    // of milliseconds to the long task of a hydrated page's effects.
    void yieldToBrowser()
      .then(() => part.preload())
      .then(
        () => {
          if (mounted) startTransition(() => setArrived(true));
        },
        () => undefined,
      );
    return () => {
      mounted = false;
    };
  }, [part, ready]);
  return ready;
}
