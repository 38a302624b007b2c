/**
 * Every request the load sends, recorded with when it started and ended and how it ended, so the
 * checks can tell the answers cut by the SIGKILL from any other 5xx.
 */
export interface Exchange {
  kind: string;
  method: string;
  path: string;
  /** 'balancer', or the process's name when a check talks to one process directly. */
  via: string;
  started: number;
  ended: number;
  /** 0: no answer (connection cut, refused or timed out). */
  status: number;
  /** Why there was no answer, or the start of a 5xx answer's body. */
  error?: string;
  /** The load cut this request on purpose (aborted it mid-flight) to retry it. */
  cutOnPurpose?: boolean;
}

export interface Answer {
  status: number;
  body: unknown;
  text: string;
}

const REQUEST_TIMEOUT_MS = 30_000;

export class Recorder {
  readonly exchanges: Exchange[] = [];

  /**
   * Sends one request and records it. Never throws: a request with no answer comes back with
   * status 0. `cutAfterMs` aborts the request that long after sending it (a phone losing its
   * connection), which the checks never count as a failure.
   */
  async send(
    base: { url: string; via: string },
    kind: string,
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: unknown; cutAfterMs?: number } = {},
  ): Promise<Answer> {
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(new Error('timeout')), REQUEST_TIMEOUT_MS);
    let cut = false;
    const cutTimer =
      options.cutAfterMs === undefined
        ? undefined
        : setTimeout(() => {
            cut = true;
            controller.abort(new Error('cut on purpose'));
          }, options.cutAfterMs);
    const exchange: Exchange = {
      kind,
      method,
      path,
      via: base.via,
      started: Date.now(),
      ended: 0,
      status: 0,
    };
    this.exchanges.push(exchange);
    try {
      const response = await fetch(`${base.url}${path}`, {
        method,
        headers: {
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          // A fresh connection per request (decision 058): nginx's reload during the graceful
          // restart closes its idle client connections, and a browser that sent on one just then
          // sends again on a new one (RFC 9112 §9.3.1); fetch would report a lost answer instead.
          // Hop-by-hop: nginx's own keep-alive to the processes is unchanged.
          connection: 'close',
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
      const text = await response.text();
      exchange.status = response.status;
      if (response.status >= 500) exchange.error = text.slice(0, 200).replace(/\s+/g, ' ');
      // Browsing answers are read to the end but not parsed: nothing looks inside them.
      const body = kind === 'browse' || kind === 'page' ? undefined : parse(text);
      return { status: response.status, body, text };
    } catch (error) {
      exchange.error = describe(error);
      if (cut) exchange.cutOnPurpose = true;
      return { status: 0, body: undefined, text: '' };
    } finally {
      exchange.ended = Date.now();
      clearTimeout(timeout);
      if (cutTimer) clearTimeout(cutTimer);
    }
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** Reads `value.a.b.0.c` without trusting its shape. */
export function pick(value: unknown, ...keys: (string | number)[]): unknown {
  let current = value;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

export function pickNumber(value: unknown, ...keys: (string | number)[]): number | undefined {
  const found = pick(value, ...keys);
  return typeof found === 'number' ? found : undefined;
}

export function pickString(value: unknown, ...keys: (string | number)[]): string | undefined {
  const found = pick(value, ...keys);
  return typeof found === 'string' ? found : undefined;
}
