import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild, trackChild } from './cleanup';
import type { ResponseSnapshot } from './response-snapshot';

const ENTRY = fileURLToPath(new URL('./ceiling-server.ts', import.meta.url));

export interface CeilingServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the bare node:http replay server in its own process, so it never shares an event
 * loop with autocannon; `dir` holds the snapshot file.
 */
export async function startCeilingServer(
  snapshot: ResponseSnapshot,
  dir: string,
): Promise<CeilingServer> {
  const file = path.join(dir, `snapshot-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(snapshot));
  const child = trackChild(
    spawn(process.execPath, ['--import', 'tsx', ENTRY, file], {
      cwd: path.dirname(ENTRY),
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    }),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the ceiling server did not start')), 15_000);
    child.once('message', (message: unknown) => {
      clearTimeout(timer);
      if (isPortMessage(message)) resolve(message.port);
      else reject(new Error('the ceiling server sent an unexpected message'));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the ceiling server exited with code ${code ?? 'null'}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

function isPortMessage(message: unknown): message is { port: number } {
  return (
    typeof message === 'object' &&
    message !== null &&
    'port' in message &&
    typeof message.port === 'number'
  );
}
