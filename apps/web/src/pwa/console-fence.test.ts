import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import { expect, it } from 'vitest';
import { isConsoleModule, reachable, withoutConsoleFiles, type BuiltChunk } from './console-fence';
import { pwaOptions } from './pwa-options';

/** Where apps/web would be on a machine. */
const root = '/srv/canasta/apps/web';

it("tells the console's own modules from everything else", () => {
  expect(isConsoleModule(path.join(root, 'src/admin/main.tsx'), root)).toBe(true);
  expect(isConsoleModule(`${path.join(root, 'src/admin/admin.css')}?direct`, root)).toBe(true);
  expect(isConsoleModule(path.join(root, 'src/app/router.tsx'), root)).toBe(false);
  expect(isConsoleModule(path.join(root, 'src/administracion.ts'), root)).toBe(false);
  expect(isConsoleModule(path.join(root, '../../node_modules/x/src/admin/a.js'), root)).toBe(false);
  expect(isConsoleModule('\0vite/preload-helper.js', root)).toBe(false);
});

const chunk = (file: string, fields: Partial<BuiltChunk> = {}): BuiltChunk => ({
  file,
  name: file,
  isEntry: false,
  isDynamicEntry: false,
  facade: null,
  modules: [],
  imports: [],
  dynamicImports: [],
  css: [],
  ...fields,
});

it('follows static and lazy imports to every file a page may load', () => {
  const chunks = [
    chunk('index.js', {
      isEntry: true,
      facade: 'index.html',
      imports: ['shared.js'],
      css: ['i.css'],
    }),
    chunk('admin.js', {
      isEntry: true,
      facade: 'admin.html',
      imports: ['shared.js'],
      dynamicImports: ['orders.js'],
    }),
    chunk('shared.js', { dynamicImports: ['cart.js'] }),
    chunk('cart.js'),
    chunk('orders.js', { css: ['o.css'] }),
  ];
  expect([...reachable(chunks, [chunks[0]!])].sort()).toEqual([
    'cart.js',
    'i.css',
    'index.js',
    'shared.js',
  ]);
  expect(reachable(chunks, [chunks[1]!]).has('o.css')).toBe(true);
});

it("keeps the console out of the shop's service worker", async () => {
  const { workbox } = withoutConsoleFiles(pwaOptions());
  expect(workbox?.navigateFallbackDenylist?.some((pattern) => pattern.test('/admin/interna'))).toBe(
    true,
  );
  expect(
    workbox?.navigateFallbackDenylist?.some((pattern) => pattern.test('/tienda/interna')),
  ).toBe(false);
  const transform = workbox?.manifestTransforms?.at(-1) as ManifestTransform;
  const entries = [
    { url: 'index.html', revision: '1', size: 1 },
    { url: 'admin.html', revision: '1', size: 1 },
  ];
  const { manifest } = await transform(entries);
  expect(manifest.map((entry) => entry.url)).toEqual(['index.html']);
});
