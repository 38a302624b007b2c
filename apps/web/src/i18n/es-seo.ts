/**
 * What link previews and search engines read about a page (decision 036). Apart from the main
 * catalogue because only the server's render uses it: the browser never downloads it.
 */
export const esSeo = {
  storeDescription: (store: string) =>
    `Haz tu súper en ${store} desde el celular: frutas, verduras, despensa y más, a domicilio o para recoger.`,
  categoriesDescription: (store: string) =>
    `Todas las categorías de ${store}: encuentra lo que necesitas y pídelo a domicilio.`,
  listDescription: (list: string, store: string) =>
    `${list} en ${store}: elige tus productos y recíbelos en casa.`,
  /** "$45.00 por kg · antes $52.00 · Frutas en Canasta Roma Sur": the title names the product. */
  productDescription: ({
    price,
    unit,
    before,
    category,
    store,
  }: {
    price: string;
    unit: string;
    before: string | null;
    category: string | null;
    store: string;
  }) =>
    [
      `${price} por ${unit}`,
      ...(before ? [`antes ${before}`] : []),
      category ? `${category} en ${store}` : store,
    ].join(' · '),
  searchTitle: (query: string) => `Resultados para “${query}”`,
};
