/**
 * What the API client has learned about the network, beside the browser's own `navigator.onLine`
 * (which only knows whether there is a network interface, not whether the shop answers). A
 * request that failed for lack of a connection is proved by a second one, to the settings; if
 * that fails too, the shop is unreachable until a request gets an answer or the browser says
 * `online` again (DESIGN §3). One screen's failed call alone doesn't close the shop: that
 * screen shows its own error and its retry.
 */

let unreachable = false;
let probing = false;
/** Answers so far: a probe that failed while another request got one proves nothing. */
let answers = 0;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (unreachable === next) return;
  unreachable = next;
  for (const listener of listeners) listener();
}

/** True once a failed request has been proved by another one, until something answers. */
export function isUnreachable(): boolean {
  return unreachable;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An answer arrived (any status): the shop is reachable. */
export function connectionAnswered(): void {
  answers += 1;
  set(false);
}

/** The browser says it is online again: look again instead of trusting the old failure. */
export function connectionRestored(): void {
  set(false);
}

/**
 * A request failed without an answer. `probe` asks again (true when an answer arrives); one
 * probe at a time, and none once the failure is proved.
 */
export function connectionFailed(probe: () => Promise<boolean>): void {
  if (unreachable || probing) return;
  probing = true;
  const answersBefore = answers;
  probe().then(
    (answered) => {
      probing = false;
      if (!answered && answers === answersBefore) set(true);
    },
    () => {
      // The probe itself broke (not the connection): nothing is proved either way.
      probing = false;
    },
  );
}

/** Tests start from a reachable shop. */
export function resetConnection(): void {
  unreachable = false;
  probing = false;
}
