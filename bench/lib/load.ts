import autocannon from 'autocannon';

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
}

const seconds = Number(process.env.BENCH_HTTP_SECONDS ?? 10);

export const LOAD_SETTINGS: LoadSettings = {
  connections: 50,
  pipelining: 1,
  warmupSeconds: 2,
  durationSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 10,
};

/** A discarded warm-up run (JIT, caches, connections), then the measured run. */
export async function measure(url: string, settings = LOAD_SETTINGS): Promise<LoadResult> {
  const base = { url, connections: settings.connections, pipelining: settings.pipelining };
  await autocannon({ ...base, duration: settings.warmupSeconds });
  const result = await autocannon({ ...base, duration: settings.durationSeconds });
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
  };
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
