/**
 * Every Spanish (es-MX) string of the web app. Components read from here; none carries its own
 * literal. Messages that take values are functions so each call site passes what it needs.
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
    description:
      'Hubo un problema al cargar la configuración. Revisa tu conexión e inténtalo de nuevo.',
  },
  errors: {
    network: 'No hay conexión con el servidor. Revisa tu internet e inténtalo de nuevo.',
    unexpected: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
    routeCrashed: 'Esta pantalla tuvo un problema al cargar.',
  },
  nav: {
    main: 'Navegación principal',
    home: 'Inicio',
    categories: 'Categorías',
    cart: 'Carrito',
    storeHome: (storeName: string) => `Inicio de ${storeName}`,
  },
  routes: {
    storeHome: 'Inicio',
    collection: 'Colección',
    product: 'Producto',
    categories: 'Categorías',
    category: 'Categoría',
    cart: 'Carrito',
    offline: 'Sin conexión',
  },
  store: {
    logoAlt: (storeName: string) => `Logotipo de ${storeName}`,
    notFoundTitle: 'No encontramos esta tienda',
    notFoundDescription: 'Puede que la dirección esté mal escrita o que la tienda ya no exista.',
    goToMainStore: 'Ir a la tienda principal',
  },
  banners: {
    label: 'Promociones',
    carousel: 'carrusel',
    slide: 'diapositiva',
    slideLabel: (position: number, total: number) => `${position} de ${total}`,
    goTo: (position: number) => `Ver promoción ${position}`,
  },
  search: {
    label: 'Buscar productos',
    placeholder: '¿Qué se te antoja hoy?',
    clear: 'Borrar búsqueda',
    resultsTitle: (query: string) => `Resultados para “${query}”`,
    resultsCount: (total: number) =>
      total === 1 ? '1 producto encontrado' : `${total} productos encontrados`,
    noResults: (query: string) => `No encontramos productos para “${query}”`,
    noResultsHint: 'Prueba con otra palabra o revisa la ortografía.',
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
    price: 'Precio',
    compareAtPrice: 'Precio anterior',
    discount: (percent: number) => `-${percent}%`,
    discountLabel: (percent: number) => `${percent}% de descuento`,
  },
  toast: {
    region: 'Notificaciones',
  },
  cart: {
    title: 'Carrito',
    add: 'Agregar',
    addLabel: (name: string) => `Agregar ${name} al carrito`,
    addToCart: 'Agregar al carrito',
    increase: (name: string) => `Agregar uno de ${name}`,
    decrease: (name: string) => `Quitar uno de ${name}`,
    quantityOf: (name: string) => `Cantidad de ${name}`,
    inCart: (qty: number) => (qty === 1 ? '1 en tu carrito' : `${qty} en tu carrito`),
    viewCart: 'Ver carrito',
    /** Header and footer links; the count is part of the accessible name. */
    linkLabel: (count: number) =>
      count === 0
        ? 'Carrito, vacío'
        : count === 1
          ? 'Carrito, 1 producto'
          : `Carrito, ${count} productos`,
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
    wallet: 'Monedero',
    total: 'Total',
    minimumOrder: (minimum: string, missing: string) =>
      `El pedido mínimo es de ${minimum}. Te faltan ${missing}.`,
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
    maxQty: (max: number) =>
      max === 0
        ? 'Ya no quedan piezas disponibles.'
        : max === 1
          ? 'Puedes llevar como máximo 1 pieza.'
          : `Puedes llevar como máximo ${max} piezas.`,
  },
  offline: {
    offlineTitle: 'Sin conexión',
    offlineDescription:
      'Parece que no tienes internet. Te regresaremos a donde estabas en cuanto vuelva la conexión.',
    maintenanceTitle: 'Estamos en mantenimiento',
    maintenanceDescription:
      'Estamos haciendo mejoras a la tienda. Vuelve en unos minutos; te regresaremos a donde estabas.',
    checking: 'Comprobando…',
  },
} as const;

export type Messages = typeof es;
