import { expect, vi } from 'vitest';

/**
 * Asserts that console.error was called with a message matching `pattern`, then forgets the
 * calls so the setup's "no unexpected console.error" check passes.
 */
export function expectConsoleError(pattern: RegExp): void {
  const spy = vi.mocked(console.error);
  const messages = spy.mock.calls.map((args) =>
    args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '),
  );
  expect(messages.some((message) => pattern.test(message))).toBe(true);
  spy.mockClear();
}
