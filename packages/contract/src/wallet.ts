import { z } from 'zod';
import { PageQuerySchema, paginatedSchema } from './pagination';

/**
 * A mentor's wallet (DESIGN §6): the balance is the sum of an append-only ledger; each movement
 * says why the money moved. Order-bound kinds happen at most once per order.
 */
export const WALLET_MOVEMENT_KINDS = [
  'opening_balance',
  'adjustment',
  'order_payment',
  'order_refund',
  'commission',
  'commission_reversal',
  /** An order weighed lighter (or heavier) than its estimate: the difference, once (issue 25). */
  'order_settlement',
] as const;
export const WalletMovementKindSchema = z.enum(WALLET_MOVEMENT_KINDS);
export type WalletMovementKind = z.infer<typeof WalletMovementKindSchema>;

export const WalletBalanceResponseSchema = z.object({
  balance_cents: z.number().int(),
  currency: z.string(),
});
export type WalletBalanceResponse = z.infer<typeof WalletBalanceResponseSchema>;

export const WalletMovementSchema = z.object({
  id: z.number().int(),
  /** Signed: positive credits the wallet, negative spends from it. */
  amount_cents: z.number().int(),
  kind: WalletMovementKindSchema,
  order_id: z.number().int().nullable(),
  /** The order's number for order-bound movements (as on the order), else null. */
  order_number: z.string().nullable(),
  created_at: z.string(),
});
export type WalletMovement = z.infer<typeof WalletMovementSchema>;

/** `?page&per_page`, like every other list. */
export const WalletMovementsQuerySchema = PageQuerySchema;
export type WalletMovementsQuery = z.infer<typeof WalletMovementsQuerySchema>;

/** Newest first. */
export const WalletMovementPageSchema = paginatedSchema(WalletMovementSchema);
export type WalletMovementPage = z.infer<typeof WalletMovementPageSchema>;
