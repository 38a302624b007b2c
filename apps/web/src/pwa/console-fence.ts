import path from 'node:path';
import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * Which code each built chunk holds (decision 041). The shop (index.html) and the operator
 * console (admin.html) are two pages of one build; this plugin records every chunk's modules and
 * imports in dist/.vite/chunk-modules.json, so the bundle benchmark can prove that no console
 * module joined a chunk the shop loads, and it keeps the console's files out of the shop's
 * service worker precache.
 */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';
export const CONSOLE_PAGE = 'admin.html';
/** Console source, relative to the web app's root. */
export const CONSOLE_SOURCE = 'src/admin/';

/**
 * Whether a module id (an absolute path, maybe with a query) is the console's own code; `root`
 * is the web app's folder (apps/web/).
 */
export function isConsoleModule(id: string, root: string): boolean {
  const file = id.split('?')[0] ?? id;
  return (
    path.isAbsolute(file) &&
    path.relative(root, file).split(path.sep).join('/').startsWith(CONSOLE_SOURCE)
  );
}

export interface BuiltChunk {
  file: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module the chunk was built for (an entry's page, a lazy route), root-relative. */
  facade: string | null;
  /** Every module inside, root-relative ('src/admin/main.tsx', 'node_modules/react/…'). */
  modules: string[];
  imports: string[];
  dynamicImports: string[];
  css: string[];
}

/** Files (chunks and their CSS) that loading `starts` may fetch, lazy imports included. */
export function reachable(
  chunks: readonly BuiltChunk[],
  starts: readonly BuiltChunk[],
): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const seen = new Set<string>();
  const visit = (chunk: BuiltChunk | undefined) => {
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const sheet of chunk.css) seen.add(sheet);
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) visit(byFile.get(file));
  };
  starts.forEach(visit);
  return seen;
}

export function pageEntry(chunks: readonly BuiltChunk[], page: string): BuiltChunk | undefined {
  return chunks.find((chunk) => chunk.isEntry && chunk.facade === page);
}

/** Files only the console loads, filled at each build for the service worker's precache. */
const consoleOnly = new Set<string>([CONSOLE_PAGE]);

export function chunkModulesPlugin(): Plugin {
  let root = process.cwd();
  const relative = (id: string) => {
    const file = id.split('?')[0] ?? id;
    return path.isAbsolute(file) ? path.relative(root, file).split(path.sep).join('/') : file;
  };
  return {
    name: 'canasta:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facade: output.facadeModuleId ? relative(output.facadeModuleId) : null,
          modules: output.moduleIds.map(relative),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      const shopEntry = pageEntry(chunks, 'index.html');
      const consoleEntry = pageEntry(chunks, CONSOLE_PAGE);
      const shop = reachable(chunks, shopEntry ? [shopEntry] : []);
      consoleOnly.clear();
      consoleOnly.add(CONSOLE_PAGE);
      for (const file of reachable(chunks, consoleEntry ? [consoleEntry] : [])) {
        if (!shop.has(file)) consoleOnly.add(file);
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: `${JSON.stringify(chunks, null, 2)}\n`,
      });
    },
  };
}

/**
 * The shop's service worker leaves the console alone: none of its files is precached (operators
 * work online, and shoppers must not download them), and no /admin navigation is ever answered
 * with the shop's shell or pages.
 */
export function withoutConsoleFiles(options: Partial<VitePWAOptions>): Partial<VitePWAOptions> {
  const workbox = options.workbox ?? {};
  return {
    ...options,
    workbox: {
      ...workbox,
      navigateFallbackDenylist: [...(workbox.navigateFallbackDenylist ?? []), /^\/admin(\/|$)/],
      manifestTransforms: [
        ...(workbox.manifestTransforms ?? []),
        (entries) => ({
          manifest: entries.filter((entry) => !consoleOnly.has(entry.url.replace(/^\//, ''))),
          warnings: [],
        }),
      ],
    },
  };
}

/**
 * The console's page doesn't offer to install the shop: vite-plugin-pwa links the web app
 * manifest into every page of the build, and this runs after it. Goes after VitePWA(…).
 */
export function consolePageWithoutManifest(): Plugin {
  return {
    name: 'canasta:console-page-without-manifest',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        path.basename(context.filename) === CONSOLE_PAGE
          ? html.replace(/\s*<link rel="manifest"[^>]*>/g, '')
          : html,
    },
  };
}
