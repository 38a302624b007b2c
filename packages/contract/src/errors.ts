import { z } from 'zod';

/** Stable error codes: a code never changes meaning once published. */
export const ERROR_CODES = [
  'invalid_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'store_not_found',
  'product_not_found',
  'collection_not_found',
  'route_not_found',
  'cart_not_found',
  'cart_item_not_found',
  'coupon_not_found',
  'address_not_found',
  'order_not_found',
  'notification_not_found',
  'client_not_found',
  'client_address_not_found',
  'user_not_found',
  'import_not_found',
  'cart_blocked',
  'conflict',
  'payment_declined',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'internal_error',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field name → Spanish messages, the spec's "errors object". */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: FieldErrorsSchema.optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Spec §5/§8: an errors object is flattened to the list of messages shown to the user. */
export function flattenFieldErrors(errors: FieldErrors | undefined): string[] {
  return errors ? Object.values(errors).flat() : [];
}
