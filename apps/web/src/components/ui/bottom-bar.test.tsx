import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { BottomBar, useBottomBarHeight } from './bottom-bar';

type Report = (entries: Partial<ResizeObserverEntry>[]) => void;
const observers: { report: Report; target: Element | null; disconnected: boolean }[] = [];

class FakeResizeObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: Report) {
    this.record = { report: callback, target: null, disconnected: false };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.target = target;
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
});

function Floating() {
  return <p>encima de {useBottomBarHeight()} px</p>;
}

function Screen() {
  const [bar, setBar] = useState(true);
  return (
    <>
      <Floating />
      {bar ? <BottomBar>barra</BottomBar> : null}
      <button
        onClick={() => {
          setBar(false);
        }}
      >
        quitar
      </button>
    </>
  );
}

it('tells what floats above the bar its height, as the browser reports it, and 0 once it is gone', () => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  render(<Screen />);
  // Nothing measures during the render's commit (a forced layout mid-hydration): the observer
  // reports the first height after the browser's own layout.
  expect(measured).not.toHaveBeenCalled();
  expect(screen.getByText('encima de 0 px')).toBeTruthy();

  const observer = observers[0]!;
  expect(observer.target).toBe(screen.getByText('barra'));
  act(() => {
    observer.report([{ borderBoxSize: [{ blockSize: 64, inlineSize: 360 }] }]);
  });
  expect(screen.getByText('encima de 64 px')).toBeTruthy();

  act(() => {
    screen.getByRole('button', { name: 'quitar' }).click();
  });
  expect(observer.disconnected).toBe(true);
  expect(screen.getByText('encima de 0 px')).toBeTruthy();
});
