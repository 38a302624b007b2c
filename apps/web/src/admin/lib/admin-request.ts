import { ADMIN_API_PREFIX } from '@canasta/contract';
import {
  ApiError,
  apiRequest,
  buildUrl,
  connectAuth,
  requestHeaders,
  type HttpMethod,
  type SendOptions,
} from '../../lib/api-client';
import { apiUpload, type UploadOptions } from '../../lib/api-upload';
import { esAdmin } from '../../i18n/es-admin';
import { notify } from '../../lib/toast';
import { useAdminSession } from './admin-session';

/**
 * How every console screen talks to the admin API (decision 041). `path` is what
 * `adminApiPath(slug, adminApiRoutes.x, params)` returns; the prefix (`/api/admin`) is added
 * here. Same errors (`ApiError`), headers and bearer token as the shop: the session is one.
 */

let connected: (() => void) | null = null;

/**
 * Every API call of this page carries the console's session token; a token the server refuses
 * ends the session, and the shell then sends the operator to sign in and back. Safe to call
 * more than once.
 */
export function connectAdminAuth(): () => void {
  if (!connected) {
    const disconnect = connectAuth({
      getToken: () => useAdminSession.getState().token,
      onUnauthorized: (token) => {
        // Several calls may fail with the same token; a newer session is not touched.
        if (useAdminSession.getState().token === token) endRefusedSession();
      },
    });
    connected = () => {
      disconnect();
      connected = null;
    };
  }
  return connected;
}

/**
 * A 401 (never signed in, or a session that just ended) leaves the screen for the sign-in;
 * the shell's guard sees the cleared session and remembers where the operator was.
 */
function signedOutOn401(error: unknown): never {
  if (error instanceof ApiError && error.status === 401 && useAdminSession.getState().user) {
    endRefusedSession();
  }
  throw error;
}

/** The server refused the session: it ends here (and in the shop), and the operator is told. */
function endRefusedSession(): void {
  const wasSignedIn = useAdminSession.getState().user !== null;
  useAdminSession.getState().clear('refused');
  if (wasSignedIn) notify.message(esAdmin.signIn.sessionExpired, { id: 'session-expired' });
}

export type AdminRequestOptions = Omit<SendOptions, 'prefix'>;

/** Calls an admin path and resolves with its JSON body (undefined for 204). */
export function adminRequest<T>(
  method: HttpMethod,
  path: string,
  options: AdminRequestOptions = {},
): Promise<T> {
  return apiRequest<T>(method, path, { ...options, prefix: ADMIN_API_PREFIX }).catch(
    signedOutOn401,
  );
}

export interface AdminUploadOptions extends Omit<UploadOptions, 'prefix'> {
  /** POST (a CSV to import, the default) or PUT (a product's photo in its place). */
  method?: 'POST' | 'PUT';
}

/**
 * Sends one file as multipart (`field` is the form field the route reads: `file` for an import,
 * `image` for a product photo), with upload progress through `onProgress`.
 */
export function adminUpload<T>(
  path: string,
  file: Blob,
  field: string,
  { method = 'POST', ...options }: AdminUploadOptions = {},
): Promise<T> {
  const body = new FormData();
  body.append(field, file);
  return apiUpload<T>(path, body, { ...options, method, prefix: ADMIN_API_PREFIX }).catch(
    signedOutOn401,
  );
}

/** One server-sent event: `event` is 'message' when the server named none. */
export interface AdminServerEvent {
  id: string | null;
  event: string;
  data: string;
}

export type AdminStreamStatus = 'connecting' | 'open' | 'reconnecting';

export interface AdminEventStreamOptions {
  onEvent: (event: AdminServerEvent) => void;
  /** Resume after this event (e.g. the last one seen before the screen was left). */
  lastEventId?: string | null;
  /** Stops the stream for good (the screen unmounts). */
  signal: AbortSignal;
  /** Where the connection stands, for a "reconnecting…" hint. */
  onStatus?: (status: AdminStreamStatus) => void;
  /** A refusal that reconnecting can't fix (403, 404): the stream has stopped. */
  onError?: (error: ApiError) => void;
}

/** Waits between reconnections: 1 s, doubling to 30 s, reset once a connection opens. */
export const STREAM_RETRY_MS = { first: 1_000, max: 30_000 } as const;

/**
 * Reads an admin server-sent event stream through `fetch` (EventSource can't send the
 * Authorization header). After a drop it reconnects with `Last-Event-ID`, waiting longer each
 * time (or what the server's `retry:` asks), so the board misses nothing. Resolves once
 * `signal` aborts, or after a refusal (reported through `onError`; a 401 also ends the session).
 */
export async function adminEventStream(
  path: string,
  { onEvent, lastEventId = null, signal, onStatus, onError }: AdminEventStreamOptions,
): Promise<void> {
  let lastId = lastEventId;
  let delay: number = STREAM_RETRY_MS.first;
  let serverRetry: number | null = null;
  let first = true;
  while (!signal.aborted) {
    onStatus?.(first ? 'connecting' : 'reconnecting');
    first = false;
    const token = useAdminSession.getState().token;
    try {
      const response = await fetch(buildUrl(path, undefined, ADMIN_API_PREFIX), {
        headers: {
          ...requestHeaders(token, false),
          Accept: 'text/event-stream',
          ...(lastId ? { 'Last-Event-ID': lastId } : {}),
        },
        cache: 'no-store',
        signal,
      });
      if (!response.ok || !response.body) {
        const error = ApiError.fromResponse(response.status, await response.text());
        if (response.status === 401 && token && useAdminSession.getState().token === token) {
          endRefusedSession();
        }
        if (error.isClientError) {
          onError?.(error);
          return;
        }
      } else {
        onStatus?.('open');
        delay = STREAM_RETRY_MS.first;
        await readEvents(response.body, (event) => {
          if (event.retry !== null) serverRetry = event.retry;
          if (event.id !== null) lastId = event.id;
          if (event.dispatch) onEvent({ id: lastId, event: event.event, data: event.data });
        });
      }
    } catch (error) {
      if (signal.aborted) return;
      // A dropped connection or a failed fetch: try again below.
      if (!(error instanceof TypeError) && !(error instanceof DOMException)) throw error;
    }
    if (signal.aborted) return;
    await wait(serverRetry ?? delay, signal);
    delay = Math.min(delay * 2, STREAM_RETRY_MS.max);
  }
}

interface ParsedEvent {
  id: string | null;
  event: string;
  data: string;
  retry: number | null;
  /** False for a block with no data (a comment, a keep-alive, an id or retry alone). */
  dispatch: boolean;
}

/** Splits a text/event-stream body into events as they arrive (WHATWG HTML §9.2.6). */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  handle: (event: ParsedEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const blocks = buffer.split(/\r\n\r\n|\n\n|\r\r/);
    buffer = blocks.pop() ?? '';
    for (const block of blocks) handle(parseBlock(block));
  }
}

export function parseBlock(block: string): ParsedEvent {
  const event: ParsedEvent = { id: null, event: 'message', data: '', retry: null, dispatch: false };
  const data: string[] = [];
  for (const line of block.split(/\r\n|\n|\r/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event.event = value || 'message';
    else if (field === 'id' && !value.includes('\0')) event.id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) event.retry = Number(value);
  }
  event.data = data.join('\n');
  event.dispatch = data.length > 0;
  return event;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
