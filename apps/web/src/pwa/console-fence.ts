import path from 'node:path';
import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The fence between the shop and the operator console in the build (decision 041). The console
 * (admin.html) is a Vite build of its own (`vite build --mode console`), written after the
 * shop's into the same dist/: its page at dist/admin.html, its files under dist/console/. The
 * shop's build records which modules each of its chunks holds, so the bundle benchmark can prove
 * that no console module is among them, and its service worker never precaches console files.
 */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';
export const CONSOLE_PAGE = 'admin.html';
/** The console build's folder in dist/: its chunks and styles, hashed, under assets/. */
export const CONSOLE_DIR = 'console';
export const CONSOLE_ASSETS_DIR = `${CONSOLE_DIR}/assets`;
/** The console build's own module graph, beside the shop's .vite/manifest.json. */
export const CONSOLE_MANIFEST_FILE = '.vite/console-manifest.json';

export interface BuiltChunk {
  file: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module the chunk was built for (an entry's page, a lazy route), root-relative. */
  facade: string | null;
  /** Every module inside, root-relative ('src/app/router.tsx', 'node_modules/react/…'). */
  modules: string[];
  /**
   * Each module's length in the chunk's code, minified, in characters: how the bundle benchmark
   * tells a chunk's library code from ours when one chunk holds both.
   */
  renderedLengths: Record<string, number>;
  imports: string[];
  dynamicImports: string[];
  css: string[];
}

/**
 * Writes every chunk of the build, with its modules, their sizes and its imports, to
 * CHUNK_MODULES_FILE.
 */
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
          renderedLengths: Object.fromEntries(
            Object.entries(output.modules).map(([id, module]) => [
              relative(id),
              module.renderedLength,
            ]),
          ),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
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
 * work online, and shoppers must not download them), whichever build ran first, and no /admin
 * navigation is ever answered with the shop's shell or pages.
 */
export function withoutConsoleFiles(options: Partial<VitePWAOptions>): Partial<VitePWAOptions> {
  const workbox = options.workbox ?? {};
  return {
    ...options,
    workbox: {
      ...workbox,
      globIgnores: [...(workbox.globIgnores ?? []), CONSOLE_PAGE, `${CONSOLE_DIR}/**`],
      navigateFallbackDenylist: [...(workbox.navigateFallbackDenylist ?? []), /^\/admin(\/|$)/],
    },
  };
}
