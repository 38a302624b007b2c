import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { round } from './load';

export interface OneRequest {
  method: 'GET' | 'POST' | 'PUT';
  /** Path and query, e.g. `/api/shop/client-orders`. */
  path: string;
  headers?: Record<string, string>;
  /** JSON text, sent as application/json. */
  body?: string;
}

export interface Answer {
  /** HTTP status, or 0 for a connection error or a timeout. */
  status: number;
  /** From when the request was sent until the last byte of its answer came back. */
  latencyMs: number;
  /** The body, kept for non-2xx answers only (to tell refusals apart). */
  body?: string;
  error?: string;
}

export interface ClosedLoopResult {
  /** One answer per request, in the order of `requests`. */
  answers: Answer[];
  /** From the first request sent until the last answer came. */
  elapsedMs: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; average: number; max: number };
  /** Answers by status ('0' for errors and timeouts). */
  statuses: Record<string, number>;
  /** How late this process's own event loop ran: late sends and reads land in the latencies. */
  generatorDelayMs: { p99: number; max: number };
}

/** A request unanswered after this long counts as a timeout (status 0). */
export const CLOSED_LOOP_TIMEOUT_MS = 30_000;

/**
 * Sends a fixed list of requests with `concurrency` of them in flight: each of `concurrency`
 * workers sends the next unsent request as soon as its previous one is answered (a closed loop,
 * like autocannon's), each on its own keep-alive connection. Unlike autocannon, every request
 * can be different (its own headers and body) and is sent exactly once, and every answer's
 * status is kept, so the caller can check afterwards what each request did.
 */
export async function runClosedLoop(
  url: string,
  requests: OneRequest[],
  concurrency: number,
  options: { openWith: string } = { openWith: '/healthz' },
): Promise<ClosedLoopResult> {
  const target = new URL(url);
  const answers = new Array<Answer>(requests.length);
  let next = 0;
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const agents: http.Agent[] = [];

  const workers = Math.min(concurrency, requests.length);
  for (let i = 0; i < workers; i += 1) {
    agents.push(new http.Agent({ keepAlive: true, maxSockets: 1 }));
  }
  const worker = async (agent: http.Agent) => {
    for (let index = next++; index < requests.length; index = next++) {
      const request = requests[index];
      if (!request) break;
      answers[index] = await send(target, agent, request);
    }
  };

  let elapsedMs: number;
  try {
    // Every connection is opened (and answered once) before the clock starts, so the run
    // measures the requests, not TCP connects landing on a server that is already busy.
    const opened = await Promise.all(
      agents.map((agent) => send(target, agent, { method: 'GET', path: options.openWith })),
    );
    const failed = opened.find((answer) => answer.status < 200 || answer.status >= 300);
    if (failed) {
      throw new Error(`opening a connection: GET ${options.openWith} answered ${failed.status}`);
    }
    delay.enable();
    const start = performance.now();
    await Promise.all(agents.map(worker));
    elapsedMs = performance.now() - start;
    delay.disable();
  } finally {
    for (const agent of agents) agent.destroy();
  }

  const latencies = answers
    .filter((answer) => answer.status !== 0)
    .map((answer) => answer.latencyMs)
    .sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies.length === 0
      ? 0
      : round(
          latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? 0,
          1,
        );
  const statuses: Record<string, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  return {
    answers,
    elapsedMs: round(elapsedMs, 1),
    requestsPerSecond: round(answers.length / (Math.max(elapsedMs, 1) / 1000), 1),
    latencyMs: {
      p50: percentile(0.5),
      p95: percentile(0.95),
      p99: percentile(0.99),
      average: round(
        latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length),
        1,
      ),
      max: percentile(1),
    },
    statuses,
    generatorDelayMs: { p99: round(delay.percentile(99) / 1e6, 1), max: round(delay.max / 1e6, 1) },
  };
}

function send(target: URL, agent: http.Agent, request: OneRequest): Promise<Answer> {
  return new Promise((resolve) => {
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    let done = false;
    const started = performance.now();
    const finish = (answer: Omit<Answer, 'latencyMs'>) => {
      if (done) return;
      done = true;
      resolve({ ...answer, latencyMs: performance.now() - started });
    };
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.path,
        agent,
        headers: {
          ...request.headers,
          ...(body
            ? { 'content-type': 'application/json', 'content-length': String(body.length) }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        const status = response.statusCode ?? 0;
        const keep = status < 200 || status >= 300;
        response.on('data', (chunk: Buffer) => {
          if (keep) chunks.push(chunk);
        });
        response.on('error', (error) => finish({ status: 0, error: error.message }));
        response.on('end', () =>
          finish(keep ? { status, body: Buffer.concat(chunks).toString('utf8') } : { status }),
        );
      },
    );
    outgoing.setTimeout(CLOSED_LOOP_TIMEOUT_MS, () => {
      finish({ status: 0, error: `no answer within ${CLOSED_LOOP_TIMEOUT_MS / 1000} s` });
      outgoing.destroy();
    });
    outgoing.on('error', (error) => finish({ status: 0, error: error.message }));
    outgoing.end(body);
  });
}
