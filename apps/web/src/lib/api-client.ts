import { API_PREFIX, type ErrorBody, type ErrorCode, type FieldErrors } from '@canasta/contract';
import { es } from '../i18n/es';

/** Codes the client adds to the server's own when there was no usable answer. */
export type ClientErrorCode = 'network_error' | 'invalid_response';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** The one error type every API call rejects with. `status` is 0 when no answer arrived. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly errors: FieldErrors | undefined;

  constructor(status: number, code: string, message: string, errors?: FieldErrors) {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = errors;
  }

  /** True for a 4xx the same request would get again (retrying can't help). */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }

  /** Builds the error from a failed response's status and already-read body text. */
  static fromResponse(status: number, bodyText: string): ApiError {
    const body = parseErrorBody(bodyText);
    if (body) return new ApiError(status, body.code, body.message, body.errors);
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

/** Reads the contract's error shape by hand: zod stays out of the first chunk. */
function parseErrorBody(text: string): ErrorBody | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { message, code, errors } = value;
  if (typeof message !== 'string' || message === '' || typeof code !== 'string' || code === '') {
    return null;
  }
  if (errors !== undefined && !isFieldErrors(errors)) return { message, code };
  return errors === undefined ? { message, code } : { message, code, errors };
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

/**
 * GETs a path of the shop API (`apiPath(apiRoutes.x, …)`) and resolves with its JSON body.
 * `T` is the contract's response type: the server validates every response against the same
 * contract schema before sending it, so the web app doesn't parse it again.
 */
export async function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(path, options.query), {
      headers: { Accept: 'application/json' },
      signal: options.signal,
    });
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', es.errors.network);
  }
  if (!response.ok) throw ApiError.fromResponse(response.status, text);
  try {
    // Typed by the contract (see above); a body that isn't JSON is a broken deployment.
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'invalid_response', es.errors.unexpected);
  }
}
