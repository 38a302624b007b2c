import path from 'node:path';
import { fileURLToPath } from 'node:url';

const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const SERVER_ENTRY = at('../../apps/server/dist/server.js');
/** The built web app; BENCH_WEB_DIST points elsewhere (another build) when set. */
export const WEB_DIST = process.env.BENCH_WEB_DIST
  ? `${path.resolve(process.env.BENCH_WEB_DIST)}${path.sep}`
  : at('../../apps/web/dist/');
export const RESULTS_DIR = at('../results/');
