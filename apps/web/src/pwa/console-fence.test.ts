import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getManifest } from 'workbox-build';
import { afterEach, expect, it } from 'vitest';
import { CONSOLE_ASSETS_DIR, CONSOLE_PAGE, withoutConsoleFiles } from './console-fence';
import { pwaOptions } from './pwa-options';

let dist: string | undefined;
afterEach(() => {
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

function write(root: string, file: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), `/* ${file} */`);
}

it("precaches none of the console's files, whichever build wrote dist/ first", async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'canasta-dist-'));
  const shop = ['index.html', 'offline.html', 'assets/index-a1.js', 'assets/index-a1.css'];
  const consoleFiles = [
    CONSOLE_PAGE,
    `${CONSOLE_ASSETS_DIR}/admin-b2.js`,
    `${CONSOLE_ASSETS_DIR}/vendor-c3.js`,
    `${CONSOLE_ASSETS_DIR}/admin-b2.css`,
  ];
  for (const file of [...shop, ...consoleFiles]) write(dist, file);
  const { workbox } = withoutConsoleFiles(pwaOptions());
  const { manifestEntries } = await getManifest({
    globDirectory: dist,
    globPatterns: workbox?.globPatterns,
    globIgnores: workbox?.globIgnores,
  });
  expect((manifestEntries ?? []).map((entry) => entry.url).sort()).toEqual([...shop].sort());
});

it('never answers an /admin navigation with the shop', () => {
  const { workbox } = withoutConsoleFiles(pwaOptions());
  expect(workbox?.navigateFallbackDenylist?.some((pattern) => pattern.test('/admin/interna'))).toBe(
    true,
  );
  expect(
    workbox?.navigateFallbackDenylist?.some((pattern) => pattern.test('/tienda/interna')),
  ).toBe(false);
});
