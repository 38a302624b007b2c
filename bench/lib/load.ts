import autocannon, { type Options } from 'autocannon';

export interface LoadSettings {
  connections: number;
  pipelining: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; average: number; max: number };
  requests: number;
  bytesPerResponse: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /**
   * Answers per connection in the measured run: how evenly the server served them. `idle`
   * connections got no answer at all.
   */
  perConnection?: { min: number; max: number; idle: number };
}

const seconds = Number(process.env.BENCH_HTTP_SECONDS ?? 10);

export const LOAD_SETTINGS: LoadSettings = {
  connections: 50,
  pipelining: 1,
  warmupSeconds: 2,
  durationSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 10,
};

/** What a run may add to the URL and settings: a request sequence, a rate, request headers. */
export type LoadOptions = Pick<
  Options,
  'requests' | 'overallRate' | 'ignoreCoordinatedOmission' | 'headers'
>;

/** A discarded warm-up run (JIT, caches, connections), then the measured run. */
export async function measure(
  url: string,
  settings = LOAD_SETTINGS,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const base = {
    ...options,
    url,
    connections: settings.connections,
    pipelining: settings.pipelining,
  };
  await autocannon({ ...base, duration: settings.warmupSeconds });
  const instance = autocannon({ ...base, duration: settings.durationSeconds });
  const answers = new Map<object, number>();
  instance.on('response', (client) => answers.set(client, (answers.get(client) ?? 0) + 1));
  const result = await instance;
  const counts = [...answers.values()];
  const idle = Math.max(0, settings.connections - counts.length);
  const requests = result['2xx'] + result.non2xx;
  return {
    requestsPerSecond: round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      average: round(result.latency.average),
      max: result.latency.max,
    },
    requests,
    bytesPerResponse: requests > 0 ? Math.round(result.throughput.total / requests) : 0,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    perConnection: {
      min: idle > 0 ? 0 : Math.min(...counts),
      max: counts.length > 0 ? Math.max(...counts) : 0,
      idle,
    },
  };
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** What went wrong in a load run (errors, timeouts, non-2xx), or undefined when nothing did. */
export function responseProblems(result: {
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
}): string | undefined {
  const bad = result.errors + result.timeouts + result.non2xx;
  if (bad === 0 && result.requests > 0) return undefined;
  return `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx of ${result.requests}`;
}
