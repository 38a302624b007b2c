import { API_PREFIX, type ErrorCode, type FieldErrors } from '@canasta/contract';
import { es } from '../i18n/es';

/** Codes the client adds to the server's own when there was no usable answer. */
export type ClientErrorCode = 'network_error' | 'invalid_response';
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

  /** The most units the server allows, on a refused quantity (the body's `max_qty`). */
  get maxQty(): number | undefined {
    const value = this.details.max_qty;
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
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
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SendOptions extends RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
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
  const hasBody = options.body !== undefined;
  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(path, options.query), {
      ...(method === 'GET' ? {} : { method }),
      headers: hasBody
        ? { Accept: 'application/json', 'Content-Type': 'application/json' }
        : { Accept: 'application/json' },
      ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
      signal: options.signal,
    });
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', es.errors.network);
  }
  if (!response.ok) throw ApiError.fromResponse(response.status, text);
  // 204, or an empty body: nothing to read (DELETE /checkout/{cartId}).
  if (response.status === 204 || text === '') return undefined as T;
  try {
    // Typed by the contract (see above); a body that isn't JSON is a broken deployment.
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'invalid_response', es.errors.unexpected);
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

export function apiDelete<T = undefined>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('DELETE', path, options);
}
