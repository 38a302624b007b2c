import fs from 'node:fs';
import path from 'node:path';

/** Files (relative to dist/) that loading something fetches. */
export interface FileSet {
  js: string[];
  css: string[];
}

export interface LazyChunk extends FileSet {
  /** The chunk's name: the module it was built from, without the content hash. */
  name: string;
  file: string;
}

export interface WebBuild {
  /** How the graph was read: Vite's manifest, or index.html and the chunks' own imports. */
  method: 'manifest' | 'index.html';
  /** What index.html loads: the entry, its static imports and their CSS. */
  entry: FileSet;
  /** Every lazily imported chunk, with what it adds beyond the entry. */
  lazy: LazyChunk[];
}

/** Reads the module graph of a Vite build in `dist`. */
export function readWebBuild(dist: string): WebBuild {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(
      `${dist}index.html is missing: build the web app first (\`npm run build -w @canasta/web\`, or \`npm run bench\` from the root).`,
    );
  }
  const manifest = path.join(dist, '.vite', 'manifest.json');
  return fs.existsSync(manifest) ? fromManifest(manifest) : fromHtml(dist);
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The shop's page; the build's other page, admin.html, is the operator console (decision 041). */
export const SHOP_PAGE = 'index.html';

function fromManifest(file: string): WebBuild {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[]): FileSet => {
    const seen = new Set<string>();
    const js: string[] = [];
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      js.push(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return { js, css: [...css] };
  };
  // The shop's entry, and the lazy chunks the shop can reach from it (not the console's).
  const entries = Object.keys(manifest).filter(
    (key) => manifest[key]?.isEntry && (key === SHOP_PAGE || !(SHOP_PAGE in manifest)),
  );
  const entry = closure(entries);
  const lazyKeys: string[] = [];
  const queue = [...entries];
  const queued = new Set(queue);
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.isDynamicEntry) lazyKeys.push(key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      if (!queued.has(next)) {
        queued.add(next);
        queue.push(next);
      }
    }
  }
  const lazy = lazyKeys.map((key) => {
    const chunk = manifest[key]!;
    return {
      name: chunk.name ?? nameOf(chunk.file),
      file: chunk.file,
      ...beyond(closure([key]), entry),
    };
  });
  return { method: 'manifest', entry, lazy };
}

function fromHtml(dist: string): WebBuild {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\b${name}=["']([^"']+)["']`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const scripts: string[] = [];
  const css: string[] = [];
  for (const tag of tags) {
    const rel = attribute(tag, 'rel');
    const url = tag.startsWith('<script') ? attribute(tag, 'src') : attribute(tag, 'href');
    if (!url || /^(https?:)?\/\//.test(url)) continue;
    const file = url.replace(/^\//, '');
    if (tag.startsWith('<script') && attribute(tag, 'type') === 'module') scripts.push(file);
    else if (rel === 'modulepreload') scripts.push(file);
    else if (rel === 'stylesheet') css.push(file);
  }
  const graph = new JsGraph(dist);
  const entry: FileSet = { js: graph.staticClosure(scripts), css };
  const lazy: LazyChunk[] = [];
  // Lazy chunks may import lazily too, so scan what each one loads in turn.
  const queue = [...entry.js];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const dynamic of graph.dynamicImports(file)) {
      if (lazy.some((chunk) => chunk.file === dynamic.file)) continue;
      const deps = dynamic.deps ?? [dynamic.file];
      const loaded: FileSet = {
        js: graph.staticClosure([dynamic.file, ...deps.filter((f) => f.endsWith('.js'))]),
        css: deps.filter((f) => f.endsWith('.css')),
      };
      lazy.push({ name: nameOf(dynamic.file), file: dynamic.file, ...beyond(loaded, entry) });
      queue.push(...loaded.js);
    }
  }
  return { method: 'index.html', entry, lazy };
}

/**
 * Static and dynamic imports read from the built JS itself: `import…from"./x.js"` and, for
 * lazy chunks, Vite's `import(\`./x.js\`),__vite__mapDeps([…])` preload list (JS and CSS).
 */
class JsGraph {
  constructor(private readonly dist: string) {}

  private read(file: string): string {
    return fs.readFileSync(path.join(this.dist, file), 'utf8');
  }

  private resolve(from: string, specifier: string): string {
    return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  }

  staticClosure(files: string[]): string[] {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = this.read(file);
      for (const match of code.matchAll(
        /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["']([^"'\s]+\.js)["']/g,
      )) {
        visit(this.resolve(file, match[1]!));
      }
    };
    files.forEach(visit);
    return [...seen];
  }

  dynamicImports(file: string): { file: string; deps: string[] | undefined }[] {
    const code = this.read(file);
    const mapDeps = preloadList(code);
    const found: { file: string; deps: string[] | undefined }[] = [];
    const pattern =
      /\bimport\(\s*[`"']([^`"']+\.js)[`"']\s*\)(?:\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\))?/g;
    for (const match of code.matchAll(pattern)) {
      const indexes = match[2]?.split(',').map((index) => Number(index.trim()));
      const deps =
        indexes && mapDeps
          ? indexes.map((index) => mapDeps[index]).filter((dep) => dep !== undefined)
          : undefined;
      found.push({ file: this.resolve(file, match[1]!), deps });
    }
    return found;
  }
}

/** The file list of Vite's `const __vite__mapDeps=(…m.f=["assets/a.js",…])`, dist-relative. */
function preloadList(code: string): string[] | undefined {
  const start = code.indexOf('__vite__mapDeps=');
  if (start < 0) return undefined;
  const open = code.indexOf('[', start);
  const close = code.indexOf(']', open);
  if (open < 0 || close < 0) return undefined;
  return [...code.slice(open, close).matchAll(/[`"']([^`"']+)[`"']/g)].map((m) =>
    m[1]!.replace(/^\//, ''),
  );
}

function beyond(loaded: FileSet, entry: FileSet): FileSet {
  return {
    js: loaded.js.filter((file) => !entry.js.includes(file)),
    css: loaded.css.filter((file) => !entry.css.includes(file)),
  };
}

/** `assets/store-home-baLevtuD.js` → `store-home` (Vite's hashes are 8 base64url chars). */
function nameOf(file: string): string {
  return path.posix
    .basename(file)
    .replace(/\.[a-z]+$/, '')
    .replace(/-[\w-]{8}$/, '');
}

/**
 * What apps/web's build records about each chunk (src/pwa/console-fence.ts writes it to
 * dist/.vite/chunk-modules.json): the modules inside, root-relative, and what it imports.
 */
interface BuiltChunk {
  file: string;
  isEntry: boolean;
  facade: string | null;
  modules: string[];
  imports: string[];
  dynamicImports: string[];
  css: string[];
}

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';
/** The operator console's page and source (decision 041). */
export const CONSOLE_PAGE = 'admin.html';
const CONSOLE_SOURCE = 'src/admin/';

export interface ConsoleFence {
  /** Console modules found in chunks the shop loads: chunk file → modules. Must stay empty. */
  leaks: { file: string; modules: string[] }[];
  /** What opening the console loads (its entry, static imports and CSS), and its lazy screens. */
  entry: FileSet;
  lazy: FileSet;
}

/**
 * Checks the fence between the shop and the console in the build: every chunk the shop can load
 * (its entry and each lazy chunk it reaches, however deep) is searched for console modules.
 * Null when the build has no record of its chunks (built before decision 041).
 */
export function readConsoleFence(dist: string): ConsoleFence | null {
  const file = path.join(dist, CHUNK_MODULES_FILE);
  if (!fs.existsSync(file)) return null;
  const chunks = JSON.parse(fs.readFileSync(file, 'utf8')) as BuiltChunk[];
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const reach = (starts: string[], follow: (chunk: BuiltChunk) => string[]): Set<string> => {
    const seen = new Set<string>();
    const queue = [...starts];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const chunk = byFile.get(next);
      if (!chunk || seen.has(next)) continue;
      seen.add(next);
      queue.push(...follow(chunk));
    }
    return seen;
  };
  const entryOf = (page: string) =>
    chunks.filter((chunk) => chunk.isEntry && chunk.facade === page).map((chunk) => chunk.file);
  const everything = (chunk: BuiltChunk) => [...chunk.imports, ...chunk.dynamicImports];
  const shop = reach(entryOf(SHOP_PAGE), everything);
  const leaks = [...shop]
    .map((chunkFile) => ({
      file: chunkFile,
      modules: (byFile.get(chunkFile)?.modules ?? []).filter((id) => id.startsWith(CONSOLE_SOURCE)),
    }))
    .filter((leak) => leak.modules.length > 0);
  const cssOf = (files: Set<string>) => [
    ...new Set([...files].flatMap((chunkFile) => byFile.get(chunkFile)?.css ?? [])),
  ];
  const consoleEntry = reach(entryOf(CONSOLE_PAGE), (chunk) => chunk.imports);
  const consoleAll = reach(entryOf(CONSOLE_PAGE), everything);
  const lazy = new Set([...consoleAll].filter((chunkFile) => !consoleEntry.has(chunkFile)));
  const entryCss = cssOf(consoleEntry);
  return {
    leaks,
    entry: { js: [...consoleEntry], css: entryCss },
    lazy: { js: [...lazy], css: cssOf(lazy).filter((sheet) => !entryCss.includes(sheet)) },
  };
}
