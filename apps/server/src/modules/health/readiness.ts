/**
 * Whether this process still wants new work. It turns unready once, when it starts shutting down
 * (decision 055), so /readyz tells the balancer and health checks before it stops accepting.
 */
export interface Readiness {
  readonly stopping: boolean;
  stop(): void;
}

export function createReadiness(): Readiness {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    stop() {
      stopping = true;
    },
  };
}
