import type { PaymentMethod } from '@canasta/contract';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { cardHandler } from './handlers/card.handler';
import { cashHandler } from './handlers/cash.handler';
import { oxxoHandler } from './handlers/oxxo.handler';
import { speiHandler } from './handlers/spei.handler';
import { walletHandler } from './handlers/wallet.handler';
import type { PaymentHandler } from './payment-handler';

/**
 * The handler of each payment method (decision 059). Only the payments module picks a handler by
 * a method's name; orders ask the payments service.
 */
const HANDLERS: Partial<Record<PaymentMethod, PaymentHandler>> = {
  cash: cashHandler,
  card: cardHandler,
  wallet: walletHandler,
  oxxo: oxxoHandler,
  spei: speiHandler,
};

/** The method's handler; a method this server has no handler for is 422, as an unknown one. */
export function handlerFor(method: PaymentMethod): PaymentHandler {
  const handler = HANDLERS[method];
  if (!handler) {
    throw new AppError('validation_failed', messages.paymentMethodUnavailable, {
      errors: { 'payment.method': [messages.paymentMethodUnavailable] },
    });
  }
  return handler;
}
