import { describe, expect, it, vi } from 'vitest';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('serves a computed body until it expires', async () => {
    let time = 0;
    const cache = new ResponseCache(1000, 10, () => time);
    const compute = vi.fn(() => Promise.resolve(`body-${time}`));
    expect(await cache.get('a', compute)).toBe('body-0');
    time = 999;
    expect(await cache.get('a', compute)).toBe('body-0');
    time = 1000;
    expect(await cache.get('a', compute)).toBe('body-1000');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps what the computation made, so a hit reuses its ETag instead of hashing again', async () => {
    const cache = new ResponseCache<{ body: string; etag: string }>(1000);
    const compute = vi.fn(() => Promise.resolve({ body: '{"data":[]}', etag: '"e"' }));
    const first = await cache.get('k', compute);
    expect(await cache.get('k', compute)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = new ResponseCache(1000);
    const compute = vi.fn(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('x'), 5)),
    );
    const bodies = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(bodies).toEqual(['x', 'x']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('never caches a failure', async () => {
    const cache = new ResponseCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('k', () => Promise.resolve('ok'))).toBe('ok');
  });

  it('evicts the least recently used entry beyond its bound', async () => {
    const cache = new ResponseCache(1000, 2);
    const compute = vi.fn((value: string) => Promise.resolve(value));
    await cache.get('a', () => compute('a'));
    await cache.get('b', () => compute('b'));
    await cache.get('a', () => compute('a2'));
    await cache.get('c', () => compute('c'));
    expect(await cache.get('a', () => compute('a3'))).toBe('a');
    expect(await cache.get('b', () => compute('b2'))).toBe('b2');
  });

  it('keeps nothing when disabled, yet shares a computation still under way', async () => {
    const disabled = new ResponseCache(0);
    const compute = vi.fn(() => Promise.resolve('x'));
    await disabled.get('k', compute);
    await disabled.get('k', compute);
    expect(compute).toHaveBeenCalledTimes(2);

    let finish: (body: string) => void = () => undefined;
    const computing = new Promise<string>((resolve) => (finish = resolve));
    const slow = vi.fn(() => computing);
    const first = disabled.get('k', slow);
    const second = disabled.get('k', slow);
    finish('shared');
    expect(await Promise.all([first, second])).toEqual(['shared', 'shared']);
    expect(slow).toHaveBeenCalledTimes(1);
    expect(await disabled.get('k', () => Promise.resolve('fresh'))).toBe('fresh');

    // A computation that hangs is shared for 10 s at most.
    let time = 0;
    const hanging = new ResponseCache(0, 10, () => time);
    void hanging.get('k', () => new Promise<string>(() => undefined));
    time = 10_000;
    expect(await hanging.get('k', () => Promise.resolve('retried'))).toBe('retried');

    // A change forgets a computation under way: whoever asks next gets a new one.
    void disabled.get('k', () => new Promise<string>(() => undefined));
    disabled.forget(() => true);
    expect(await disabled.get('k', () => Promise.resolve('after the change'))).toBe(
      'after the change',
    );
  });

  it('forgets everything on clear', async () => {
    const cache = new ResponseCache(1000);
    await cache.get('k', () => Promise.resolve('old'));
    cache.clear();
    expect(await cache.get('k', () => Promise.resolve('new'))).toBe('new');
  });

  it('forgets only the entries a condition picks', async () => {
    const cache = new ResponseCache(1000);
    await cache.get('product:1:queso', () => Promise.resolve('old 1'));
    await cache.get('product:2:queso', () => Promise.resolve('old 2'));
    cache.forget((key) => key.startsWith('product:1:'));
    expect(await cache.get('product:1:queso', () => Promise.resolve('new 1'))).toBe('new 1');
    expect(await cache.get('product:2:queso', () => Promise.resolve('new 2'))).toBe('old 2');
  });

  it('keeps only what its rule accepts, and can forget by value', async () => {
    const cache = new ResponseCache<number>(1000, 10, Date.now, (value) => value > 0);
    const compute = vi.fn((value: number) => Promise.resolve(value));
    await cache.get('zero', () => compute(0));
    await cache.get('zero', () => compute(0));
    expect(compute).toHaveBeenCalledTimes(2);

    await cache.get('one', () => Promise.resolve(1));
    await cache.get('two', () => Promise.resolve(2));
    cache.forget((_key, value) => value === 1);
    expect(await cache.get('one', () => Promise.resolve(11))).toBe(11);
    expect(await cache.get('two', () => Promise.resolve(22))).toBe(2);
  });
});
