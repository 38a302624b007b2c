/** The mentor's wallet (es-MX). */
export const esWallet = {
  wallet: {
    title: 'Mi monedero',
    balance: 'Saldo disponible',
    balanceFailed: 'No pudimos leer tu saldo.',
    movementsTitle: 'Movimientos',
    movementsFailed: 'No pudimos cargar tus movimientos.',
    emptyTitle: 'Aún no tienes movimientos',
    emptyDescription:
      'Cuando pagues con tu monedero o ganes comisiones por los pedidos de tus clientes, aparecerán aquí.',
    end: 'Ya viste todos tus movimientos.',
    loadMore: 'Cargar más',
    kinds: {
      opening_balance: 'Saldo inicial',
      adjustment: 'Ajuste',
      order_payment: 'Pago de pedido',
      order_refund: 'Devolución',
      commission: 'Comisión',
      commission_reversal: 'Reverso de comisión',
      /** What a weighed order cost less than its estimate, given back (issue 25). */
      order_settlement: 'Diferencia por peso',
    },
    order: (number: string) => `Pedido ${number}`,
    credit: 'Abono',
    debit: 'Cargo',
    mentorsOnly: 'El monedero es solo para mentores.',
  },
} as const;
