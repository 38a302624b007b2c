import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug the test didn't see; make it fail the test.
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`Unexpected console.error: ${String(seen[0]?.[0])}`);
});
