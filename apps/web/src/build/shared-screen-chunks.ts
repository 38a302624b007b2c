import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Our own code: neither a library's nor the shared contract's. */
const WEB_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/;

/** What the bundler's chunking pass tells about a module (rolldown's `ChunkingContext`). */
interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * The screens the server renders (decision 036): the pages a shopper lands on, which the
 * first-load budget is about (decision 006). The route table names each one's module
 * (`moduleFile`), and is read here so the build never keeps a second list.
 */
export function serverRenderedScreens(root: string): string[] {
  const table = readFileSync(path.join(root, 'src/app/routes.ts'), 'utf8');
  const files = new Set([...table.matchAll(/moduleFile: '([^']+)'/g)].map(([, file = '']) => file));
  if (files.size === 0) {
    throw new Error('src/app/routes.ts names no moduleFile: the shared screen chunks need them.');
  }
  return [...files].map((file) => path.join(root, file));
}

/** Every module `from` imports statically, directly or not, itself included. */
function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const reached = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * The chunk of one of our modules that two or more rendered screens load before they start,
 * named after those screens; null for the others, which the bundler places as usual. One chunk
 * per set of screens: the price, the picture and the cart button's stand-in, which every screen
 * showing products draws, come in one file; the product card, which the listings draw, in
 * another. Left to the automatic chunking they came as one file per module or two, each
 * compressed alone: nine small files on the store home.
 */
export function sharedScreenChunk(screens: string[]) {
  let graph: ModuleGraph | null = null;
  let reachedBy = new Map<string, string[]>();
  return (moduleId: string, context: ModuleGraph): string | null => {
    if (!WEB_SOURCE.test(moduleId)) return null;
    // One chunking pass asks for every module with the same graph.
    if (graph !== context) {
      graph = context;
      reachedBy = new Map();
      for (const screen of screens) {
        const name = path.basename(screen).replace(/\.tsx?$/, '');
        for (const id of staticClosure(context, screen)) {
          reachedBy.set(id, [...(reachedBy.get(id) ?? []), name]);
        }
      }
    }
    const by = reachedBy.get(moduleId) ?? [];
    return by.length >= 2 ? `shared-${[...by].sort().join('+')}` : null;
  };
}
