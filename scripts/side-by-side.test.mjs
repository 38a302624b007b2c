import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSideBySide } from './test.mjs';

/** A node one-liner as a step. */
const node = (name, code) => ({ name, command: process.execPath, args: ['-e', code] });

/** What the runner prints (console.log and process.stdout.write), in order. */
function capturePrinted() {
  const printed = [];
  vi.spyOn(console, 'log').mockImplementation((line) => printed.push(`${String(line)}\n`));
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    printed.push(String(chunk));
    return true;
  });
  return printed;
}

describe('the checks npm test runs side by side', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers each step in the order given, with whether it passed, and prints each one whole', async () => {
    const printed = capturePrinted();
    // The slow one ends last but is answered first; their lines are written between them.
    const results = await runSideBySide(
      [
        node('slow', "setTimeout(() => { console.log('slow 1'); console.log('slow 2') }, 300)"),
        node('fails', "console.log('fails 1'); console.error('fails 2'); process.exit(3)"),
      ],
      process.cwd(),
    );

    expect(results.map(({ name, ok }) => ({ name, ok }))).toEqual([
      { name: 'slow', ok: true },
      { name: 'fails', ok: false },
    ]);
    expect(results.every(({ seconds }) => Number.isInteger(seconds) && seconds >= 0)).toBe(true);
    const text = printed.join('');
    expect(text).toContain('▶ fails\nfails 1\nfails 2\n');
    expect(text).toContain('▶ slow\nslow 1\nslow 2\n');
    expect(text.indexOf('▶ fails')).toBeLessThan(text.indexOf('▶ slow'));
  });

  it('counts a command that cannot start as failed, and says why', async () => {
    const printed = capturePrinted();
    const [result] = await runSideBySide(
      [{ name: 'missing', command: 'canasta-no-such-command', args: [] }],
      process.cwd(),
    );

    expect(result?.ok).toBe(false);
    expect(printed.join('')).toMatch(/▶ missing\n.*ENOENT/);
  });
});
