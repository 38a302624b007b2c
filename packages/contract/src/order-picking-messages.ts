import { formatMoney } from './money';

/**
 * Weighing, substitutions and settlement (issue 25): what the store's picking and the shopper's
 * answers are told, spread into `apiMessages`.
 */
export const orderPickingMessages = {
  pickingStatusRefused: (label: string) =>
    `Un pedido «${label}» no se puede surtir: confírmalo primero.`,
  pickingAlreadyDone: 'Este pedido ya se surtió y se cobró lo que pesó; ya no cambia.',
  pickingWaitsForWeighing:
    'Primero termina de surtir y pesar el pedido («Terminar surtido»): su total todavía es un estimado.',
  pickingLineNotInOrder: 'Esa línea no es de este pedido.',
  pickedMoreThanOrdered: (name: string, ordered: number) =>
    `De ${name} se pidieron ${String(ordered)} piezas: no puedes surtir más.`,
  substituteRefusedByCustomer: 'El cliente pidió no cambiar este producto.',
  substituteSameOffer: 'El sustituto debe ser otro producto.',
  substituteUnavailable: (name: string) =>
    `${name} no está a la venta o no tiene existencias suficientes en esta tienda.`,
  substituteAwaitingAnswer: (name: string) =>
    `El cliente todavía puede responder al cambio de ${name}: espera su respuesta o a que pase su tiempo.`,
  substituteProposedTitle: (number: string) => `Pedido ${number}: te proponemos un cambio`,
  substituteProposedBody: (missing: string, substitute: string, minutes: number) =>
    `No encontramos ${missing}. Te proponemos ${substitute}. Acéptalo o recházalo en tu pedido en los próximos ${String(minutes)} minutos; si no respondes, lo cambiamos.`,
  substituteNotProposed: 'Ya no hay un cambio por responder en este producto.',
  substituteAnswerClosed:
    'Se acabó el tiempo para responder a este cambio: ya aplicamos tu preferencia.',
  orderLineChoiceClosed:
    'La tienda ya empezó a surtir tu pedido: ya no puedes cambiar qué hacemos si falta un producto.',
  orderWeighedTitle: (number: string) => `Pedido ${number}: total final`,
  orderWeighedBody: (finalCents: number, estimatedCents: number) => {
    const difference = finalCents - estimatedCents;
    const said = `Tu pedido pesó ${formatMoney(finalCents)}; estimado ${formatMoney(estimatedCents)}.`;
    if (difference === 0) return said;
    return difference < 0
      ? `${said} Pagas ${formatMoney(-difference)} menos.`
      : `${said} Son ${formatMoney(difference)} más.`;
  },
} as const;
