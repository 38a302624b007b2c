const orders = (n: number) => (n === 1 ? '1 pedido' : `${n} pedidos`);
const WEEKDAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const weekday = (n: number) => WEEKDAY_NAMES[n] ?? '';
/** How the setup names each store payment method ("activa también el efectivo o OXXO"). */
const STORE_METHOD_WORDS = {
  cash: 'el efectivo',
  card: 'la tarjeta',
  oxxo: 'OXXO',
  spei: 'la transferencia SPEI',
} as const;
/** "no está aceptando pagos en efectivo / con tarjeta / en OXXO / por transferencia". */
const STORE_METHOD_PAYMENTS = {
  cash: 'en efectivo',
  card: 'con tarjeta',
  oxxo: 'en OXXO',
  spei: 'por transferencia SPEI',
} as const;

/**
 * The store setup area's messages (decision 043): delivery zones, windows, closed dates, the
 * store's settings and its coupons. Spread into `apiMessages`; the contract's schemas word their
 * field errors with them too.
 */
export const adminStoreSetupMessages = {
  // Zones
  setupZoneNotFound: 'No encontramos esa zona de entrega.',
  setupZoneName: 'Escribe el nombre de la zona (hasta 120 caracteres).',
  setupZoneShape:
    'El área debe ser un polígono GeoJSON: {"type": "Polygon", "coordinates": [[[longitud, latitud], …]]}.',
  setupZonePosition: 'Cada posición del área es un par [longitud, latitud] de números.',
  setupZoneTooManyPositions: (max: number) => `Un contorno puede tener hasta ${max} posiciones.`,
  setupZoneTooManyRings: (max: number) => `Una zona puede tener hasta ${max} contornos y huecos.`,
  setupZoneFee: 'El costo de envío debe ser un importe en centavos, de 0 a 100,000 pesos.',
  setupZoneMinimum: 'El pedido mínimo debe ser un importe en centavos, de 0 a 100,000 pesos.',
  setupZoneLimit: (max: number) =>
    `Tu tienda ya tiene ${max} zonas de entrega. Junta o borra alguna antes de agregar otra.`,

  // Delivery windows
  setupWindowNotFound: 'No encontramos ese horario.',
  setupWindowType: 'Elige si el horario es de entrega a domicilio o de recoger en tienda.',
  setupWindowWeekday: 'Elige el día de la semana (0 es domingo, 6 es sábado).',
  setupTime: 'Escribe la hora como HH:MM, de 00:00 a 23:59.',
  setupWindowEndAfterStart: 'La hora de fin debe ser posterior a la de inicio.',
  setupWindowCapacity: 'El cupo debe ser un número entero de 1 a 10,000 pedidos.',
  setupWindowLimit: (max: number) =>
    `Tu tienda ya tiene ${max} horarios. Borra alguno antes de agregar otro.`,
  setupWindowOverlap: (day: number, start: string, end: string) =>
    `Se cruza con el horario del ${weekday(day)} de ${start} a ${end}. Cambia las horas o edita ese horario.`,
  setupWindowHasOrders: (count: number, firstDate: string) =>
    `Este horario tiene ${orders(count)} por entregar (el primero el ${firstDate}). Entrégalos o cancélalos antes de quitarlo; para dejar de recibir pedidos ese día, ciérralo en «Días cerrados».`,
  setupWindowCapacityBelowBooked: (date: string, booked: number) =>
    `El ${date} ya hay ${orders(booked)} en este horario: el cupo no puede ser menor que ${booked}.`,

  // Closed dates
  setupDate: 'Escribe una fecha válida como AAAA-MM-DD.',
  setupClosedReason: 'El motivo puede tener hasta 200 caracteres.',
  setupClosedDatePast: 'Esa fecha ya pasó: elige hoy o un día futuro.',
  setupClosedDateTaken: 'Ese día ya está cerrado.',
  setupClosedDateNotFound: 'Ese día no está cerrado.',
  setupClosedDateGone: 'Ese día ya pasó: se queda en el registro tal como fue.',

  // Store settings
  setupCutoff: 'Escribe la hora de corte como HH:MM, de 00:00 a 23:59.',
  setupLeadDays: 'Los días de anticipación deben ser un número entero de 0 a 14.',
  setupDaysAhead: 'Los días a mostrar deben ser un número entero de 1 a 60.',
  setupPaymentMethods: 'Elige al menos una forma de pago: efectivo o tarjeta.',
  setupPaymentMethod: 'Las formas de pago son efectivo (cash) y tarjeta (card).',
  setupPaymentMethodRepeated: 'Cada forma de pago va una sola vez.',
  setupPaymentMethodsUnavailable: (available: readonly ('cash' | 'card' | 'oxxo' | 'spei')[]) =>
    `Canasta no está cobrando así por ahora: activa también ${available
      .map((method) => STORE_METHOD_WORDS[method])
      .join(' o ')} para que tus clientes puedan pagar.`,
  setupWhatsapp: 'Escribe el WhatsApp de la tienda (10 dígitos) o déjalo vacío.',
  setupMaintenance: 'Indica si la tienda está en mantenimiento (true o false).',
  setupHoldMargin: 'El margen de la reserva con tarjeta es un porcentaje entero de 0 a 50.',
  setupAnswerMinutes: 'El tiempo para responder un cambio es de 1 a 120 minutos.',
  setupEditCutoff:
    'Las modificaciones de pedidos se cierran de 0 a 1440 minutos (24 horas) antes de la entrega.',
  storePaymentMethodOff: (storeName: string, method: 'cash' | 'card' | 'oxxo' | 'spei') =>
    `${storeName} no está aceptando pagos ${STORE_METHOD_PAYMENTS[method]}. Elige otra forma de pago.`,

  // Coupons
  setupCouponNotFound: 'No encontramos ese cupón.',
  setupCouponCode:
    'El código lleva de 3 a 30 letras sin acentos, números, guiones o guiones bajos, empezando con letra o número.',
  setupCouponDescription: 'Describe el cupón en hasta 200 caracteres.',
  setupCouponKind: 'Elige porcentaje (percent) o monto fijo (fixed).',
  setupCouponPercent: 'Un cupón de porcentaje descuenta de 1 a 100 %.',
  setupCouponFixed: 'Un cupón de monto fijo descuenta de 1 centavo a 100,000 pesos (en centavos).',
  setupCouponMinimum: 'La compra mínima debe ser un importe en centavos, de 0 a 100,000 pesos.',
  setupCouponDate:
    'Escribe la fecha y hora en formato ISO 8601 (2026-12-01T06:00:00Z) o déjala vacía.',
  setupCouponEndsBeforeStart: 'El cupón debe terminar después de empezar.',
  setupCouponMaxUses: 'El límite de usos debe ser un número entero de 1 a 1,000,000, o ninguno.',
  setupCouponMaxUsesPerUser:
    'El límite por cliente debe ser un número entero de 1 a 1,000, o ninguno.',
  setupCouponSearch: 'Busca con hasta 50 caracteres del código o la descripción.',
  setupCouponActive: 'Indica si el cupón está activo (true o false).',
  setupCouponCodeTaken: (code: string) => `Ya hay un cupón ${code} en tu tienda. Usa otro código.`,
  setupCouponShared:
    'Este cupón vale en todas las tiendas y solo se cambia desde la administración de Canasta.',
  setupCouponUsed: (uses: number) =>
    `Este cupón ya se usó (${uses === 1 ? '1 vez' : `${uses} veces`}) y queda en el historial de pedidos: termínalo en vez de borrarlo.`,
} as const;
