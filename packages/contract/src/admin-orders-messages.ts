/**
 * The orders area of the operator console (board, status moves, picking, the day's summary):
 * its Spanish messages, spread into `apiMessages` (decision 040).
 */
export const adminOrdersMessages = {
  adminDateInvalid: 'La fecha no es válida: usa el formato AAAA-MM-DD.',
  adminStatusFilterInvalid: 'El filtro de estado no es válido.',
  adminSearchTooLong: (max: number) => `La búsqueda admite como máximo ${max} caracteres.`,
  adminOrderNumberInvalid: 'El número de pedido no es válido.',
  adminSlotInvalid: 'Elige un horario válido.',
  orderStatusInvalid: 'El estado no es válido.',
  lastEventIdInvalid: 'El encabezado Last-Event-ID debe ser el número del último evento recibido.',
  cancelReasonRequired: 'Escribe el motivo de la cancelación: se lo enviamos al cliente.',
  statusReasonTooLong: (max: number) => `El motivo admite como máximo ${max} caracteres.`,
  orderCancelledWithReason: (reason: string) =>
    `Tu pedido fue cancelado. Motivo: ${reason}. Si pagaste con tarjeta o monedero, te devolvemos el importe.`,
  pickedQtyInvalid: 'Escribe lo surtido como número entero (piezas o gramos), 0 si falta.',
  pickingLineInvalid: 'La línea del pedido no es válida.',
  pickingLinesRequired: 'Envía al menos una línea surtida.',
  substituteInvalid: 'El sustituto no es válido.',
} as const;
