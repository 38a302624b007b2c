import fs from 'node:fs';
import path from 'node:path';

/**
 * What the service worker downloads when it installs (decision 039): the files its precache
 * manifest lists, read from the generated dist/sw.js (Workbox writes the list into it as
 * `precacheAndRoute([{url:"…",revision:…},…])`). Null when the build has no service worker.
 */
export function readPrecache(dist: string): string[] | null {
  const swFile = path.join(dist, 'sw.js');
  if (!fs.existsSync(swFile)) return null;
  const source = fs.readFileSync(swFile, 'utf8');
  const list = /precacheAndRoute\(\s*(\[[\s\S]*?\])\s*,/.exec(source)?.[1];
  if (!list) throw new Error(`${swFile} has no precacheAndRoute([...]) list`);
  const urls = [...list.matchAll(/url:\s*"([^"]+)"/g)].map((match) => match[1] ?? '');
  // sw.js itself and the Workbox runtime it loads are fetched on install too.
  const runtime = /define\(\["\.\/(workbox-[\w-]+)"\]/.exec(source)?.[1];
  return [...urls, 'sw.js', ...(runtime ? [`${runtime}.js`] : [])].filter(Boolean);
}
