import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError } from '../../lib/api-client';

/** The id of the JSON block a server-rendered page carries its data in. */
export const SERVER_STATE_ID = 'canasta-state';

/**
 * What the server hands the browser with a rendered page: the queries it answered (so hydration
 * asks for nothing again) and the router's state. A data block, not a script: the page's
 * Content-Security-Policy allows no inline scripts.
 */
export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
}

interface PlainApiError {
  apiError: true;
  status: number;
  code: string;
  message: string;
  details: Record<string, unknown>;
}

function isPlainApiError(value: unknown): value is PlainApiError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/**
 * Errors travel as plain objects and are made ApiErrors again on arrival: a "store not found"
 * rendered by the server must stay one in the browser (screens test it with `isApiError`).
 */
function mapErrors(state: DehydratedState, map: (error: unknown) => unknown): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.error == null
        ? query
        : { ...query, state: { ...query.state, error: map(query.state.error) as Error } },
    ),
  };
}

export function toPlainErrors(state: DehydratedState): DehydratedState {
  return mapErrors(state, (error): PlainApiError | null =>
    error instanceof ApiError
      ? {
          apiError: true,
          status: error.status,
          code: error.code,
          message: error.message,
          details: { ...error.details },
        }
      : null,
  );
}

export function fromPlainErrors(state: DehydratedState): DehydratedState {
  return mapErrors(state, (error) =>
    isPlainApiError(error)
      ? new ApiError(error.status, error.code, error.message, undefined, error.details)
      : error,
  );
}

/** The state a server-rendered page carries, or null on a page the browser renders itself. */
export function readServerState(document: Document): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as ServerState;
    return { ...state, queries: fromPlainErrors(state.queries) };
  } catch (error) {
    console.error('[canasta] the page data could not be read; rendering afresh', error);
    return null;
  }
}
