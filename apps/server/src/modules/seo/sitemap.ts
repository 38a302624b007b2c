import { shopPagePath, shopPagePatterns } from '@canasta/contract';

/** Screens that are a shopper's own or a step of buying: nothing for a search engine. */
const PRIVATE_PATHS = [
  '/api/',
  '/menu/*/auth/',
  '/menu/*/Profile',
  '/menu/*/Orders',
  '/menu/*/orders/',
  '/menu/*/Notifications',
  '/menu/*/wallet',
  '/menu/*/Clients',
  '/menu/*/clientselect',
  '/tienda/*/cartlist',
  '/tienda/*/phoneCheck',
  '/tienda/*/set_',
  '/tienda/*/envio_',
  '/tienda/*/cart-preview',
  '/tienda/*/payment_method',
  '/tienda/*/checkout_auth',
  '/tienda/*/pedido-realizado',
  '/tienda/*/client_register',
  '/offline',
];

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemap index: one sitemap per store (sitemaps.org protocol). */
export function sitemapIndex(baseUrl: string, storeSlugs: string[]): string {
  const entries = storeSlugs.map(
    (slug) =>
      `<sitemap><loc>${xml(`${baseUrl}/sitemaps/${encodeURIComponent(slug)}.xml`)}</loc></sitemap>`,
  );
  return `${HEADER}\n<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A store's public pages: its home, categories, collections and products. */
export function storeSitemap(
  baseUrl: string,
  store: { slug: string; categoryIds: number[]; collectionIds: number[]; productSlugs: string[] },
): string {
  const slugName = store.slug;
  const paths = [
    shopPagePath(shopPagePatterns.storeHome, { slugName }),
    shopPagePath(shopPagePatterns.categories, { slugName }),
    ...store.categoryIds.map((id) => shopPagePath(shopPagePatterns.category, { slugName, id })),
    ...store.collectionIds.map((id) => shopPagePath(shopPagePatterns.collection, { slugName, id })),
    ...store.productSlugs.map((slugProduct) =>
      shopPagePath(shopPagePatterns.product, { slugName, slugProduct }),
    ),
  ];
  const entries = paths.map((path) => `<url><loc>${xml(`${baseUrl}${path}`)}</loc></url>`);
  return `${HEADER}\n<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}
