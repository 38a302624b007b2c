import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { WEB_DIST } from './lib/paths';
import { readPrecache } from './lib/precache';
import { kb, type Outcome } from './lib/results';
import {
  CHUNK_MODULES_FILE,
  CONSOLE_MANIFEST_FILE,
  CONSOLE_PAGE,
  SHOP_PAGE,
  type FileSet,
  readConsoleBuild,
  readConsoleLeaks,
  readWebBuild,
} from './lib/web-build';

/**
 * Budgets (issue 28, decision 006), per server-rendered catalogue page: the JavaScript it loads
 * before it is interactive, gzip, KB = 1024 bytes, and of that the part that is our own code.
 */
const PAGE_JS_GZIP_BUDGET = 125 * 1024;
const OWN_JS_GZIP_BUDGET = 25 * 1024;
/** The catalogue pages the server renders (decision 036), and the module of each route. */
const PAGES = [
  { label: 'Store home /tienda/interna', route: 'src/app/routes/store-home.tsx' },
  { label: 'Collection /tienda/interna/collection/…', route: 'src/app/routes/collection.tsx' },
  { label: 'Product /tienda/interna/product/…', route: 'src/app/routes/product.tsx' },
];
export const BUNDLE_SIZE_GOAL = `store home, collection and product JavaScript before interactive ≤ ${kb(PAGE_JS_GZIP_BUDGET)} gzip each, our own code ≤ ${kb(OWN_JS_GZIP_BUDGET)} of it (KB = 1024 bytes)`;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

const ZERO: Size = { raw: 0, gzip: 0, brotli: 0 };

export async function runBundleSize(dist = WEB_DIST): Promise<Outcome> {
  const build = readWebBuild(dist);
  const sizes = new Map<string, Size>();
  const allFiles = new Set([build.entry, ...build.lazy].flatMap((set) => [...set.js, ...set.css]));
  for (const file of allFiles) sizes.set(file, await measureFile(path.join(dist, file)));
  const total = (files: string[]) => files.map((f) => sizes.get(f) ?? ZERO).reduce(add, ZERO);

  const chunks = readChunks(dist);
  const failures: string[] = [];
  if (!chunks) failures.push(`no ${CHUNK_MODULES_FILE} in the build: rebuild the web app`);
  const pages: PageLoad[] = [];
  for (const page of PAGES) {
    const load = chunks ? pageLoad(chunks, page.route) : null;
    if (!load) {
      failures.push(`${page.label}: no lazy chunk built from ${page.route}`);
      continue;
    }
    for (const file of [...load.js, ...load.css]) {
      if (!sizes.has(file)) sizes.set(file, await measureFile(path.join(dist, file)));
    }
    // Each chunk's gzip bytes are split between libraries and our code in proportion to the
    // minified length of its modules from node_modules and from elsewhere. The vendor chunk is
    // all library and most others all ours, so the split is exact for them; only a chunk mixing
    // the two is estimated.
    let library = 0;
    for (const file of load.js) {
      library += (sizes.get(file)?.gzip ?? 0) * libraryShare(chunks!.get(file));
    }
    const js = total(load.js);
    const result: PageLoad = {
      ...page,
      lazyChunk: chunks!.route(page.route)!.file,
      js,
      css: total(load.css),
      libraryGzip: Math.round(library),
      ownGzip: js.gzip - Math.round(library),
      files: load,
    };
    pages.push(result);
    if (result.js.gzip > PAGE_JS_GZIP_BUDGET) {
      failures.push(`${page.label}: JS is ${kb(result.js.gzip)} gzip > ${kb(PAGE_JS_GZIP_BUDGET)}`);
    }
    if (result.ownGzip > OWN_JS_GZIP_BUDGET) {
      failures.push(
        `${page.label}: our own JS is ${kb(result.ownGzip)} gzip > ${kb(OWN_JS_GZIP_BUDGET)}`,
      );
    }
  }
  // The service worker (decision 039): its precache is recorded, and its registration (with
  // workbox-window) must stay out of the catalogue pages' first load.
  const precache = readPrecache(dist);
  if (!precache) failures.push('no service worker (dist/sw.js) in the build');
  const precacheSizes = await Promise.all(
    (precache ?? []).map((file) => measureFile(path.join(dist, file))),
  );
  const precacheTotal = precacheSizes.reduce(add, ZERO);
  const workboxInFirstLoad = [...new Set(pages.flatMap((page) => page.files.js))].filter((file) =>
    /workbox|register-/.test(file),
  );
  if (workboxInFirstLoad.length > 0) {
    failures.push(
      `a catalogue page's first load carries the worker's registration: ${workboxInFirstLoad.join(', ')}`,
    );
  }
  const consoleInPrecache = (precache ?? []).filter(
    (file) => file === CONSOLE_PAGE || file.startsWith('console/'),
  );
  if (consoleInPrecache.length > 0) {
    failures.push(`the service worker precaches console files: ${consoleInPrecache.join(', ')}`);
  }

  // The operator console (decision 041) is a build of its own, written beside the shop's: none
  // of its code may join a chunk the shop loads. The shop's figures above count only the shop.
  const leaks = readConsoleLeaks(dist);
  if (!leaks) failures.push(`no ${CHUNK_MODULES_FILE} in the build: rebuild the web app`);
  for (const leak of leaks ?? []) {
    failures.push(
      `the shop's chunk ${leak.file} carries operator console code: ${leak.modules.join(', ')}`,
    );
  }
  const consoleBuild = readConsoleBuild(dist);
  if (!consoleBuild) failures.push(`no ${CONSOLE_MANIFEST_FILE} in the build: rebuild the web app`);
  const consoleEntry: FileSet = consoleBuild?.entry ?? { js: [], css: [] };
  const consoleLazy: FileSet = {
    js: unique((consoleBuild?.lazy ?? []).flatMap((chunk) => chunk.js)),
    css: unique((consoleBuild?.lazy ?? []).flatMap((chunk) => chunk.css)),
  };
  for (const file of [...consoleEntry.js, ...consoleEntry.css, ...consoleLazy.js]) {
    if (!sizes.has(file)) sizes.set(file, await measureFile(path.join(dist, file)));
  }
  const consoleEntryJs = total(consoleEntry.js);
  const consoleEntryCss = total(consoleEntry.css);
  const consoleLazyJs = total(consoleLazy.js);

  const routes = build.lazy.map((chunk) => ({
    name: chunk.name,
    file: chunk.file,
    js: total(chunk.js),
    css: total(chunk.css),
    files: [...chunk.js, ...chunk.css],
  }));
  const row = (label: string, files: string[], size: Size) => [
    label,
    files.length,
    kb(size.raw),
    kb(size.gzip),
    kb(size.brotli),
  ];
  return {
    name: 'bundle-size',
    title: 'Web bundle size',
    goal: BUNDLE_SIZE_GOAL,
    passed: failures.length === 0,
    failures,
    tables: [
      {
        caption:
          "Catalogue pages: JavaScript before interactive (entry + static imports + the route's lazy chunk and its static imports), gzip",
        columns: ['page', 'files', 'JS gzip', 'libraries', 'our code', 'JS brotli', 'CSS gzip'],
        rows: pages.map((page) => [
          page.label,
          page.files.js.length,
          kb(page.js.gzip),
          kb(page.libraryGzip),
          kb(page.ownGzip),
          kb(page.js.brotli),
          kb(page.css.gzip),
        ]),
      },
      {
        caption: 'The entry alone (index.html: what every page of the shop loads)',
        columns: ['', 'files', 'raw', 'gzip', 'brotli'],
        rows: [
          row('entry JS', build.entry.js, total(build.entry.js)),
          row('entry CSS', build.entry.css, total(build.entry.css)),
        ],
      },
      {
        caption:
          'Lazy chunks (routes and lazily loaded components): what each adds beyond the entry',
        columns: ['chunk', 'JS raw', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli'],
        rows: routes.map((r) => [
          r.name,
          kb(r.js.raw),
          kb(r.js.gzip),
          kb(r.js.brotli),
          kb(r.css.gzip),
          kb(r.css.brotli),
        ]),
      },
      {
        caption: `Operator console (${CONSOLE_PAGE}, decision 041): a build of its own, never loaded by the shop; ${leaks ? leaks.length : '?'} shop chunks carry its code`,
        columns: ['', 'files', 'raw', 'gzip', 'brotli'],
        rows: [
          row('entry JS (with static imports)', consoleEntry.js, consoleEntryJs),
          row('entry CSS', consoleEntry.css, consoleEntryCss),
          row('lazy screens JS', consoleLazy.js, consoleLazyJs),
        ],
      },
      {
        caption:
          'Service worker precache (dist/sw.js, downloaded once when the worker installs and again only for files that changed)',
        columns: ['', 'files', 'raw', 'gzip', 'brotli'],
        rows: [row('precache + sw.js + Workbox runtime', precache ?? [], precacheTotal)],
      },
    ],
    notes: [
      `Module graph read from ${build.method === 'manifest' ? "Vite's manifest (dist/.vite/manifest.json)" : "index.html (entry script, stylesheets, modulepreload links), the static imports inside the built JS and Vite's __vite__mapDeps preload lists"}.`,
      `Each page's load is the entry's static closure and that of the lazy chunk built from its route module (${PAGES.map((page) => page.route).join(', ')}), read from ${CHUNK_MODULES_FILE}; chunks it imports only with import() (after hydration, on a tap, when idle) are not counted.`,
      `Libraries vs our code: a chunk's gzip bytes are split in proportion to the minified length of its modules from node_modules and from elsewhere (${CHUNK_MODULES_FILE} records each module's rendered length). Chunks wholly of one kind (the vendor chunk; our route chunks) are exact; only mixed chunks are estimated. Vite's preload helper and the bundler's runtime count as ours.`,
      `Shop figures come from the shop's build only (dist/.vite/manifest.json); the operator console (${CONSOLE_PAGE}) is a separate build, measured apart from ${CONSOLE_MANIFEST_FILE}, and ${CHUNK_MODULES_FILE} (written by the shop's build) proves no console module (src/admin/) is in a shop chunk.`,
      'gzip (level 9) and brotli (quality 11, text mode) computed here with node:zlib, not read from the .gz/.br files.',
    ],
    data: {
      dist: path.relative(process.cwd(), dist) || dist,
      graph_from: build.method,
      budget_page_js_gzip_bytes: PAGE_JS_GZIP_BUDGET,
      budget_own_js_gzip_bytes: OWN_JS_GZIP_BUDGET,
      pages: pages.map((page) => ({
        page: page.label,
        route: page.route,
        lazy_chunk: page.lazyChunk,
        js: { ...page.js, files: page.files.js },
        js_library_gzip: page.libraryGzip,
        js_own_gzip: page.ownGzip,
        css: { ...page.css, files: page.files.css },
      })),
      entry: { js: total(build.entry.js), css: total(build.entry.css), files: build.entry },
      routes,
      precache: { ...precacheTotal, count: precache?.length ?? 0, files: precache ?? [] },
      console: consoleBuild
        ? {
            leaks: leaks ?? [],
            entry: { js: consoleEntryJs, css: consoleEntryCss, files: consoleEntry },
            lazy: { js: consoleLazyJs, files: consoleLazy },
          }
        : null,
    },
  };
}

interface PageLoad {
  label: string;
  route: string;
  lazyChunk: string;
  js: Size;
  css: Size;
  libraryGzip: number;
  ownGzip: number;
  files: FileSet;
}

/** What the shop's build records of a chunk (apps/web/src/pwa/console-fence.ts). */
interface BuiltChunk {
  file: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facade: string | null;
  modules: string[];
  renderedLengths?: Record<string, number>;
  imports: string[];
  css: string[];
}

interface Chunks {
  get: (file: string) => BuiltChunk | undefined;
  entry: () => BuiltChunk | undefined;
  route: (module: string) => BuiltChunk | undefined;
}

function readChunks(dist: string): Chunks | null {
  const file = path.join(dist, CHUNK_MODULES_FILE);
  if (!fs.existsSync(file)) return null;
  const chunks = JSON.parse(fs.readFileSync(file, 'utf8')) as BuiltChunk[];
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  return {
    get: (chunkFile) => byFile.get(chunkFile),
    entry: () => chunks.find((chunk) => chunk.isEntry && chunk.facade === SHOP_PAGE),
    route: (module) => chunks.find((chunk) => chunk.isDynamicEntry && chunk.facade === module),
  };
}

/** The files a server-rendered page fetches before it is interactive: entry and route closure. */
function pageLoad(chunks: Chunks, route: string): FileSet | null {
  const entry = chunks.entry();
  const lazy = chunks.route(route);
  if (!entry || !lazy) return null;
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (file: string) => {
    const chunk = chunks.get(file);
    if (!chunk || js.includes(file)) return;
    js.push(file);
    for (const sheet of chunk.css) css.add(sheet);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(entry.file);
  visit(lazy.file);
  return { js, css: [...css] };
}

/** The part of a chunk's code that comes from node_modules, by its modules' minified length. */
function libraryShare(chunk: BuiltChunk | undefined): number {
  if (!chunk) return 0;
  const isLibrary = (id: string) => /(^|\/)node_modules\//.test(id);
  const lengths = chunk.renderedLengths;
  if (!lengths) return chunk.modules.every(isLibrary) ? 1 : 0;
  let library = 0;
  let all = 0;
  for (const [id, length] of Object.entries(lengths)) {
    all += length;
    if (isLibrary(id)) library += length;
  }
  return all === 0 ? 0 : library / all;
}

async function measureFile(file: string): Promise<Size> {
  const source = fs.readFileSync(file);
  const [gz, br] = await Promise.all([
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  ]);
  return { raw: source.length, gzip: gz.length, brotli: br.length };
}

function add(a: Size, b: Size): Size {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
