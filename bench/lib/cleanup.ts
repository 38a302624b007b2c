import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Everything the benchmarks start or create (child processes, temp dirs) is registered here,
 * so a failure, Ctrl-C or an uncaught error never leaves a server running or a dir behind.
 */
const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
const killers = new Set<() => void>();

/** Registers a synchronous kill for something not started through trackChild (Chromium). */
export function onExitKill(kill: () => void): () => void {
  killers.add(kill);
  return () => killers.delete(kill);
}

export function trackChild(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export function makeTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `canasta-bench-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** Sends SIGTERM, then SIGKILL if the child has not exited within `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Synchronous last resort, for the 'exit' event where nothing async may run. */
function killEverything(): void {
  for (const child of children) child.kill('SIGKILL');
  for (const kill of killers) kill();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
}

let installed = false;
let stopping = false;

export function installCleanupHandlers(): void {
  if (installed) return;
  installed = true;
  process.on('exit', killEverything);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // `on`, not `once`: tsx relays a Ctrl-C a second time, and the default action would kill
    // this process halfway through removing its temp dirs.
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.error(`\nbench: ${signal}, stopping child processes`);
      killEverything();
      process.exit(130);
    });
  }
}
