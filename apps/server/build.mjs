import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Bundle our own TypeScript (server and the contract workspace) into one ESM file; npm
// dependencies stay external and load from node_modules as usual.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies }).filter(
  (name) => !name.startsWith('@canasta/'),
);

await build({
  entryPoints: [
    'src/server.ts',
    'src/cluster.ts',
    'src/scripts/db-migrate.ts',
    'src/scripts/db-seed.ts',
    'src/scripts/db-backup.ts',
    'src/scripts/db-restore.ts',
  ],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: [...external, 'sharp', 'pg-native'],
  logLevel: 'warning',
});
