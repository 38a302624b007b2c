import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_UPLOADS_DIR } from './test-uploads';

const ENTRIES = {
  server: fileURLToPath(new URL('../src/server.ts', import.meta.url)),
  /** One primary and its workers on one port (`npm run start:cluster`). */
  cluster: fileURLToPath(new URL('../src/cluster.ts', import.meta.url)),
};
/** Where `--import tsx` is resolved from, whatever directory the tests were started in. */
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 30_000;

/** The real server in its own process, so a test can kill it as a crash would. */
export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Kills the process with SIGKILL (no shutdown hooks run) and waits until it is gone. */
  kill(): Promise<void>;
  /** Sends `signal` (a graceful stop) and answers the exit code once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** What the process printed, for a failure message. */
  output(): string;
  pid: number;
}

/**
 * Starts `src/server.ts` under tsx (no build needed) on a free local port, with the test
 * configuration of test-app.ts (plus `env`), and resolves once it answers.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  { entry = 'server' }: { entry?: keyof typeof ENTRIES } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRIES[entry]], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      UPLOADS_DIR: TEST_UPLOADS_DIR,
      WEB_DIST_DIR: path.join(os.tmpdir(), 'canasta-no-web-build'),
      // Every shopper here shares 127.0.0.1 (as in testConfig).
      WRITES_PER_USER_PER_MINUTE: '100000',
      WRITES_PER_IP_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${String(port)}`;
  const server: ServerProcess = {
    url,
    output: () => printed,
    pid: child.pid ?? -1,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      return child.exitCode;
    },
  };
  try {
    await untilAnswering(url, child);
  } catch (error) {
    await server.kill();
    throw new Error(`${(error as Error).message}\n${printed}`);
  }
  return server;
}

async function untilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${String(child.exitCode)}`);
    const answered = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer within ${String(STARTUP_TIMEOUT_MS)} ms`);
}

/** A port nothing listens on now (the OS picks it; the server binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}
