import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  CONSOLE_ASSETS_DIR,
  CONSOLE_MANIFEST_FILE,
  chunkModulesPlugin,
  withoutConsoleFiles,
} from './src/pwa/console-fence';
import { offlinePagePlugin, pwaOptions } from './src/pwa/pwa-options';
import { serverRenderedScreens, sharedScreenChunk } from './src/build/shared-screen-chunks';

/**
 * `vite build --mode console`: the operator console (admin.html, decision 041), a build of its
 * own written into the shop's dist/ after it. Sharing no chunks with the shop, it leaves the
 * shop's files exactly as they would be without it.
 */
const CONSOLE_MODE = 'console';
const CONSOLE_INPUT = fileURLToPath(new URL('admin.html', import.meta.url));

/**
 * `npm run dev` and `vite preview` answer /admin paths with the console's page, as the shop
 * server does in production (static-files.ts); without this they would get the shop's.
 */
function consolePage(): Plugin {
  const rewrite: Connect.NextHandleFunction = (request, _response, next) => {
    if (request.url && /^\/admin(\/[^.?]*)?(\?.*)?$/.test(request.url)) request.url = '/admin.html';
    next();
  };
  return {
    name: 'canasta:console-page',
    configureServer: (server) => {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer: (server) => {
      server.middlewares.use(rewrite);
    },
  };
}

/** Where `npm run dev` in apps/server listens. */
const API_ORIGIN = 'http://localhost:3000';

/**
 * React, the router and TanStack Query: every screen needs them. (Leaving Query to the normal
 * chunking was measured: it all lands in the entry anyway, split in two chunks that compress
 * worse.)
 */
const CORE_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/;

/** Leaflet and its React binding: only the map screens load them, in a chunk of their own. */
const MAP_LIBRARIES = /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet[\\/]core)[\\/]/;

/**
 * Our own code a page loads before it starts, gathered in one chunk (with the entry's own module
 * left as the tiny entry): left to the automatic chunking it came as eighteen files, each
 * compressed alone, 3.6 KiB more than as one (decision 006). Modules from the shared contract
 * are gathered too, except those that build zod schemas, which the first load leaves out, and
 * its barrel: a group takes its modules as they are, before tree shaking, and a schema module
 * in the first load's chunk brought all of zod with it.
 */
function isPlainAppModule(id: string): boolean {
  if (/[\\/]apps[\\/]web[\\/]src[\\/]/.test(id)) return !id.endsWith('main.tsx');
  if (!/[\\/]packages[\\/]contract[\\/]src[\\/][\w-]+\.ts$/.test(id) || id.endsWith('index.ts')) {
    return false;
  }
  return !/from 'zod'/.test(readFileSync(id, 'utf8'));
}

/**
 * react-router's package exports point only at its development build (warnings and checks
 * included); production bundles use the production build it ships beside it.
 */
function reactRouterProductionBuild(): string {
  const developmentEntry = createRequire(import.meta.url).resolve('react-router');
  const productionEntry = developmentEntry.replace(
    /development([\\/])index\.m?js$/,
    'production$1index.mjs',
  );
  if (!existsSync(productionEntry)) throw new Error(`react-router: no ${productionEntry}`);
  return productionEntry;
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const isConsole = mode === CONSOLE_MODE;
  const assetsDir = isConsole ? CONSOLE_ASSETS_DIR : 'assets';
  // A build is what the shop serves, so it is always React's production build. Vite would
  // otherwise follow an inherited NODE_ENV=development (the server's own setting on a
  // developer's machine) and ship React's development build: about 45% more JavaScript, and
  // slower. Vite reads NODE_ENV again after loading this file, so setting it here is enough.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      tailwindcss(),
      consolePage(),
      // The service worker, manifest, icons and offline page belong to the shop's browser build
      // only: the server render's build (decision 036) never reaches a browser, and the console
      // registers no worker nor offers to install the shop.
      ...(isSsrBuild || isConsole
        ? []
        : [offlinePagePlugin(), chunkModulesPlugin(), VitePWA(withoutConsoleFiles(pwaOptions()))]),
    ],
    resolve: {
      alias:
        command === 'build'
          ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }]
          : [],
    },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: API_ORIGIN, changeOrigin: true },
        '/uploads': { target: API_ORIGIN, changeOrigin: true },
      },
    },
    preview: {
      port: 4173,
      proxy: {
        '/api': { target: API_ORIGIN, changeOrigin: true },
        '/uploads': { target: API_ORIGIN, changeOrigin: true },
      },
    },
    // `vite build --ssr src/entry-server.tsx`: the server's render of the catalogue pages
    // (decision 036), one self-contained module the shop server imports, never served.
    ssr: { noExternal: true },
    // An SSR build leaves `process.env.NODE_ENV` to the server's process, so React, React
    // Router and TanStack Query bundled into it chose their development builds wherever the
    // server ran without NODE_ENV=production (`npm start`, the benchmarks): a page rendered
    // with React's checks, owner stacks and warnings, at about twice the CPU. The render is
    // part of what the shop serves, so, like the browser's build, it is always production.
    ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    build: isSsrBuild
      ? {
          target: 'node20.19',
          outDir: 'dist-server',
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: {
            treeshake: { manualPureFunctions: ['z'] },
            output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
          },
        }
      : {
          target: 'es2022',
          outDir: 'dist',
          // The console's files go under dist/console/assets/, apart from the shop's.
          assetsDir,
          // The console's build runs after the shop's, into the same folder: it must not wipe
          // the shop's files, and the public files (icons) are already there.
          emptyOutDir: !isConsole,
          copyPublicDir: !isConsole,
          // Browsers without <link rel="modulepreload"> just skip the hint; no polyfill needed.
          modulePreload: { polyfill: false },
          // dist/.vite/manifest.json (the shop's) and .vite/console-manifest.json: the module
          // graphs, read by the bundle-size benchmark.
          manifest: isConsole ? CONSOLE_MANIFEST_FILE : true,
          // The server caches everything under an assets/ folder for a year, so every name
          // carries a hash.
          rolldownOptions: {
            ...(isConsole ? { input: CONSOLE_INPUT } : {}),
            treeshake: { manualPureFunctions: ['z'] },
            output: {
              entryFileNames: `${assetsDir}/[name]-[hash].js`,
              chunkFileNames: `${assetsDir}/[name]-[hash].js`,
              assetFileNames: `${assetsDir}/[name]-[hash][extname]`,
              // The core libraries change far less often than the app: in their own chunk they
              // stay cached across releases. Only what the first load reaches ($initial): the
              // rest of them (a mutation's observer), like other libraries (maps, forms, toasts),
              // loads with the screens that use it (decision 006).
              codeSplitting: {
                groups: [
                  {
                    name: 'vendor',
                    tags: ['$initial' as const],
                    test: CORE_LIBRARIES,
                    priority: 10,
                  },
                  { name: 'leaflet', test: MAP_LIBRARIES, priority: 5 },
                  // The shop's only: in the console's build, gathering its first load this way
                  // left one of its screens with an undefined component (React error 130).
                  ...(isConsole
                    ? []
                    : [
                        {
                          name: 'app',
                          tags: ['$initial' as const],
                          test: isPlainAppModule,
                          includeDependenciesRecursively: false,
                          priority: 1,
                        },
                        // What two or more rendered screens share beyond that first chunk: one
                        // chunk per set of screens, instead of a file per module (decision 006).
                        {
                          name: sharedScreenChunk(
                            serverRenderedScreens(fileURLToPath(new URL('.', import.meta.url))),
                          ),
                          includeDependenciesRecursively: false,
                          priority: 0,
                        },
                      ]),
                ],
              },
            },
          },
        },
  };
});
