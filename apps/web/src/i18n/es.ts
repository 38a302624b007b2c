/**
 * The Spanish (es-MX) strings of the shell and the catalogue: what every page can show before it
 * is interactive. The screens past the catalogue read theirs from their own module (es-account,
 * es-addresses, es-cart, es-checkout, es-clients, es-orders, es-wallet, es-privacy), which downloads with
 * them (decision 006). Components read from these modules; none carries its own literal.
 * Messages that take values are functions so each call site passes what it needs.
 */
export const es = {
  app: {
    name: 'Canasta',
    skipToContent: 'Saltar al contenido',
    loading: 'Cargando…',
  },
  common: {
    retry: 'Reintentar',
    back: 'Volver',
    seeAll: 'Ver todo',
    seeMore: 'Ver más',
    loadingMore: 'Cargando más…',
    endOfList: 'Ya viste todo.',
    errorTitle: 'Algo salió mal',
    errorDescription:
      'No pudimos cargar esta información. Revisa tu conexión e inténtalo de nuevo.',
  },
  startup: {
    title: 'No pudimos abrir la tienda',
    description: 'Hubo un problema al cargar la tienda. Revisa tu conexión e inténtalo de nuevo.',
  },
  errors: {
    network: 'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.',
    unexpected: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
    routeCrashed: 'Esta pantalla tuvo un problema al cargar.',
    sessionExpired: 'Tu sesión expiró. Vuelve a entrar con tu celular.',
    cartGone: 'Tu carrito ya no está disponible. Revisa tu carrito.',
    clientsForbidden: 'Solo los vendedores y mentores pueden tener clientes.',
  },
  /** Without a connection (decision 039): what still works, and what needs the network. */
  connection: {
    offlineBanner: 'Sin conexión: ves lo último que cargaste.',
    /** The default for an action that reached for the network while the phone is offline. */
    actionNeedsConnection: 'Necesitas conexión para hacer esto. Revisa tu internet.',
    addToCart: 'Necesitas conexión para agregar productos al carrito.',
    cartChoice: 'Necesitas conexión para guardar qué hacemos si falta un producto.',
    signIn: 'Necesitas conexión para entrar con tu celular.',
    placeOrder: 'Necesitas conexión para hacer tu pedido. Tu carrito se queda como está.',
    pageTitle: 'Esta página necesita conexión',
    pageDescription:
      'No la habías abierto antes, así que no está guardada en tu teléfono. Vuelve a intentarlo cuando tengas internet; las páginas que ya viste sí se pueden abrir.',
    /** A screen whose data the phone doesn't have (a failed load while offline). */
    loadDescription:
      'No tenemos guardada esta información en tu teléfono. Vuelve a intentarlo cuando tengas internet.',
    goToStore: 'Ir a la tienda',
    updateReady: 'Hay una nueva versión de Canasta.',
    update: 'Actualizar',
    updating: 'Actualizando…',
  },
  /** The installed app (web app manifest). */
  install: {
    name: 'Canasta: el súper a domicilio',
    shortName: 'Canasta',
    description:
      'Frutas, verduras, despensa y más de tu tienda de confianza, hasta la puerta de tu casa.',
  },
  nav: {
    main: 'Navegación principal',
    home: 'Inicio',
    categories: 'Categorías',
    cart: 'Carrito',
    storeHome: (storeName: string) => `Inicio de ${storeName}`,
    signIn: 'Entrar',
    account: 'Mi cuenta',
    orders: 'Pedidos',
    /** The header's way into the operator console, for people who run a store (decision 041). */
    myStore: 'Mi tienda',
    /** The header's bell; the unread count is part of its accessible name. */
    notifications: (unread: number) =>
      unread === 0
        ? 'Notificaciones'
        : unread === 1
          ? 'Notificaciones, 1 sin leer'
          : `Notificaciones, ${unread} sin leer`,
  },
  /** The titles of the routes a page can start on (the rest: `es-route-titles.ts`). */
  routes: {
    storeHome: 'Inicio',
    collection: 'Colección',
    product: 'Producto',
    categories: 'Categorías',
    category: 'Categoría',
    offline: 'Sin conexión',
    notFound: 'Página no encontrada',
  },
  store: {
    logoAlt: (storeName: string) => `Logotipo de ${storeName}`,
    notFoundTitle: 'No encontramos esta tienda',
    notFoundDescription: 'Puede que la dirección esté mal escrita o que la tienda ya no exista.',
    goToMainStore: 'Ir a la tienda principal',
  },
  /** An address the shop doesn't have (decision 045). */
  pageNotFound: {
    title: 'No encontramos esta página',
    description: 'Puede que la dirección esté mal escrita o que la página ya no exista.',
  },
  banners: {
    label: 'Promociones',
    carousel: 'carrusel',
    slide: 'diapositiva',
    slideLabel: (position: number, total: number) => `${position} de ${total}`,
    goTo: (position: number) => `Ver promoción ${position}`,
    cta: 'Ver productos',
  },
  search: {
    label: 'Buscar productos',
    placeholder: '¿Qué se te antoja hoy?',
    clear: 'Borrar búsqueda',
    resultsTitle: (query: string) => `Resultados para “${query}”`,
    resultsCount: (total: number) =>
      total === 1 ? '1 producto encontrado' : `${total} productos encontrados`,
    noResults: (query: string) => `No encontramos productos para “${query}”`,
    noResultsHint: 'Revisa la ortografía o prueba con menos palabras, o con una más general.',
    noResultsBrowse: 'O busca por categoría:',
    suggestionsLabel: 'Sugerencias',
    suggestionsCount: (count: number) =>
      count === 1
        ? '1 sugerencia. Usa las flechas para elegirla.'
        : `${count} sugerencias. Usa las flechas para elegir una.`,
    noSuggestions: 'Sin sugerencias. Pulsa Intro para buscar.',
  },
  catalogue: {
    categoriesShortcut: 'Categorías',
    allCategories: 'Ver todas',
    seeAllIn: (collectionName: string) => `Ver todo: ${collectionName}`,
    noCollections: 'Esta tienda todavía no tiene productos destacados.',
    emptyCollection: 'Esta colección no tiene productos por ahora.',
    collectionNotFoundTitle: 'Colección no encontrada',
    collectionNotFoundDescription: 'Puede que la colección ya no esté disponible.',
    noCategories: 'Esta tienda todavía no tiene categorías.',
    emptyCategory: 'No hay productos en esta categoría por ahora.',
    categoryNotFoundTitle: 'Categoría no encontrada',
    categoryNotFoundDescription: 'Puede que la categoría ya no esté disponible en esta tienda.',
    backToStore: 'Volver a la tienda',
    backToCategories: 'Ver todas las categorías',
    productCount: (total: number) => (total === 1 ? '1 producto' : `${total} productos`),
  },
  product: {
    notFoundTitle: 'Producto no encontrado',
    notFoundDescription: 'Puede que el producto ya no esté disponible en esta tienda.',
    description: 'Descripción',
    perUnit: (unit: string) => `por ${unit}`,
    soldOut: 'Agotado',
    available: 'Disponible',
    lowStock: (stock: number) => (stock === 1 ? '¡Última pieza!' : `¡Últimas ${stock} piezas!`),
    /** A weight offer's stock running low, as a weight ("¡Quedan 2 kg!"). */
    lowWeightStock: (amount: string) => `¡Quedan ${amount}!`,
    /** A weight offer's price, per kilogram. */
    perKg: (price: string) => `${price}/kg`,
    perKgShort: '/kg',
    perKilogram: 'por kilogramo',
    approxPiece: (grams: string) => `1 pieza ≈ ${grams}`,
    soldByWeight: 'Precio por kilo: pagas lo que pese.',
    price: 'Precio',
    compareAtPrice: 'Precio anterior',
    discount: (percent: number) => `-${percent}%`,
    discountLabel: (percent: number) => `${percent}% de descuento`,
  },
  toast: {
    region: 'Notificaciones',
  },
  /**
   * What a catalogue page shows of the cart (a card's button, the header's link); the cart's
   * screen, steppers and summary read es-cart.
   */
  cart: {
    add: 'Agregar',
    addLabel: (name: string) => `Agregar ${name} al carrito`,
    addToCart: 'Agregar al carrito',
    /** Header and footer links; the count is part of the accessible name. */
    linkLabel: (count: number) =>
      count === 0
        ? 'Carrito, vacío'
        : count === 1
          ? 'Carrito, 1 producto'
          : `Carrito, ${count} productos`,
  },
  offline: {
    offlineTitle: 'Sin conexión',
    offlineDescription:
      'Parece que no tienes internet. Te regresaremos a donde estabas en cuanto vuelva la conexión.',
    checking: 'Comprobando…',
  },
  maintenance: {
    title: 'Estamos en mantenimiento',
    description:
      'Estamos haciendo mejoras a la tienda. En cuanto terminemos te regresaremos a donde estabas, sin que tengas que recargar.',
    whatsapp: 'Escríbenos por WhatsApp',
    whatsappMessage: 'Hola, vi que la tienda está en mantenimiento. ¿Me pueden ayudar?',
    checking: 'Comprobando…',
  },
  consent: {
    bannerLabel: 'Cookies y medición',
    bannerText:
      'Usamos cookies de medición para saber qué productos interesan y mejorar la tienda. Solo se activan si aceptas.',
    accept: 'Aceptar',
    reject: 'Rechazar',
    accepted: 'Aceptaste las cookies de medición.',
    rejected: 'Rechazaste las cookies de medición.',
    preferences: 'Preferencias de cookies',
    privacyLink: 'Aviso de privacidad',
    legal: 'Información legal',
  },
  /** "Talk to the store": a WhatsApp chat with the store, the message typed in (decision 051). */
  storeChat: {
    action: 'Preguntar por WhatsApp',
    label: (store: string) => `Preguntar por WhatsApp a ${store}`,
    aboutProduct: (product: string, store: string) =>
      `Hola, ${store}. Tengo una pregunta sobre ${product}.`,
    aboutCart: (store: string) => `Hola, ${store}. Tengo una pregunta antes de hacer mi pedido.`,
    aboutOrder: (order: string, store: string) =>
      `Hola, ${store}. Les escribo por mi pedido ${order}.`,
  },
} as const;

export type Messages = typeof es;
