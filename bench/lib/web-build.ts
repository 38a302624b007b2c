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

/** Reads the module graph of the shop's Vite build in `dist`. */
export function readWebBuild(dist: string): WebBuild {
  if (!fs.existsSync(path.join(dist, SHOP_PAGE))) {
    throw new Error(
      `${dist}index.html is missing: build the web app first (\`npm run build -w @canasta/web\`, or \`npm run bench\` from the root).`,
    );
  }
  const manifest = path.join(dist, '.vite', 'manifest.json');
  return fs.existsSync(manifest) ? fromManifest(manifest, SHOP_PAGE) : fromHtml(dist);
}

/**
 * The operator console's build (decision 041: `vite build --mode console`, written into the
 * shop's dist/ after it, with a manifest of its own). Null when the build has none.
 */
export function readConsoleBuild(dist: string): WebBuild | null {
  const manifest = path.join(dist, CONSOLE_MANIFEST_FILE);
  return fs.existsSync(manifest) ? fromManifest(manifest, CONSOLE_PAGE) : null;
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

/** The shop's page; admin.html, the operator console, is a build of its own (decision 041). */
export const SHOP_PAGE = 'index.html';
/** The operator console's page and its build's manifest (decision 041). */
export const CONSOLE_PAGE = 'admin.html';
export const CONSOLE_MANIFEST_FILE = '.vite/console-manifest.json';

/** The graph of `page` (its entry, and the lazy chunks it can reach) from a Vite manifest. */
function fromManifest(file: string, page: string): WebBuild {
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
  // The page's entry, and the lazy chunks it can reach from it (an older manifest may name its
  // entry otherwise: then every entry).
  const entries = Object.keys(manifest).filter(
    (key) => manifest[key]?.isEntry && (key === page || !(page in manifest)),
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
 * What the shop's build records about each chunk (apps/web/src/pwa/console-fence.ts writes it to
 * dist/.vite/chunk-modules.json): the modules inside, root-relative, and what it imports.
 */
interface BuiltChunk {
  file: string;
  isEntry: boolean;
  facade: string | null;
  modules: string[];
  imports: string[];
  dynamicImports: string[];
}

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';
/** The operator console's source (decision 041). */
const CONSOLE_SOURCE = 'src/admin/';

/** A chunk the shop can load that holds console modules, with those modules. */
export interface ConsoleLeak {
  file: string;
  modules: string[];
}

/**
 * Checks the fence between the shop and the console: every chunk the shop can load (its entry
 * and each lazy chunk it reaches, however deep) is searched for console modules; the list must
 * stay empty. Null when the build has no record of its chunks (built before decision 041).
 */
export function readConsoleLeaks(dist: string): ConsoleLeak[] | null {
  const file = path.join(dist, CHUNK_MODULES_FILE);
  if (!fs.existsSync(file)) return null;
  const chunks = JSON.parse(fs.readFileSync(file, 'utf8')) as BuiltChunk[];
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const shop = new Set<string>();
  const queue = chunks
    .filter((chunk) => chunk.isEntry && chunk.facade === SHOP_PAGE)
    .map((chunk) => chunk.file);
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const chunk = byFile.get(next);
    if (!chunk || shop.has(next)) continue;
    shop.add(next);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return [...shop]
    .map((chunkFile) => ({
      file: chunkFile,
      modules: (byFile.get(chunkFile)?.modules ?? []).filter((id) => id.startsWith(CONSOLE_SOURCE)),
    }))
    .filter((leak) => leak.modules.length > 0);
}
