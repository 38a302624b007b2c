import { act, render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { beginHydration, finishHydration, useHydrated } from './use-hydrated';

const drawn: boolean[] = [];

function Probe({ label = 'probe' }: { label?: string }) {
  const hydrated = useHydrated();
  drawn.push(hydrated);
  return <p>{`${label}: ${hydrated ? 'browser' : 'server'}`}</p>;
}

/** The app's root, as start-up's `App`: its effect ends hydration. */
function AppRoot({ children }: { children: ReactNode }) {
  useEffect(finishHydration, []);
  return <>{children}</>;
}

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  drawn.length = 0;
  document.body.innerHTML = '';
});

function serverRendered(element: ReactNode): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(element);
  drawn.length = 0;
  return container;
}

it("draws the server's form while hydrating, and the browser's once the root's effect has run, keeping the server's HTML", async () => {
  const container = serverRendered(<Probe />);
  expect(container.textContent).toBe('probe: server');
  const recoverable = vi.fn();

  beginHydration();
  act(() => {
    root = hydrateRoot(
      container,
      <AppRoot>
        <Probe />
      </AppRoot>,
      { onRecoverableError: recoverable },
    );
  });

  await screen.findByText('probe: browser');
  expect(drawn).toEqual([false, true]);
  expect(recoverable).not.toHaveBeenCalled();
});

it("waits for the end of hydration, not for the page's effects, to draw the browser's form", async () => {
  const container = serverRendered(<Probe />);

  beginHydration();
  // A root whose effect doesn't end hydration: the page's own effects must not switch it.
  act(() => {
    root = hydrateRoot(container, <Probe />);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(container.textContent).toBe('probe: server');

  act(() => finishHydration());
  expect(container.textContent).toBe('probe: browser');
});

it('is true from the first render on a screen the browser draws itself', () => {
  render(<Probe />);

  expect(document.body.textContent).toBe('probe: browser');
  expect(drawn).toEqual([true]);
});

it('is true from the first render for what mounts after hydration', async () => {
  function Page({ more }: { more: boolean }) {
    return (
      <AppRoot>
        <Probe />
        {more && <Probe label="later" />}
      </AppRoot>
    );
  }
  const container = serverRendered(<Page more={false} />);
  beginHydration();
  act(() => {
    root = hydrateRoot(container, <Page more={false} />);
  });
  await screen.findByText('probe: browser');
  drawn.length = 0;

  act(() => root?.render(<Page more />));

  expect(document.body.textContent).toBe('probe: browserlater: browser');
  expect(drawn).toEqual([true, true]);
});
