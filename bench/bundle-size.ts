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
  type FileSet,
  type LazyChunk,
  readConsoleBuild,
  readConsoleLeaks,
  readWebBuild,
} from './lib/web-build';

/** Budget: JavaScript the store home (/tienda/interna) downloads, gzip, KB = 1024 bytes. */
const HOME_JS_GZIP_BUDGET = 110 * 1024;
/** The lazy chunk of the store home route is the first whose name matches, in this order. */
const HOME_CHUNK_NAMES = [/store-home/i, /home/i];
export const BUNDLE_SIZE_GOAL = `store home JavaScript ≤ ${kb(HOME_JS_GZIP_BUDGET)} gzip (KB = 1024 bytes)`;

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

  const home = findHomeChunk(build.lazy);
  const homeLoads: FileSet = {
    js: unique([...build.entry.js, ...(home?.js ?? [])]),
    css: unique([...build.entry.css, ...(home?.css ?? [])]),
  };
  const homeJs = total(homeLoads.js);
  const homeCss = total(homeLoads.css);
  const failures: string[] = [];
  if (!home) {
    failures.push(
      `no lazy chunk named like ${HOME_CHUNK_NAMES.join(' or ')} among: ${build.lazy.map((c) => c.name).join(', ') || 'none'}`,
    );
  }
  if (homeJs.gzip > HOME_JS_GZIP_BUDGET) {
    failures.push(`store home JS is ${kb(homeJs.gzip)} gzip > ${kb(HOME_JS_GZIP_BUDGET)}`);
  }

  // The service worker (decision 039): its precache is recorded, and its registration (with
  // workbox-window) must stay out of the store home's first load.
  const precache = readPrecache(dist);
  if (!precache) failures.push('no service worker (dist/sw.js) in the build');
  const precacheSizes = await Promise.all(
    (precache ?? []).map((file) => measureFile(path.join(dist, file))),
  );
  const precacheTotal = precacheSizes.reduce(add, ZERO);
  const workboxInHome = homeLoads.js.filter((file) => /workbox|register-/.test(file));
  if (workboxInHome.length > 0) {
    failures.push(
      `the store home's first load carries the worker's registration: ${workboxInHome.join(', ')}`,
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
        caption: `Store home /tienda/interna (entry + static imports + lazy chunk "${home?.name ?? 'not found'}")`,
        columns: ['', 'files', 'raw', 'gzip', 'brotli'],
        rows: [
          row('JS', homeLoads.js, homeJs),
          row('CSS', homeLoads.css, homeCss),
          row('entry JS alone', build.entry.js, total(build.entry.js)),
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
      `Home route chunk: the first lazy chunk whose name matches ${HOME_CHUNK_NAMES.join(', then ')}; its static imports and CSS count too.`,
      `Shop figures come from the shop's build only (dist/.vite/manifest.json); the operator console (${CONSOLE_PAGE}) is a separate build, measured apart from ${CONSOLE_MANIFEST_FILE}, and ${CHUNK_MODULES_FILE} (written by the shop's build) proves no console module (src/admin/) is in a shop chunk.`,
      'gzip (level 9) and brotli (quality 11, text mode) computed here with node:zlib, not read from the .gz/.br files.',
    ],
    data: {
      dist: path.relative(process.cwd(), dist) || dist,
      graph_from: build.method,
      budget_home_js_gzip_bytes: HOME_JS_GZIP_BUDGET,
      home: {
        lazy_chunk: home?.file ?? null,
        js: { ...homeJs, files: homeLoads.js },
        css: { ...homeCss, files: homeLoads.css },
      },
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

function findHomeChunk(lazy: LazyChunk[]): LazyChunk | undefined {
  for (const pattern of HOME_CHUNK_NAMES) {
    const found = lazy.find((chunk) => pattern.test(chunk.name));
    if (found) return found;
  }
  return undefined;
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
