import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { lazyPart, useLazyPartReady } from './lazy-part';

const Part = () => null;

it('downloads once for every caller, and again after a download that failed', async () => {
  const load = vi
    .fn<() => Promise<{ default: typeof Part }>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ default: Part });
  const part = lazyPart(load);

  await expect(Promise.all([part.preload(), part.preload()])).rejects.toThrow('offline');
  expect(load).toHaveBeenCalledTimes(1);
  expect(part.isLoaded()).toBe(false);

  await Promise.all([part.preload(), part.preload(), part.preload()]);
  expect(load).toHaveBeenCalledTimes(2);
  expect(part.isLoaded()).toBe(true);
});

it('draws the part when its code arrived between the stand-in render and the effect', async () => {
  // The code is not in while the stand-in renders, and is in by the time effects run.
  let loadedYet = false;
  const part = {
    isLoaded: () => {
      const loaded = loadedYet;
      loadedYet = true;
      return loaded;
    },
    preload: vi.fn(() => Promise.resolve()),
  };
  function Probe() {
    return useLazyPartReady(part) ? 'drawn' : 'stand-in';
  }

  render(<Probe />);

  await screen.findByText('drawn');
  expect(screen.queryByText('stand-in')).toBeNull();
});
