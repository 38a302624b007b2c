import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRenderedScreens, sharedScreenChunk } from './shared-screen-chunks';

const src = (file: string) => `/repo/apps/web/src/${file}`;

/** A small module graph: three screens, what they import, and a library and contract module. */
const imports: Record<string, string[]> = {
  [src('app/routes/store-home.tsx')]: [src('card.tsx'), src('row.tsx')],
  [src('app/routes/collection.tsx')]: [src('card.tsx'), src('grid.tsx')],
  [src('app/routes/product.tsx')]: [src('price.tsx'), '/repo/packages/contract/src/money.ts'],
  [src('card.tsx')]: [src('price.tsx'), '/repo/node_modules/react/index.js'],
  [src('row.tsx')]: [],
  [src('grid.tsx')]: [],
  [src('price.tsx')]: ['/repo/packages/contract/src/money.ts'],
};
const graph = { getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) };
const screens = ['store-home', 'collection', 'product'].map((name) =>
  src(`app/routes/${name}.tsx`),
);

describe('sharedScreenChunk', () => {
  const name = sharedScreenChunk(screens);

  it('puts a module two or more screens reach in the chunk of that set of screens', () => {
    expect(name(src('price.tsx'), graph)).toBe('shared-collection+product+store-home');
    expect(name(src('card.tsx'), graph)).toBe('shared-collection+store-home');
  });

  it("leaves one screen's own modules, libraries and the contract to the bundler", () => {
    expect(name(src('row.tsx'), graph)).toBeNull();
    expect(name(src('app/routes/product.tsx'), graph)).toBeNull();
    expect(name('/repo/node_modules/react/index.js', graph)).toBeNull();
    expect(name('/repo/packages/contract/src/money.ts', graph)).toBeNull();
  });
});

describe('serverRenderedScreens', () => {
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  function appWithRouteTable(table: string): string {
    const root = mkdtempSync(path.join(tmpdir(), 'screens-'));
    roots.push(root);
    mkdirSync(path.join(root, 'src/app'), { recursive: true });
    writeFileSync(path.join(root, 'src/app/routes.ts'), table);
    return root;
  }

  it("lists the route table's rendered screens, each once", () => {
    const root = appWithRouteTable(`[
      { path: '/a', moduleFile: 'src/app/routes/store-home.tsx' },
      { path: '/b', lazy: () => import('./routes/cart') },
      { path: '/c', moduleFile: 'src/app/routes/not-found.tsx' },
      { path: '*', moduleFile: 'src/app/routes/not-found.tsx' },
    ]`);
    expect(serverRenderedScreens(root)).toEqual([
      path.join(root, 'src/app/routes/store-home.tsx'),
      path.join(root, 'src/app/routes/not-found.tsx'),
    ]);
  });

  it('refuses a route table that names none, instead of building without the shared chunks', () => {
    const root = appWithRouteTable("[{ path: '/b', lazy: () => import('./routes/cart') }]");
    expect(() => serverRenderedScreens(root)).toThrow(/names no moduleFile/);
  });
});
