// autocannon ships no types; this declares only the part of its programmatic API we use.
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    title?: string;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Result {
    title?: string;
    url: string;
    connections: number;
    pipelining: number;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Milliseconds. */
    latency: Histogram;
    /** Requests per second (sampled each second). */
    requests: Histogram & { sent: number };
    /** Bytes per second (sampled each second). */
    throughput: Histogram;
  }

  interface Instance extends PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
