// Writes `.br` and `.gz` beside every built text asset; the server sends them with preCompressed.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite/ holds the build manifest for tools, never served to browsers.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(full);
    } else if (COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

async function compress(file) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { file, raw: source.length, br: br.length, gz: gz.length };
}

const results = [];
for await (const file of files(DIST)) results.push(compress(file));
const done = await Promise.all(results);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
for (const r of done.sort((a, b) => a.file.localeCompare(b.file))) {
  console.log(
    `${path.relative(DIST, r.file).padEnd(48)} ${kb(r.raw).padStart(10)}  gz ${kb(r.gz).padStart(9)}  br ${kb(r.br).padStart(9)}`,
  );
}
console.log(`precompressed ${done.length} files in ${path.relative(process.cwd(), DIST) || '.'}`);
