/**
 * Runs `callback` once the page has loaded and the browser is idle (or within 5 s): for work
 * that must not compete with the first view, its pictures and its data.
 */
export function whenSettled(callback: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5000 });
    else setTimeout(callback, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
