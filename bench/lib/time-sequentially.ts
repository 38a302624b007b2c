import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trackChild } from './cleanup';

const ENTRY = fileURLToPath(new URL('./sequential-timer.ts', import.meta.url));

export interface SequentialJob {
  url: string;
  headers: Record<string, string>;
  /** Requests made first and not timed. */
  warmUp: number;
  samples: number;
}

export type SequentialResult = { ok: true; samples: number[] } | { ok: false; error: string };

/**
 * Times one URL, one request at a time (`runClosedLoop` at concurrency 1), from a process of its
 * own; resolves with each timed request's milliseconds, in order. The benchmark's own process,
 * with its data generator and its copy of the app loaded, stopped for its major collections in
 * the middle of timed requests (decision 063).
 */
export async function timeSequentially(job: SequentialJob): Promise<number[]> {
  const child = trackChild(
    spawn(process.execPath, ['--import', 'tsx', ENTRY, JSON.stringify(job)], {
      cwd: path.dirname(ENTRY),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const result = await new Promise<SequentialResult>((resolve, reject) => {
    child.once('message', (message) => {
      resolve(message as SequentialResult);
    });
    child.once('exit', (code) => {
      reject(new Error(`the timing process exited with code ${code ?? 'null'} before answering`));
    });
  });
  if (!result.ok) throw new Error(result.error);
  return result.samples;
}
