// autocannon ships no types; this declares only the part of its programmatic API we use.
declare module 'autocannon' {
  /** One request of a sequence; `setupRequest` may rewrite it each time it is sent. */
  export interface Request {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null;
  }

  export interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    title?: string;
    requests?: Request[];
    /** Requests per second across all connections (each connection gets its share per second). */
    overallRate?: number;
    /** Records the measured latencies as they are, without autocannon's rate-based correction. */
    ignoreCoordinatedOmission?: boolean;
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
    /** Each answer, with the connection (client) that got it. */
    on(
      event: 'response',
      listener: (client: object, statusCode: number, bytes: number, latencyMs: number) => void,
    ): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
