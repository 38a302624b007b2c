import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), the fields read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript a rendered page's screen needs before the app can hydrate it: the screen's
 * lazy chunk and every chunk it imports statically, as `/assets/…` paths, read from the
 * browser build's manifest. Without them the app's modules download and run, the router
 * matches the page and only then asks for its screen, a round trip later on a phone's line
 * (decision 072). What the page already preloads (`alreadyLoaded`, the app's own modules) is
 * left out; so is what the screen imports with `import()`, which waits for the page on purpose.
 *
 * Returns a lookup by the screen's source file (`src/app/routes/product.tsx`), or one that
 * finds nothing when the build has no manifest.
 */
export function screenPreloads(
  webDistDir: string,
  alreadyLoaded: readonly string[],
): (moduleFile: string | null) => readonly string[] {
  const manifest = readManifest(webDistDir);
  const known = new Map<string, readonly string[]>();
  return (moduleFile) => {
    if (moduleFile === null || !manifest?.[moduleFile]) return [];
    let files = known.get(moduleFile);
    if (files === undefined) {
      const skip = new Set(alreadyLoaded);
      files = staticClosure(manifest, moduleFile)
        .map((chunk) => `/${chunk.file}`)
        .filter((file) => !skip.has(file));
      known.set(moduleFile, files);
    }
    return files;
  };
}

function readManifest(webDistDir: string): Manifest | null {
  try {
    return JSON.parse(
      fs.readFileSync(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return null;
  }
}

/** `key`'s chunk and every chunk it reaches through static imports, each once, its own last. */
function staticClosure(manifest: Manifest, key: string): ManifestChunk[] {
  const seen = new Set<string>();
  const order: ManifestChunk[] = [];
  const visit = (current: string) => {
    const chunk = manifest[current];
    if (seen.has(current) || !chunk) return;
    seen.add(current);
    for (const imported of chunk.imports ?? []) visit(imported);
    order.push(chunk);
  };
  visit(key);
  return order;
}
