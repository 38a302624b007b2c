/** The cart (es-MX): its screen and summary, the steppers, prices, coupons and weights. */
export const esCart = {
  cart: {
    title: 'Carrito',
    increase: (name: string) => `Agregar uno de ${name}`,
    decrease: (name: string) => `Quitar uno de ${name}`,
    quantityOf: (name: string) => `Cantidad de ${name}`,
    inCart: (qty: number) => (qty === 1 ? '1 en tu carrito' : `${qty} en tu carrito`),
    viewCart: 'Ver carrito',
    itemCount: (count: number) => (count === 1 ? '1 producto' : `${count} productos`),
    lines: 'Productos en tu carrito',
    unitPrice: (price: string, unit: string) => `${price} por ${unit}`,
    lineTotal: 'Total del producto',
    remove: (name: string) => `Quitar ${name} del carrito`,
    removed: (name: string) => `Quitaste ${name}`,
    undo: 'Deshacer',
    unavailableLine: 'Ya no está disponible; no se cobrará.',
    emptyTitle: 'Tu carrito está vacío',
    emptyDescription: 'Agrega productos de la tienda y aparecerán aquí.',
    goShopping: 'Volver a la tienda',
    blocked:
      'Tu pedido se está procesando con este carrito. Espera un momento antes de hacer cambios.',
    summary: 'Resumen',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    discountWithCode: (code: string) => `Descuento (${code})`,
    deliveryFee: 'Envío',
    deliveryFeeLater: 'Se calcula al elegir tu dirección',
    /** The fee quoted for the shopper's default address before they choose one (decision 052). */
    deliveryFeeForDefault: (address: string) =>
      `Envío a ${address}, tu dirección predeterminada. Puedes elegir otra al continuar.`,
    deliveryFeePickup: 'Sin costo: recoges en la tienda',
    wallet: 'Monedero',
    total: 'Total',
    toPay: 'Por pagar',
    prices: {
      change: 'Cambiar precio',
      changeOf: (name: string) => `Cambiar el precio de ${name}`,
      label: (name: string) => `Nuevo precio de ${name}`,
      labelPerKg: (name: string) => `Nuevo precio por kilo de ${name}`,
      range: (min: string, max: string) => `Entre ${min} y ${max}`,
      save: 'Guardar precio',
      saving: 'Guardando…',
      cancel: 'Cancelar',
      reset: 'Restablecer',
      resetOf: (name: string) => `Restablecer el precio de ${name}`,
      listPrice: (price: string) => `Precio de lista: ${price}`,
      required: 'Escribe el precio, por ejemplo 45.50.',
      invalid: 'Escribe el precio en pesos, con hasta dos decimales: por ejemplo 45.50.',
      outOfRange: (min: string, max: string) => `El precio debe estar entre ${min} y ${max}.`,
      saved: (name: string, price: string) => `${name}: precio cambiado a ${price}.`,
      restored: (name: string) => `${name}: vuelve a su precio de lista.`,
    },
    minimumOrder: (minimum: string, missing: string) =>
      `El pedido mínimo es de ${minimum}. Te faltan ${missing}.`,
    deliveryMinimum: (minimum: string, missing: string) =>
      `A domicilio, el pedido mínimo es de ${minimum} (te faltan ${missing}). Si recoges en la tienda, no hay mínimo.`,
    continue: 'Continuar',
    coupon: {
      title: 'Cupón de descuento',
      label: 'Código del cupón',
      placeholder: 'Ej. BIENVENIDA10',
      apply: 'Aplicar',
      applying: 'Aplicando…',
      required: 'Escribe el código del cupón.',
      applied: (code: string) => `Cupón ${code} aplicado`,
      notApplied: (code: string) => `Cupón ${code} sin aplicar`,
      remove: (code: string) => `Quitar el cupón ${code}`,
      removeShort: 'Quitar',
      saving: (amount: string) => `Ahorras ${amount}`,
    },
    /** A weight line's stepper (issue 25): steps and quick choices in grams. */
    weight: {
      increase: (name: string, step: string) => `Agregar ${step} de ${name}`,
      decrease: (name: string, step: string) => `Quitar ${step} de ${name}`,
      quantityOf: (name: string) => `Peso de ${name}`,
      presets: (name: string) => `Pesos rápidos de ${name}`,
      preset: (amount: string, name: string) => `${amount} de ${name}`,
      maxWeight: (amount: string) => `Puedes llevar como máximo ${amount}.`,
      noneLeft: 'Ya no queda disponible.',
    },
    /** A weight line: its grams and estimate, and the price per kilogram. */
    weightLine: (grams: string, total: string, perKg: string) =>
      `aprox. ${grams} · ${total} (${perKg})`,
    estimatedTotal: 'Total estimado',
    estimatedNote: 'Los productos por peso se cobran por lo que pesen al surtir tu pedido.',
    substitution: {
      label: 'Si falta:',
      labelOf: (name: string) => `Si falta ${name}`,
      lineGone: 'Este producto ya no está en tu carrito.',
    },
    maxQty: (max: number) =>
      max === 0
        ? 'Ya no quedan piezas disponibles.'
        : max === 1
          ? 'Puedes llevar como máximo 1 pieza.'
          : `Puedes llevar como máximo ${max} piezas.`,
  },
} as const;
