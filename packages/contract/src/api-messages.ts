import { adminAccessMessages } from './admin-messages';
import { adminCatalogueMessages } from './admin-catalogue-messages';
import { adminOrdersMessages } from './admin-orders-messages';
import { adminStoreSetupMessages } from './admin-store-setup-messages';
import { cashMessages } from './cash-payment';
import { orderCancelMessages } from './order-cancel';
import { deferredPaymentMessages } from './payment-records';
import { orderEditMessages } from './order-edits';
import { orderPickingMessages } from './order-picking-messages';
import { shareCardMessages } from './share-card-messages';
import { formatMoney } from './money';
import { formatGrams } from './quantity';

const money = (cents: number) => formatMoney(cents);
const units = (n: number) => (n === 1 ? '1 pieza' : `${n} piezas`);

/**
 * Every Spanish message the shop API returns to users, in one place. It lives in the contract so
 * the server answers with it and the web app's test fakes of the API answer with the very same
 * words (they used to copy them by hand and drift).
 */
export const apiMessages = {
  invalidRequest: 'La petición no es válida. Revisa los datos enviados.',
  validationFailed: 'Algunos datos no son válidos. Revisa los campos marcados.',
  malformedJson: 'El cuerpo de la petición no es JSON válido.',
  payloadTooLarge: 'La petición es demasiado grande.',
  unsupportedMediaType: 'El tipo de contenido enviado no es compatible.',
  rateLimited: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  routeNotFound: 'Ruta no encontrada.',
  invalidUrl: 'La dirección de la petición no es válida.',
  urlTooLong: 'La dirección de la petición es demasiado larga.',
  nullCharacter: 'Uno de los datos trae un carácter no válido. Corrígelo e inténtalo de nuevo.',
  headersTooLarge: 'Los encabezados de la petición son demasiado grandes.',
  requestTimeout: 'La petición tardó demasiado en llegar. Inténtalo de nuevo.',
  internalError: 'Ocurrió un error inesperado. Inténtalo de nuevo en unos momentos.',
  serviceUnavailable: 'El servicio no está disponible en este momento.',
  serverStopping: 'Este servidor se está deteniendo; otro atenderá tus solicitudes.',
  storeNotFound: 'Tienda no encontrada',
  productNotFound: 'Producto no encontrado',
  collectionNotFound: 'Colección no encontrada',
  sessionExpired: 'Tu sesión expiró. Inicia sesión de nuevo.',
  signInRequired: 'Inicia sesión para continuar.',
  unknownStore: 'La tienda no existe.',

  addressNotFound: 'No encontramos esa dirección.',
  geocodingOff: 'La búsqueda de direcciones no está disponible. Pon el pin en el mapa.',
  geocoderUnavailable:
    'No pudimos buscar direcciones en este momento. Inténtalo de nuevo o pon el pin en el mapa.',
  postalCodeNotFound: (cp: string) =>
    `No encontramos el código postal ${cp}. Revísalo o escribe la colonia, el municipio y el estado.`,
  postalCodesOff:
    'El catálogo de códigos postales no está disponible. Escribe la colonia, el municipio y el estado.',
  addressLimit: (max: number) =>
    `Puedes guardar como máximo ${max} direcciones. Borra una para agregar otra.`,
  receiverPhoneInvalid: 'Escribe un celular válido de 10 dígitos para quien recibe.',
  addressSignInForCart: 'Inicia sesión para elegir la dirección de entrega.',
  addressCartNotYours: 'Guarda el carrito a tu nombre antes de elegir la dirección.',
  addressNotCovered: (storeName: string) =>
    `${storeName} aún no entrega en esa dirección. Elige otra o recoge en la tienda.`,
  deliveryDateMissing: 'Elige la fecha de entrega.',
  deliverySlotMissing: 'Elige el horario de entrega.',
  deliveryTypeFirst: 'Elige primero si quieres entrega a domicilio o recoger en la tienda.',
  deliverySlotNotOffered: 'Ese horario no está disponible. Elige otro.',
  deliverySlotFull: 'Ese horario ya se llenó. Elige otro.',
  deliverySlotPast: 'Ese horario ya comenzó. Elige otro.',
  cardNumberInvalid: 'El número de la tarjeta no es válido. Revísalo.',
  cardExpired: 'La tarjeta está vencida.',
  cardNotATestCard:
    'Estás en modo de prueba: usa la tarjeta 4242 4242 4242 4242 (aprobada) o 4000 0000 0000 0002 (rechazada).',
  cardCvcIncorrect: 'El código de seguridad no coincide. Revísalo.',
  cardTokenUnknown: 'Vuelve a escribir los datos de tu tarjeta.',
  cardDeclined: 'Tu banco rechazó la tarjeta. Intenta con otra o paga en efectivo.',
  cardInsufficientFunds:
    'La tarjeta no tiene fondos suficientes. Intenta con otra o paga en efectivo.',
  cardNeedsVerification:
    'Tu banco pide una verificación adicional que aún no podemos hacer. Usa otra tarjeta o paga en efectivo.',
  cardProviderUnavailable:
    'No pudimos comunicarnos con el procesador de pagos. No se hizo ningún cargo; inténtalo de nuevo.',
  notificationNotFound: 'No encontramos esa notificación.',
  orderNotFound: 'No encontramos ese pedido.',
  orderCartEmpty: 'Tu carrito está vacío.',
  orderStockGone: (names: string[]) =>
    names.length === 1
      ? `Ya no hay suficiente ${names[0] ?? ''}. Ajusta tu carrito para continuar.`
      : `Ya no hay suficientes piezas de: ${names.join(', ')}. Ajusta tu carrito para continuar.`,
  deliveryTypeMissing: 'Elige si quieres entrega a domicilio o recoger en la tienda.',
  orderAddressMissing: 'Elige la dirección de entrega.',
  orderBelowMinimum: (minimumCents: number, missingCents: number) =>
    `El pedido mínimo para tu zona es de ${money(minimumCents)}; te faltan ${money(missingCents)}.`,
  orderCouponInvalid: 'El cupón ya no aplica. Quítalo para continuar.',
  orderTotalChanged:
    'El total de tu pedido cambió mientras pagabas. No se hizo ningún cargo; revisa el resumen y paga de nuevo.',
  cardTokenMissing: 'Escribe los datos de tu tarjeta.',
  walletInsufficient: 'Tu monedero no tiene saldo suficiente para este pedido.',
  idempotencyKeyMissing:
    'Falta el encabezado Idempotency-Key (hasta 100 letras, números, guiones o puntos).',
  idempotencyKeyReused: 'Esa clave de pedido ya se usó con otro carrito.',
  orderTransitionRefused: (from: string, to: string) =>
    `Un pedido «${from}» no puede pasar a «${to}».`,
  orderPlacedTitle: (number: string) => `Recibimos tu pedido ${number}`,
  orderPlacedBody: (slot: string) => `Te avisaremos cuando la tienda lo confirme. ${slot}.`,
  orderStatusTitle: (number: string, label: string) => `Pedido ${number}: ${label}`,
  orderStatusBody: (status: string, slot: string) =>
    ({
      pending: `Tu pedido está pendiente de confirmación. ${slot}.`,
      confirmed: `La tienda confirmó tu pedido. ${slot}.`,
      preparing: 'Estamos preparando tu pedido.',
      on_the_way: 'Tu pedido va en camino.',
      ready_for_pickup: 'Tu pedido está listo: pasa a recogerlo a la tienda.',
      delivered: 'Tu pedido fue entregado. ¡Gracias por tu compra!',
      cancelled:
        'Tu pedido fue cancelado. Si pagaste con tarjeta o monedero, te devolvemos el importe.',
    })[status] ?? '',
  slotDescription: (type: 'delivery' | 'pickup', day: string, start: string, end: string) =>
    `${type === 'pickup' ? 'Recógelo' : 'Entrega'} el ${day}, de ${start} a ${end}`,
  operatorTokenInvalid: 'Falta el token de operador o no es válido.',
  webhookSignatureInvalid: 'La firma del evento no es válida.',
  zoneRefused: 'La zona de entrega no es válida.',
  zoneNameInvalid: 'La zona necesita un nombre de hasta 120 caracteres.',
  zoneAmountInvalid: 'El importe debe ser un número entero de centavos, 0 o más.',
  zoneInvalid: (name: string, problem: string) => `La zona «${name}» no es válida: ${problem}.`,

  cartNotFound: 'No encontramos tu carrito. Es posible que haya expirado.',
  cartBlocked:
    'Tu pedido se está procesando con este carrito; espera un momento antes de cambiarlo.',
  cartItemNotFound: 'Ese producto ya no está en tu carrito.',
  cartForOtherUser: 'No puedes usar un carrito a nombre de otra persona.',
  cartSignInForUser: 'Inicia sesión para guardar el carrito a tu nombre.',
  cartTooManyLines: (max: number) =>
    `Tu carrito puede tener como máximo ${max} productos distintos.`,
  purchaseableNotInStore: 'Este producto no se vende en esta tienda.',
  purchaseableUnavailable: (name: string) => `${name} ya no está disponible.`,
  purchaseableRepeated: 'Este producto aparece más de una vez en la lista.',
  soldOut: (name: string) => `${name} está agotado.`,
  qtyAboveMax: (name: string, max: number) => `Solo puedes llevar hasta ${units(max)} de ${name}.`,
  qtyAboveMaxWithCart: (name: string, max: number, inCart: number) =>
    `Ya tienes ${units(inCart)} de ${name} en tu carrito; el máximo es ${units(max)}.`,
  /** A weight line's grams above what stock and the limit allow (issue 25). */
  weightAboveMax: (name: string, maxGrams: number) =>
    `Solo puedes llevar hasta ${formatGrams(maxGrams)} de ${name}.`,
  weightAboveMaxWithCart: (name: string, maxGrams: number, inCartGrams: number) =>
    `Ya tienes ${formatGrams(inCartGrams)} de ${name} en tu carrito; el máximo es ${formatGrams(maxGrams)}.`,
  deliveryTypeNotOffered: (type: 'delivery' | 'pickup') =>
    type === 'delivery'
      ? 'Esta tienda no ofrece envío a domicilio.'
      : 'Esta tienda no ofrece recoger en tienda.',
  paymentMethodUnavailable: 'Este método de pago no está disponible.',
  walletMentorsOnly: 'Solo los mentores pueden pagar con su monedero.',
  modifiedPricesForbidden:
    'Solo un vendedor o mentor que compra para un cliente puede cambiar precios.',
  modifiedPricesNeedClient: 'Elige primero el cliente para el que haces el pedido.',
  modifiedPriceOutOfRange: (name: string, minCents: number, maxCents: number) =>
    `El precio de ${name} debe estar entre ${money(minCents)} y ${money(maxCents)}.`,
  modifiedPriceItemNotInCart: 'Uno de los productos con precio cambiado ya no está en tu carrito.',
  modifiedPriceRepeated: 'Un producto aparece más de una vez en la lista de precios.',

  couponNotFound: (code: string) =>
    `No encontramos el cupón ${code}. Revisa que esté bien escrito.`,
  couponInactive: (code: string) => `El cupón ${code} ya no está disponible.`,
  couponNotStarted: (code: string, date: string) =>
    `El cupón ${code} se puede usar a partir del ${date}.`,
  couponExpired: (code: string, date: string) => `El cupón ${code} venció el ${date}.`,
  couponOtherStore: (code: string) => `El cupón ${code} no es válido en esta tienda.`,
  couponExhausted: (code: string) => `El cupón ${code} ya alcanzó su límite de usos.`,
  couponUserLimit: (code: string) => `Ya usaste el cupón ${code} las veces permitidas.`,
  couponBelowMinimum: (code: string, minCents: number, missingCents: number) =>
    `El cupón ${code} requiere una compra mínima de ${money(minCents)}. Te faltan ${money(missingCents)}.`,
  couponNotApplied: (code: string) => `El cupón ${code} no está aplicado a tu carrito.`,

  phoneInvalid: 'Escribe un número de celular válido de 10 dígitos.',
  phoneCountryNotAllowed: (codes: readonly string[]) =>
    codes.length === 1 && codes[0] === '52'
      ? 'Por ahora solo enviamos códigos a celulares de México (+52).'
      : `Solo enviamos códigos a celulares con lada ${codes.map((c) => `+${c}`).join(', ')}.`,
  rateLimitedFor: (seconds: number) =>
    `Demasiados intentos. Espera ${waitText(seconds)} e inténtalo de nuevo.`,
  codeResendTooSoon: (seconds: number) =>
    `Ya te enviamos un código. Podrás pedir otro en ${waitText(seconds)}.`,
  codePhoneCap: (seconds: number) =>
    `Pediste demasiados códigos para este número. Inténtalo de nuevo en ${waitText(seconds)}.`,
  codeSent: (channel: 'whatsapp' | 'sms') =>
    channel === 'whatsapp'
      ? 'Te enviamos un código por WhatsApp. Vence en 10 minutos.'
      : 'Te enviamos un código por SMS. Vence en 10 minutos.',
  codeNotSent: 'No pudimos enviar el código. Inténtalo de nuevo en unos momentos.',
  codeExpired: 'El código no es válido o ya venció. Pide uno nuevo.',
  codeTooManyTries: 'Demasiados intentos con este código. Pide uno nuevo.',
  codeWrong: (left: number) =>
    `El código no es correcto. Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}.`,
  registrationExpired: 'Tu verificación venció. Pide un código nuevo para crear tu cuenta.',
  avatarType: 'La foto debe ser una imagen JPG, PNG o WebP.',
  avatarUnreadable: 'No pudimos leer la imagen. Prueba con otra foto.',
  avatarTooLarge: 'La foto pesa más de 5 MB. Elige una más ligera.',
  avatarMissing: 'Elige una foto para subir.',
  avatarUploadBroken: 'La foto no llegó completa. Inténtalo de nuevo.',
  walletForbidden: 'Solo los mentores tienen monedero.',

  clientsForbidden: 'Solo los vendedores y mentores pueden tener clientes.',
  clientNotFound: 'No encontramos ese cliente.',
  clientAddressNotFound: 'No encontramos esa dirección de tu cliente.',
  clientOrdersForbidden: 'Solo los vendedores y mentores pueden hacer pedidos para un cliente.',
  clientSignInForCart: 'Inicia sesión para hacer un pedido para un cliente.',
  clientCartNotYours: 'Guarda el carrito a tu nombre antes de elegir el cliente.',
  clientFirst: 'Elige primero el cliente para el que haces el pedido.',
  clientOrMine: 'Elige tu dirección o la de tu cliente, no las dos.',
  orderClientAddressMissing: 'Elige la dirección de entrega de tu cliente.',
  clientPhoneInvalid: 'Escribe un celular válido de 10 dígitos para tu cliente.',
  clientPhoneCountry: (codes: readonly string[]) =>
    codes.length === 1 && codes[0] === '52'
      ? 'Por ahora solo aceptamos celulares de México (+52).'
      : `Solo aceptamos celulares con lada ${codes.map((c) => `+${c}`).join(', ')}.`,
  clientPhoneTaken: (name: string) => `Ya tienes a ${name} con ese celular en tus clientes.`,
  clientPhoneTakenRace: 'Ya tienes un cliente con ese celular.',
  clientAddressLimit: (max: number) =>
    `Tu cliente puede tener como máximo ${max} direcciones. Borra una para agregar otra.`,
  userNotFound: 'No encontramos un usuario con ese celular.',
  ...adminAccessMessages,
  ...adminStoreSetupMessages,
  ...adminCatalogueMessages,
  ...adminOrdersMessages,
  ...cashMessages,
  ...orderCancelMessages,
  ...deferredPaymentMessages,
  ...orderEditMessages,
  ...orderPickingMessages,
  ...shareCardMessages,
} as const;

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
