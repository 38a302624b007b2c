import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// Every Node version the README promises must install without npm's EBADENGINE warning: each
// locked package's `engines.node` has to accept the lowest release of every promised line.
const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

/** The lowest version of each `||` branch of the promise, and the newest line we name (24). */
function promisedVersions(range) {
  const lowest = new semver.Range(range).set.map(
    (comparators) =>
      semver.minVersion(comparators.map((comparator) => comparator.value).join(' ')).version,
  );
  return [...new Set([...lowest, '24.0.0'])];
}

describe('the Node versions the README promises', () => {
  const versions = promisedVersions(manifest.engines.node);

  it('names Node 20 and 22 lines explicitly', () => {
    expect(versions).toEqual(expect.arrayContaining(['20.19.0', '24.0.0']));
    expect(versions.some((version) => semver.major(version) === 22)).toBe(true);
  });

  it.each(versions)('every installed package supports Node %s', (version) => {
    const refused = Object.entries(lock.packages)
      // Optional packages are other platforms' binaries: npm skips them rather than warning.
      .filter(([, entry]) => !entry.optional && typeof entry.engines?.node === 'string')
      .filter(([, entry]) => !semver.satisfies(version, entry.engines.node))
      .map(([name, entry]) => `${name} wants node ${entry.engines.node}`);
    expect(refused).toEqual([]);
  });
});
