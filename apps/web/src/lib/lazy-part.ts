import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

export interface LazyPart<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Downloads the part now; once it is in, rendering it never suspends. */
  preload: () => Promise<void>;
}

/**
 * A part of a screen downloaded only when first shown (React.lazy), that the server can load
 * before it renders: a lazy component suspends on its first render even when its module is
 * already in, and a boundary that suspends on the server reaches the browser as a fallback
 * plus an inline script, which the Content-Security-Policy refuses. Once `preload` resolved,
 * the component is handed over at once, so the server's HTML has the part (decision 036).
 */
export function lazyPart<P>(load: () => Promise<Module<P>>): LazyPart<P> {
  let loaded: Module<P> | null = null;
  const preload = async () => {
    loaded ??= await load();
  };
  const Component = lazy(() => {
    if (!loaded) return load();
    const module = loaded;
    // React.lazy takes any thenable; one that resolves synchronously never suspends.
    const settled = { then: (resolve: (value: Module<P>) => void) => resolve(module) };
    return settled as unknown as Promise<Module<P>>;
  });
  return { Component, preload };
}
