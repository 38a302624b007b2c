import type { ErrorCode, FieldErrors } from '@canasta/contract';

/** The one status table: every error code maps to exactly one HTTP status. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid_request: 400,
  validation_failed: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  store_not_found: 404,
  product_not_found: 404,
  collection_not_found: 404,
  route_not_found: 404,
  cart_not_found: 404,
  cart_item_not_found: 404,
  coupon_not_found: 404,
  address_not_found: 404,
  order_not_found: 404,
  notification_not_found: 404,
  client_not_found: 404,
  client_address_not_found: 404,
  user_not_found: 404,
  import_not_found: 404,
  cart_blocked: 409,
  conflict: 409,
  payment_declined: 402,
  rate_limited: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal_error: 500,
  service_unavailable: 503,
};

export interface AppErrorExtra {
  errors?: FieldErrors;
  /** Extra fields returned beside message/code (e.g. max_qty); never internals. */
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** What went wrong underneath, for the log only. */
  cause?: unknown;
  /**
   * A 5xx that is no failure: a feature the configuration leaves off answers it on every call,
   * and the server said so once at start, so it isn't logged as an error each time.
   */
  quiet?: boolean;
}

/** A domain error with a stable code and a Spanish message safe to show to the user. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: AppErrorExtra = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.status = ERROR_STATUS[code];
  }
}
