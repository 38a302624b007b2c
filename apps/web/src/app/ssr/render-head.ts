import type { PageHead, PreloadImage } from './page-head';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value, safe inside HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * JSON inside a `<script>` element: `<`, `>` and `&` escaped so no value (a product called
 * `</script>`) can end the element, and U+2028/U+2029 so it stays valid JavaScript too.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * Preloads what the `<picture>` will pick: the AVIF source at the same sizes (browsers without
 * AVIF skip the hint and find the WebP in the markup), or the one file of a single-size one.
 */
function preloadTag({ href, sources, sizes }: PreloadImage): string {
  const hint = sources
    ? `type="image/avif" imagesrcset="${escapeHtml(sources.avif)}" imagesizes="${escapeHtml(sizes)}"`
    : `href="${escapeHtml(href)}"`;
  return `<link rel="preload" as="image" ${hint} fetchpriority="high" />`;
}

/** The tags of a page's head: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex, follow'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  if (head.preloadImage) tags.push(preloadTag(head.preloadImage));
  tags.push(
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', 'es_MX'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
    );
  }
  if (head.price) {
    tags.push(
      meta('property', 'product:price:amount', head.price.amount),
      meta('property', 'product:price:currency', head.price.currency),
    );
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image.url));
  for (const data of head.structuredData) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
