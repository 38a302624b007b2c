import { expect, it } from 'vitest';
import {
  connectionAnswered,
  connectionFailed,
  connectionRestored,
  isUnreachable,
  subscribeConnection,
} from './connection';

/** A probe the test settles by hand. */
function heldProbe() {
  let settle: (answered: boolean) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let calls = 0;
  const probe = () => {
    calls += 1;
    return new Promise<boolean>((resolve, reject) => {
      settle = resolve;
      fail = reject;
    });
  };
  return { probe, settle: (answered: boolean) => settle(answered), fail, calls: () => calls };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

it('a failure proved by the probe makes the shop unreachable until something answers', async () => {
  const changes: boolean[] = [];
  const stop = subscribeConnection(() => changes.push(isUnreachable()));
  const held = heldProbe();

  connectionFailed(held.probe);
  // One probe at a time.
  connectionFailed(held.probe);
  expect(held.calls()).toBe(1);
  expect(isUnreachable()).toBe(false);

  held.settle(false);
  await settled();
  expect(isUnreachable()).toBe(true);
  // Proved already: no more probes.
  connectionFailed(held.probe);
  expect(held.calls()).toBe(1);

  connectionAnswered();
  expect(isUnreachable()).toBe(false);
  stop();
  expect(changes).toEqual([true, false]);
});

it('the probe getting an answer, or another request getting one meanwhile, proves nothing', async () => {
  const held = heldProbe();
  connectionFailed(held.probe);
  held.settle(true);
  await settled();
  expect(isUnreachable()).toBe(false);

  connectionFailed(held.probe);
  connectionAnswered();
  held.settle(false);
  await settled();
  expect(isUnreachable()).toBe(false);
});

it('a probe that breaks proves nothing, and the online event clears a proved failure', async () => {
  const held = heldProbe();
  connectionFailed(held.probe);
  held.fail(new Error('no mock'));
  await settled();
  expect(isUnreachable()).toBe(false);

  connectionFailed(held.probe);
  held.settle(false);
  await settled();
  expect(isUnreachable()).toBe(true);
  connectionRestored();
  expect(isUnreachable()).toBe(false);
});
