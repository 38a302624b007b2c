import { expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

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
