import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type LoadResult, round } from './load';

/**
 * Open-loop load at a fixed offered rate, which autocannon can't produce: its `overallRate`
 * lets each connection send its share of a second back to back as soon as the second starts,
 * so every second opens with a burst of one request per connection and then idles
 * (mcollina/autocannon#174). Here request k is due at start + k / rate and goes out on
 * connection k mod connections, so the requests are evenly spaced, each connection sends
 * rate / connections per second, and the connections are staggered against each other.
 *
 * A connection still waiting for its previous answer sends the next request as soon as it is
 * free, and latency counts from when the request was due, so a slow server is charged for the
 * queueing it causes (no coordinated omission).
 */
export interface PacedSettings {
  connections: number;
  /** Offered requests per second, across all connections. */
  ratePerSecond: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface PacedRequest {
  method: 'GET' | 'POST';
  /** Path and query, e.g. `/api/shop/checkout/<id>`. */
  path: string;
  /** JSON text, sent as application/json. */
  body?: string;
}

/** Like autocannon's result; req/s are the answers over the time until the last one came. */
export interface PacedResult extends Omit<LoadResult, 'bytesPerResponse'> {
  /** Requests the schedule asked for in the measured run. */
  offered: number;
  /** Average response body, in bytes (without headers). */
  bodyBytes: number;
  /**
   * How late this process's own event loop ran during the measured run: a late generator
   * sends late, and that delay lands in the latencies too.
   */
  generatorDelayMs: { p99: number; max: number };
}

/** A request unanswered after this long counts as a timeout (autocannon's default too). */
const TIMEOUT_MS = 10_000;
/** How often the scheduler wakes to send the requests that have fallen due. */
const TICK_MS = 1;

interface Tally {
  latencies: number[];
  bodyBytes: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** One keep-alive connection that sends one request at a time, in due order. */
class Connection {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly due: number[] = [];
  private busy = false;

  constructor(
    private readonly target: URL,
    private readonly next: () => PacedRequest,
  ) {}

  enqueue(dueAt: number, tally: Tally, settled: () => void): void {
    this.due.push(dueAt);
    if (!this.busy) this.sendNext(tally, settled);
  }

  private sendNext(tally: Tally, settled: () => void): void {
    const dueAt = this.due.shift();
    if (dueAt === undefined) {
      this.busy = false;
      return;
    }
    this.busy = true;
    const request = this.next();
    let done = false;
    const finish = (outcome: 'ok' | 'non2xx' | 'error' | 'timeout', bytes = 0) => {
      if (done) return;
      done = true;
      if (outcome === 'ok' || outcome === 'non2xx') {
        tally.latencies.push(performance.now() - dueAt);
        tally.bodyBytes += bytes;
        if (outcome === 'non2xx') tally.non2xx += 1;
      } else if (outcome === 'timeout') {
        tally.errors += 1;
        tally.timeouts += 1;
      } else {
        tally.errors += 1;
      }
      settled();
      this.sendNext(tally, settled);
    };
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const outgoing = http.request(
      {
        host: this.target.hostname,
        port: this.target.port,
        method: request.method,
        path: request.path,
        agent: this.agent,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': String(body.length) }
          : {},
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('error', () => finish('error'));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          finish(status >= 200 && status < 300 ? 'ok' : 'non2xx', bytes);
        });
      },
    );
    outgoing.setTimeout(TIMEOUT_MS, () => {
      finish('timeout');
      outgoing.destroy();
    });
    outgoing.on('error', () => finish('error'));
    outgoing.end(body);
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Sends `ratePerSecond × seconds` requests on schedule and waits for every answer. */
async function run(
  connections: Connection[],
  ratePerSecond: number,
  seconds: number,
): Promise<{ tally: Tally; offered: number; elapsedMs: number }> {
  const offered = Math.round(ratePerSecond * seconds);
  const tally: Tally = { latencies: [], bodyBytes: 0, non2xx: 0, errors: 0, timeouts: 0 };
  let answered = 0;
  let allAnswered: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (allAnswered = resolve));
  const settled = () => {
    answered += 1;
    if (answered === offered) allAnswered();
  };
  const start = performance.now();
  let sent = 0;
  while (sent < offered) {
    const elapsed = performance.now() - start;
    const dueNow = Math.min(offered, Math.floor((elapsed * ratePerSecond) / 1000) + 1);
    for (; sent < dueNow; sent += 1) {
      const dueAt = start + (sent * 1000) / ratePerSecond;
      connections[sent % connections.length]?.enqueue(dueAt, tally, settled);
    }
    if (sent < offered) await sleep(TICK_MS);
  }
  await finished;
  return { tally, offered, elapsedMs: performance.now() - start };
}

/** A discarded warm-up run (opens the connections, JIT), then the measured run. */
export async function measurePaced(
  url: string,
  next: () => PacedRequest,
  settings: PacedSettings,
): Promise<PacedResult> {
  const target = new URL(url);
  const connections = Array.from(
    { length: settings.connections },
    () => new Connection(target, next),
  );
  try {
    await run(connections, settings.ratePerSecond, settings.warmupSeconds);
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const { tally, offered, elapsedMs } = await run(
      connections,
      settings.ratePerSecond,
      settings.durationSeconds,
    );
    delay.disable();
    const latencies = tally.latencies.sort((a, b) => a - b);
    const answered = latencies.length;
    const percentile = (p: number) =>
      answered === 0
        ? 0
        : round(latencies[Math.min(answered - 1, Math.ceil(p * answered) - 1)] ?? 0, 1);
    return {
      requestsPerSecond: round(answered / (Math.max(elapsedMs, 1) / 1000)),
      latencyMs: {
        p50: percentile(0.5),
        p90: percentile(0.9),
        p99: percentile(0.99),
        average: round(latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, answered)),
        max: percentile(1),
      },
      requests: answered,
      errors: tally.errors,
      timeouts: tally.timeouts,
      non2xx: tally.non2xx,
      offered,
      bodyBytes: answered === 0 ? 0 : Math.round(tally.bodyBytes / answered),
      generatorDelayMs: {
        p99: round(delay.percentile(99) / 1e6, 1),
        max: round(delay.max / 1e6, 1),
      },
    };
  } finally {
    for (const connection of connections) connection.close();
  }
}
