import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  chunkModulesPlugin,
  consolePageWithoutManifest,
  isConsoleModule,
  withoutConsoleFiles,
} from './src/pwa/console-fence';
import { offlinePagePlugin, pwaOptions } from './src/pwa/pwa-options';

/**
 * The two pages of the browser build: the shop (index.html) and the operator console
 * (admin.html, decision 041), each with its own entry and chunks.
 */
const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));
const PAGES = {
  index: fileURLToPath(new URL('index.html', import.meta.url)),
  admin: fileURLToPath(new URL('admin.html', import.meta.url)),
};

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

export default defineConfig(({ command, isSsrBuild }) => {
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
      // The service worker, manifest, icons and offline page belong to the browser build only;
      // the server render's build (decision 036) never reaches a browser.
      ...(isSsrBuild
        ? []
        : [
            offlinePagePlugin(),
            chunkModulesPlugin(),
            VitePWA(withoutConsoleFiles(pwaOptions())),
            consolePageWithoutManifest(),
          ]),
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
          assetsDir: 'assets',
          emptyOutDir: true,
          // Browsers without <link rel="modulepreload"> just skip the hint; no polyfill needed.
          modulePreload: { polyfill: false },
          // dist/.vite/manifest.json: the module graph, read by the bundle-size benchmark.
          manifest: true,
          // The server caches everything under assets/ for a year, so every name carries a hash.
          rolldownOptions: {
            input: PAGES,
            treeshake: { manualPureFunctions: ['z'] },
            output: {
              entryFileNames: 'assets/[name]-[hash].js',
              // The console's chunks say so in their names (its sign-in steps share names
              // with the shop's); which code each chunk holds is in .vite/chunk-modules.json.
              chunkFileNames: (chunk) =>
                chunk.moduleIds.some((id) => isConsoleModule(id, WEB_ROOT))
                  ? 'assets/admin-[name]-[hash].js'
                  : 'assets/[name]-[hash].js',
              assetFileNames: 'assets/[name]-[hash][extname]',
              // The core libraries change far less often than the app: in their own chunk they
              // stay cached across releases. Other libraries (maps, forms, toasts) are left out
              // on purpose, so they load only with the screens that use them.
              codeSplitting: {
                groups: [
                  { name: 'vendor', test: CORE_LIBRARIES, priority: 10 },
                  { name: 'leaflet', test: MAP_LIBRARIES, priority: 5 },
                ],
              },
            },
          },
        },
  };
});
