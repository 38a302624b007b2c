/**
 * Order and payment statuses with their Spanish labels and the lifecycle's allowed moves
 * (DESIGN §5). Free of zod: the order list's chips and the operator command both use it.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'on_the_way',
  'ready_for_pickup',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  confirmed: 'Confirmado',
  preparing: 'En preparación',
  on_the_way: 'En camino',
  ready_for_pickup: 'Listo para recoger',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

/** Where an order may go next. Home deliveries go on the way; pickups become ready to collect. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['preparing', 'cancelled'],
  preparing: ['on_the_way', 'ready_for_pickup'],
  on_the_way: ['delivered'],
  ready_for_pickup: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Orders still moving: their detail screen refreshes on its own. */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'preparing',
  'on_the_way',
  'ready_for_pickup',
];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Por pagar',
  paid: 'Pagado',
  failed: 'Rechazado',
  refunded: 'Reembolsado',
};

/** The longest Idempotency-Key header accepted. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
