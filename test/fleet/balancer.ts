import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CLUSTER_ENTRY, REPO_ROOT, tail } from './processes';

/** What stands in front of the three processes. */
export interface Balancer {
  kind: 'nginx' | 'node-proxy';
  url: string;
  /** Why this kind: empty for nginx, the reason for the fallback otherwise. */
  fallbackReason: string;
  /**
   * Takes these upstreams out of rotation (nginx: the site rendered with them `--down` and
   * reloaded gracefully, as deploy/rolling-restart.sh does); an empty list puts every one back.
   */
  markDown: (ports: number[]) => Promise<void>;
  close(): Promise<void>;
}

const ENSURE_NGINX = path.join(REPO_ROOT, 'scripts/ensure-nginx.sh');
const NGINX_TEMPLATE = path.join(REPO_ROOT, 'deploy/nginx/canasta.conf');
/** The renderer the deploy folder ships to fill the template's upstreams, ports and folders. */
const NGINX_RENDERERS = [
  path.join(REPO_ROOT, 'deploy/nginx/render.mjs'),
  path.join(REPO_ROOT, 'deploy/nginx/render-conf.mjs'),
  path.join(REPO_ROOT, 'scripts/render-nginx.mjs'),
];

/**
 * nginx (Debian's package, installed by scripts/ensure-nginx.sh when it can be) with the
 * deploy folder's configuration; when nginx can't be had, a tiny round-robin proxy in this
 * process that does what the configuration's upstream block does (next upstream on a refused
 * connection, 502 when an upstream dies mid-request). The caller says the fallback loudly.
 */
export interface BalancerChoice {
  /** 'cluster': no balancer, `cluster.js` with three workers on one port. */
  kind: Balancer['kind'] | 'cluster';
  /** Why not nginx; empty for nginx. */
  reason: string;
}

/**
 * Decided before the suite's tests are named, so a fallback shows in their names: nginx; else
 * the cluster module; else, only when neither exists, the test's own round-robin proxy.
 */
export function chooseBalancer(): BalancerChoice {
  // To try a fallback on a machine that has nginx: FLEET_BALANCER=cluster or node-proxy.
  const forced = process.env.FLEET_BALANCER;
  if (forced === 'cluster' || forced === 'node-proxy') {
    return { kind: forced, reason: `FLEET_BALANCER=${forced} was set` };
  }
  const reason = nginxUnavailable();
  if (reason === null) return { kind: 'nginx', reason: '' };
  if (fs.existsSync(CLUSTER_ENTRY)) return { kind: 'cluster', reason };
  return { kind: 'node-proxy', reason: `${reason}; and ${rel(CLUSTER_ENTRY)} is missing` };
}

export async function startBalancer(
  choice: { kind: Balancer['kind']; reason: string },
  options: {
    listenPort: number;
    upstreamPorts: number[];
    workDir: string;
    webDist: string;
    uploadsDir: string;
  },
): Promise<Balancer> {
  if (choice.kind === 'nginx') return startNginx(options);
  return startNodeProxy(options.listenPort, options.upstreamPorts, choice.reason);
}

/** Null when nginx and the deploy folder's configuration are there; else why not. */
function nginxUnavailable(): string | null {
  if (!fs.existsSync(NGINX_TEMPLATE)) return `${rel(NGINX_TEMPLATE)} is missing`;
  if (!renderer())
    return `no renderer for ${rel(NGINX_TEMPLATE)} (${NGINX_RENDERERS.map(rel).join(', ')})`;
  if (!fs.existsSync(ENSURE_NGINX)) return `${rel(ENSURE_NGINX)} is missing`;
  const ensured = spawnSync('bash', [ENSURE_NGINX], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (ensured.status !== 0) {
    const said = `${ensured.stdout}${ensured.stderr}`.trim().split('\n').slice(-3).join(' / ');
    return `scripts/ensure-nginx.sh exited ${String(ensured.status)}: ${said}`;
  }
  if (!nginxBinary()) return 'nginx is not on PATH or in /usr/sbin after scripts/ensure-nginx.sh';
  return null;
}

const rel = (file: string) => path.relative(REPO_ROOT, file);

function renderer(): string | undefined {
  return NGINX_RENDERERS.find((file) => fs.existsSync(file));
}

function nginxBinary(): string | undefined {
  const found = spawnSync('bash', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], {
    encoding: 'utf8',
  });
  const binary = found.stdout.trim().split('\n')[0];
  return found.status === 0 && binary ? binary : undefined;
}

async function startNginx(options: {
  listenPort: number;
  upstreamPorts: number[];
  workDir: string;
  webDist: string;
  uploadsDir: string;
}): Promise<Balancer> {
  const binary = nginxBinary();
  const render = renderer();
  if (!binary || !render) throw new Error('nginx or its renderer vanished');
  const prefix = path.join(options.workDir, 'nginx');
  fs.mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  const renderWith = (down: number[]) => {
    const rendered = spawnSync(
      process.execPath,
      [
        render,
        '--template',
        NGINX_TEMPLATE,
        '--out',
        conf,
        '--listen',
        `127.0.0.1:${options.listenPort}`,
        '--upstreams',
        options.upstreamPorts.map((port) => `127.0.0.1:${port}`).join(','),
        ...(down.length > 0 ? ['--down', down.map((port) => `127.0.0.1:${port}`).join(',')] : []),
        '--prefix',
        prefix,
        '--web-dist',
        options.webDist,
        '--uploads',
        options.uploadsDir,
        '--standalone',
      ],
      { cwd: REPO_ROOT, encoding: 'utf8' },
    );
    if (rendered.status !== 0) {
      throw new Error(`the renderer failed: ${`${rendered.stdout}${rendered.stderr}`.trim()}`);
    }
  };
  renderWith([]);
  const log = path.join(prefix, 'logs', 'console.log');
  const out = fs.openSync(log, 'a');
  const child: ChildProcess = spawn(binary, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const url = `http://127.0.0.1:${options.listenPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${tail(log, 5)}`);
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer /readyz: ${tail(log, 5)}`);
    await sleep(100);
  }
  return {
    kind: 'nginx',
    url,
    fallbackReason: '',
    markDown: async (ports) => {
      renderWith(ports);
      const reloaded = spawnSync(binary, ['-p', prefix, '-c', conf, '-s', 'reload'], {
        encoding: 'utf8',
      });
      if (reloaded.status !== 0) throw new Error(`nginx -s reload failed: ${reloaded.stderr}`);
      // The reload is asynchronous: new workers take over while the old ones finish.
      await sleep(1_000);
    },
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      // Fast shutdown: a graceful one (SIGQUIT) would wait for idle client keep-alives.
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * Round robin over the upstreams; a refused connection (nothing sent yet) moves on to the next
 * upstream, as nginx's `proxy_next_upstream error` does; an upstream that dies after the request
 * went out is a 502, as nginx answers it.
 */
async function startNodeProxy(
  listenPort: number,
  upstreamPorts: number[],
  fallbackReason: string,
): Promise<Balancer> {
  // A connection per request: a pooled one could be closed by the upstream just as a request
  // goes out on it, a race nginx's configuration handles and this stand-in needn't.
  const agent = new http.Agent({ keepAlive: false, maxSockets: 64 });
  let next = 0;
  let down: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
        .filter(Boolean)
        .join(', ');
      const attempt = (tries: number) => {
        const serving = upstreamPorts.filter((port) => !down.includes(port));
        const port = serving[next % serving.length];
        next += 1;
        const upstream = http.request(
          {
            host: '127.0.0.1',
            port,
            method: req.method,
            path: req.url,
            agent,
            headers: { ...req.headers, 'x-forwarded-for': forwardedFor, connection: 'close' },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on('error', () => res.destroy());
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (res.headersSent) {
            res.destroy();
            return;
          }
          // Refused: nothing was sent. Reset on a pooled connection the upstream had just
          // closed (idle timeout, drain): nothing was read either (Node's own advice for agents).
          const notSent =
            error.code === 'ECONNREFUSED' || (upstream.reusedSocket && error.code === 'ECONNRESET');
          if (notSent && tries < upstreamPorts.length) {
            attempt(tries + 1);
            return;
          }
          res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
        });
        upstream.end(body);
      };
      attempt(1);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  return {
    kind: 'node-proxy',
    url: `http://127.0.0.1:${listenPort}`,
    fallbackReason,
    markDown: (ports) => {
      down = ports;
      return Promise.resolve();
    },
    close: async () => {
      server.closeAllConnections();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
