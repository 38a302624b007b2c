import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * On every route change (not on the first page), moves focus into the new screen so screen
 * readers announce it and keyboard users start from the top of the content: to its heading, or,
 * on a screen whose one job is typing (a code, a name), to the field it marks `data-autofocus`.
 * The phone then opens its keyboard, and the field is described by the heading, which is still
 * read. Shared by the shop's layout and the console's shell.
 */
export function useFocusOnNavigation(pathname: string, main: () => HTMLElement | null): void {
  const firstPath = useRef(pathname);
  const container = useEffectEvent(main);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const screen = container();
    const field = screen?.querySelector<HTMLElement>('[data-autofocus]');
    const target = field ?? screen?.querySelector<HTMLElement>('h1') ?? screen;
    if (!target) return;
    if (!field && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
}
