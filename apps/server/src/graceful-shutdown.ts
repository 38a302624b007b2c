import type { Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export interface GracefulShutdownOptions {
  app: FastifyInstance;
  /** How long the process keeps serving, unready, before it stops accepting. */
  drainDelayMs: number;
  /** How long what is in flight may take once it stops accepting; then it exits 1. */
  timeoutMs: number;
  /** Background work: stopped once the last request has been answered. */
  stopBackgroundWork: () => Promise<void>;
  /** The database pool: closed last. */
  closeDatabase: () => Promise<void>;
  exit?: (code: number) => never;
}

/**
 * Stopping without losing a request (decision 055). On the first signal /readyz turns 503 and
 * every answer says `Connection: close`, while the process keeps serving for the drain delay so
 * a balancer's pooled connections to it retire; then it stops accepting (a refused connection
 * is one any balancer retries elsewhere, whatever the method; those the kernel had queued are
 * reset, so behind nginx, which can't probe /readyz, the rolling restart takes the process out
 * first: deploy/rolling-restart.sh), the orders board's streams end
 * with a hint to reconnect, what is in flight finishes within the timeout, background work
 * stops, the pools close, and the process exits 0. Returns the signal handler.
 */
export function gracefulShutdown(
  options: GracefulShutdownOptions,
): (signal: NodeJS.Signals) => void {
  const { app } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const answers = closeConnectionsWhenStopping(app.server);
  let started = false;

  const stop = async (signal: NodeJS.Signals) => {
    app.readiness.stop();
    answers.stopKeepingAlive();
    app.log.info(
      { signal, drainMs: options.drainDelayMs, inFlight: answers.inFlight() },
      'stopping: /readyz answers 503; still serving while the balancer notices',
    );
    await sleep(options.drainDelayMs);
    const deadline = setTimeout(() => {
      app.log.error(
        { timeoutMs: options.timeoutMs, inFlight: answers.inFlight() },
        'requests still in flight after SHUTDOWN_TIMEOUT_MS: exiting without them',
      );
      exit(1);
    }, options.timeoutMs);
    app.log.info(
      { inFlight: answers.inFlight() },
      'no longer accepting connections; finishing the requests in flight',
    );
    // Fastify ends the live streams (preClose), stops listening, waits for every connection
    // (each in-flight answer now closes its own), then closes Redis (onClose).
    await app.close();
    await options.stopBackgroundWork();
    await options.closeDatabase();
    clearTimeout(deadline);
    app.log.info('stopped');
    exit(0);
  };

  return (signal) => {
    if (started) {
      // A second Ctrl-C in a terminal means "now": nobody waits behind a balancer there.
      if (signal === 'SIGINT') exit(1);
      return;
    }
    started = true;
    stop(signal).catch((error: unknown) => {
      app.log.error({ err: error }, 'error while stopping');
      exit(1);
    });
  };
}

/**
 * Counts the answers in flight and, once the process is stopping, marks each (those already
 * under way included) `Connection: close`: a keep-alive client or proxy opens its next
 * connection elsewhere, and no pooled connection is left for Fastify to refuse with a 503.
 */
function closeConnectionsWhenStopping(server: Server) {
  const answering = new Set<ServerResponse>();
  let stopping = false;
  // Before Fastify's own listener, so the header is set before any answer is written.
  server.prependListener('request', (_request, response: ServerResponse) => {
    answering.add(response);
    response.once('close', () => answering.delete(response));
    if (stopping) response.setHeader('connection', 'close');
  });
  return {
    stopKeepingAlive() {
      stopping = true;
      for (const response of answering) {
        if (!response.headersSent) response.setHeader('connection', 'close');
      }
    },
    inFlight: () => answering.size,
  };
}
