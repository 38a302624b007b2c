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
    storeHome: (storeName: string) => `Inicio de ${storeName}`,
  },
  routes: {
    storeHome: 'Inicio',
    collection: 'Colección',
    product: 'Producto',
    categories: 'Categorías',
    category: 'Categoría',
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
