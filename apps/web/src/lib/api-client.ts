import { API_PREFIX, apiRoutes, type ErrorCode, type FieldErrors } from '@canasta/contract';
import { es } from '../i18n/es';
import { connectionAnswered, connectionFailed, isUnreachable } from './connection';

/** Codes the client adds to the server's own when there was no usable answer. */
export type ClientErrorCode = 'network_error' | 'offline' | 'invalid_response';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** Fields of an error body besides `message`, `code` and `errors` (e.g. `max_qty`). */
export type ErrorDetails = Readonly<Record<string, unknown>>;

/** The one error type every API call rejects with. `status` is 0 when no answer arrived. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly errors: FieldErrors | undefined;
  /** Whatever else the body carried, kept as sent (the contract types each code's extras). */
  readonly details: ErrorDetails;

  constructor(
    status: number,
    code: string,
    message: string,
    errors?: FieldErrors,
    details: ErrorDetails = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.details = details;
  }

  /**
   * What to tell the shopper: the first field message when there is one (it names the problem,
   * e.g. "Solo puedes llevar hasta 3 piezas de Aguacate."), else the general message.
   */
  get displayMessage(): string {
    const first = Object.values(this.errors ?? {}).find((messages) => messages.length > 0)?.[0];
    return first ?? this.message;
  }

  /** The messages of one field, or of any field whose name ends in `.field` (`items.0.qty`). */
  fieldMessages(field: string): string[] {
    return Object.entries(this.errors ?? {})
      .filter(([name]) => name === field || name.endsWith(`.${field}`))
      .flatMap(([, messages]) => messages);
  }

  /** True for a 4xx the same request would get again (retrying can't help). */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }

  /** Builds the error from a failed response's status and already-read body text. */
  static fromResponse(status: number, bodyText: string): ApiError {
    const body = parseErrorBody(bodyText);
    if (body) return new ApiError(status, body.code, body.message, body.errors, body.details);
    return new ApiError(status, 'invalid_response', es.errors.unexpected);
  }
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    isRecord(value) &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}

interface ParsedErrorBody {
  message: string;
  code: string;
  errors: FieldErrors | undefined;
  details: ErrorDetails;
}

/** Reads the contract's error shape by hand: zod stays out of the first chunk. */
function parseErrorBody(text: string): ParsedErrorBody | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { message, code, errors, ...details } = value;
  if (typeof message !== 'string' || message === '' || typeof code !== 'string' || code === '') {
    return null;
  }
  return { message, code, errors: isFieldErrors(errors) ? errors : undefined, details };
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  /**
   * The API the path belongs to: the shop's (`API_PREFIX`, the default) or the operator
   * console's (`ADMIN_API_PREFIX`, decision 041). Same headers, session and errors either way.
   */
  prefix?: string;
}

export function buildUrl(
  path: string,
  query?: Record<string, QueryValue>,
  prefix: string = API_PREFIX,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${prefix}${path}${search ? `?${search}` : ''}`;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SendOptions extends RequestOptions {
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
}

/**
 * How the client learns about the session without importing it (lib/ stays below features):
 * the session registers a token getter and hears about refused tokens.
 */
export interface AuthHooks {
  /** The bearer token to send, or null for an anonymous call. */
  getToken: () => string | null;
  /** The server refused `token` (401): the session it belongs to is over. */
  onUnauthorized: (token: string) => void;
}

/** What the client reads of an answer: its status and its body. A fetch `Response` is one. */
export interface ApiAnswer {
  status: number;
  text: () => Promise<string>;
}

/** How a call reaches the API: the network in the browser. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<ApiAnswer>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Sends every call through `next` instead of the network: the server renders catalogue pages
 * with the same queries by answering them from its own routes (decision 036).
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

const ANONYMOUS: AuthHooks = { getToken: () => null, onUnauthorized: () => undefined };
let authHooks: AuthHooks = ANONYMOUS;

/** Connects the session to every API call; returns the way to disconnect it (tests). */
export function connectAuth(hooks: AuthHooks): () => void {
  authHooks = hooks;
  return () => {
    if (authHooks === hooks) authHooks = ANONYMOUS;
  };
}

/** The headers of every call: JSON wanted, and the session's bearer token when there is one. */
export function requestHeaders(token: string | null, json: boolean): Record<string, string> {
  return {
    Accept: 'application/json',
    ...(json ? { 'Content-Type': 'application/json' } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * A 401 to a call that carried a token means the session is over (expired, revoked, signed out
 * elsewhere): the session is told, and the call is made once more without it, so browsing and
 * the cart carry on anonymously; a call that needs a user then gets its own 401.
 */
export function refusedToken(status: number, token: string | null): token is string {
  if (status !== 401 || !token) return false;
  authHooks.onUnauthorized(token);
  return true;
}

export function currentToken(): string | null {
  return authHooks.getToken();
}

/**
 * Calls a path of the shop API (`apiPath(apiRoutes.x, …)`) and resolves with its JSON body
 * (undefined for 204 No Content). `T` is the contract's response type: the server validates
 * every response against the same contract schema before sending it, so the web app doesn't
 * parse it again.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: SendOptions = {},
): Promise<T> {
  const token = currentToken();
  let answer = await send(method, path, options, token);
  if (refusedToken(answer.status, token)) {
    answer = await send(method, path, options, tokenAfterRefusal(token));
  }
  return readAnswer<T>(answer.status, answer.text);
}

/** The token for the one retry after `refused`: a newer session's, else none. */
export function tokenAfterRefusal(refused: string): string | null {
  const now = currentToken();
  return now === refused ? null : now;
}

async function send(
  method: HttpMethod,
  path: string,
  options: SendOptions,
  token: string | null,
): Promise<{ status: number; text: string }> {
  const { body } = options;
  const multipart = body instanceof FormData;
  const json = body !== undefined && !multipart;
  try {
    const response = await transport(buildUrl(path, options.query, options.prefix), {
      ...(method === 'GET' ? {} : { method }),
      headers: { ...requestHeaders(token, json), ...options.headers },
      ...(multipart ? { body } : json ? { body: JSON.stringify(body) } : {}),
      signal: options.signal,
    });
    connectionAnswered();
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // fetch rejects with a TypeError when no answer arrived at all (no connection, DNS, reset).
    if (error instanceof TypeError) connectionFailed(probeConnection);
    throw noAnswerError();
  }
}

/**
 * Whether the shop answers at all: the smallest public read, past the HTTP cache. Any status
 * is an answer; only a failure to connect proves the shopper offline.
 */
async function probeConnection(): Promise<boolean> {
  try {
    await transport(buildUrl(apiRoutes.settings), { cache: 'no-store' });
    return true;
  } catch (error) {
    if (error instanceof TypeError) return false;
    throw error;
  }
}

/**
 * A call that got no answer. With the phone offline (by the browser's word, or proved by the
 * connection check) it is `offline` (decision 039): retrying
 * can't help until the connection is back, and the shopper is told the action needs it. The
 * service worker has already answered the reads it keeps, so only what needs the network fails.
 */
export function noAnswerError(): ApiError {
  const offline = (typeof navigator !== 'undefined' && !navigator.onLine) || isUnreachable();
  return offline
    ? new ApiError(0, 'offline', es.connection.actionNeedsConnection)
    : new ApiError(0, 'network_error', es.errors.network);
}

/** Turns a response's status and body into the JSON answer or an ApiError. */
export function readAnswer<T>(status: number, text: string): T {
  if (status < 200 || status >= 300) throw ApiError.fromResponse(status, text);
  // 204, or an empty body: nothing to read (DELETE /checkout/{cartId}); such calls type T void.
  if (status === 204 || text === '') return undefined as T;
  try {
    // Typed by the contract (see above); a body that isn't JSON is a broken deployment.
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(status, 'invalid_response', es.errors.unexpected);
  }
}

export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('GET', path, options);
}

export function apiPost<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('POST', path, { ...options, body });
}

export function apiPut<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('PUT', path, { ...options, body });
}

export function apiPatch<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('PATCH', path, { ...options, body });
}

export function apiDelete<T = undefined>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('DELETE', path, options);
}
