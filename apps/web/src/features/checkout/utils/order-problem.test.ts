import { expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { keepsAttempt, orderProblem } from './order-problem';

const UNKNOWN =
  'No pudimos confirmar tu pedido por un problema de conexión. Vuelve a intentarlo: no se duplicará ni se cobrará dos veces.';

it('keeps the attempt (and its key) only while the outcome is unknown', () => {
  const cases: [unknown, string, boolean][] = [
    [new ApiError(0, 'network_error', 'Sin conexión'), 'unknown', true],
    [new ApiError(503, 'service_unavailable', 'No disponible'), 'unknown', true],
    [new ApiError(409, 'cart_blocked', 'Tu pedido se está procesando'), 'unknown', true],
    [new TypeError('boom'), 'unknown', true],
    [new ApiError(402, 'payment_declined', 'Tu banco rechazó la tarjeta.'), 'declined', false],
    [new ApiError(409, 'conflict', 'Ya no hay Aguacate.'), 'stock', false],
    [new ApiError(401, 'unauthenticated', 'Inicia sesión.'), 'session', false],
    [new ApiError(404, 'cart_not_found', 'No encontramos tu carrito.'), 'gone', false],
  ];
  for (const [error, kind, keeps] of cases) {
    const problem = orderProblem(error);
    expect(problem.kind).toBe(kind);
    expect(keepsAttempt(problem)).toBe(keeps);
  }
  expect(orderProblem(new ApiError(0, 'network_error', 'x')).message).toBe(UNKNOWN);
  // Placed while the phone is offline: the shopper is told the order needs the connection.
  expect(orderProblem(new ApiError(0, 'offline', 'x'))).toEqual({
    kind: 'unknown',
    message: 'Necesitas conexión para hacer tu pedido. Tu carrito se queda como está.',
  });
});

it('names the step a 422 is about, or keeps it on the payment', () => {
  const refused = (field: string, message: string) =>
    orderProblem(new ApiError(422, 'validation_failed', 'Revisa', { [field]: [message] }));
  expect(refused('delivery_slot_id', 'Ese horario ya se llenó.')).toEqual({
    kind: 'step',
    field: 'delivery_slot_id',
    message: 'Ese horario ya se llenó.',
  });
  expect(refused('cart', 'No llegas al mínimo.')).toMatchObject({ kind: 'step', field: 'cart' });
  expect(refused('payment.card_token', 'Escribe los datos de tu tarjeta.')).toEqual({
    kind: 'payment',
    message: 'Escribe los datos de tu tarjeta.',
  });
});
