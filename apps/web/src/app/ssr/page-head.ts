import {
  formatMoney,
  type ImageSources,
  type Banner,
  type Category,
  type CollectionPage,
  type InventoryItem,
  type InventoryPage,
  type ProductImage,
  type Settings,
  type Store,
} from '@canasta/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { getBannersQueryOptions } from '../../features/catalogue/api/get-banners';
import { getCategoriesQueryOptions } from '../../features/catalogue/api/get-categories';
import { getCollectionInfiniteQueryOptions } from '../../features/catalogue/api/get-collection';
import { getStoreInventoriesInfiniteQueryOptions } from '../../features/catalogue/api/get-store-inventories';
import { getStoreQueryOptions } from '../../features/catalogue/api/get-store';
import { getStoreProductQueryOptions } from '../../features/catalogue/api/get-store-product';
import { getSettingsQueryOptions } from '../../features/settings/api/get-settings';
import { IMAGE_SIZES } from '../../features/catalogue/image-sizes';
import { es } from '../../i18n/es';
import { esSeo } from '../../i18n/es-seo';
import { parseId, paths, routePatterns } from '../../lib/paths';
import { searchToRun } from '../../features/catalogue/hooks/use-search-query';

/** An image as link previews want it: absolute, with its size. */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The LCP picture as its `<picture>` will choose it: the same sources, the same sizes. */
export interface PreloadImage {
  href: string;
  sources: ImageSources | null;
  sizes: string;
}

/** The `<head>` of a server-rendered page (decision 036); `renderHead` writes it. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page without its query, or null for a page not to be indexed. */
  canonical: string | null;
  /** `noindex` for pages that must not show in search results (not found, a search). */
  noindex: boolean;
  ogType: 'website' | 'product';
  siteName: string;
  image: PreviewImage | null;
  /** A product's price for `product:price:*` (pesos with two decimals, and the currency). */
  price: { amount: string; currency: string } | null;
  /** The image the first view is measured by (LCP), fetched before the scripts run. */
  preloadImage: PreloadImage | null;
  /** schema.org objects, one `<script type="application/ld+json">` each. */
  structuredData: object[];
}

interface HeadInput {
  /** The deepest matched route's pattern (one of `routePatterns`). */
  pattern: string;
  params: Params;
  url: URL;
  /** Where the shop is published, e.g. `https://canasta.mx` (no trailing slash). */
  origin: string;
  queryClient: QueryClient;
}

/** What a store page's head says, from the data its render already loaded. */
export function pageHead({ pattern, params, url, origin, queryClient }: HeadInput): PageHead {
  const settings = queryClient.getQueryData<Settings>(getSettingsQueryOptions().queryKey);
  const currency = settings?.currency ?? 'MXN';
  const locale = settings?.locale ?? 'es-MX';
  const store = params.slugName
    ? queryClient.getQueryData<Store>(getStoreQueryOptions(params.slugName).queryKey)
    : undefined;
  const siteName = store?.name ?? settings?.site_name ?? es.app.name;
  const absolute = (path: string) => new URL(path, origin).href;
  const base: PageHead = {
    title: siteName,
    description: store ? esSeo.storeDescription(store.name) : esSeo.storeDescription(siteName),
    canonical: absolute(url.pathname),
    noindex: false,
    ogType: 'website',
    siteName,
    image: null,
    price: null,
    preloadImage: null,
    structuredData: [],
  };
  const titled = (title: string) => `${title} · ${siteName}`;
  if (!store) {
    const title = pattern === routePatterns.pageNotFound ? titled(es.routes.notFound) : siteName;
    return { ...base, title, canonical: null, noindex: true };
  }
  const logo = store.logo_url ? previewImage(absolute(store.logo_url), 256, 256, store.name) : null;
  const storeCrumb = { name: store.name, url: absolute(paths.storeHome(store.slug)) };

  switch (pattern) {
    case routePatterns.storeHome: {
      const banners = queryClient.getQueryData<Banner[]>(getBannersQueryOptions(store.id).queryKey);
      const first = banners?.[0];
      const search = searchToRun(url.searchParams);
      return {
        ...base,
        title: search ? titled(esSeo.searchTitle(search)) : titled(es.routes.storeHome),
        // A search's results are the store's own pages reshuffled: not a page of their own.
        noindex: search !== '',
        canonical: absolute(paths.storeHome(store.slug)),
        image: first ? previewImage(absolute(first.image_url), 1200, 500, first.alt) : logo,
        preloadImage:
          first && !search
            ? { href: first.image_url, sources: first.image_sources, sizes: IMAGE_SIZES.banner }
            : null,
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'GroceryStore',
            name: store.name,
            url: storeCrumb.url,
            address: store.address,
            ...(store.phone ? { telephone: store.phone } : {}),
            ...(logo ? { image: logo.url } : {}),
            geo: { '@type': 'GeoCoordinates', latitude: store.lat, longitude: store.lng },
          },
        ],
      };
    }
    case routePatterns.categories:
      return {
        ...base,
        title: titled(es.routes.categories),
        description: esSeo.categoriesDescription(store.name),
        image: logo,
        structuredData: [
          breadcrumbs([
            storeCrumb,
            { name: es.routes.categories, url: absolute(paths.categories(store.slug)) },
          ]),
        ],
      };
    case routePatterns.category: {
      const categoryId = parseId(params.id);
      const categories = queryClient.getQueryData<Category[]>(
        getCategoriesQueryOptions(store.id).queryKey,
      );
      const category = categories?.find((candidate) => candidate.id === categoryId);
      if (!category || categoryId === null) return notFound(base, siteName);
      const items = queryClient.getQueryData<InfiniteData<InventoryPage>>(
        getStoreInventoriesInfiniteQueryOptions(store.id, { categoryId }).queryKey,
      );
      const firstImage = items?.pages[0]?.data[0]?.product.images[0];
      return {
        ...base,
        title: titled(category.name),
        description: esSeo.listDescription(category.name, store.name),
        preloadImage: firstImage ? leadTile(firstImage) : null,
        image: firstImage
          ? previewImage(
              absolute(firstImage.url),
              firstImage.width,
              firstImage.height,
              firstImage.alt,
            )
          : logo,
        structuredData: [
          breadcrumbs([
            storeCrumb,
            { name: es.routes.categories, url: absolute(paths.categories(store.slug)) },
            { name: category.name, url: absolute(paths.category(store.slug, category.id)) },
          ]),
        ],
      };
    }
    case routePatterns.collection: {
      const collectionId = parseId(params.id);
      const collection =
        collectionId === null
          ? undefined
          : queryClient.getQueryData<InfiniteData<CollectionPage>>(
              getCollectionInfiniteQueryOptions(store.id, collectionId).queryKey,
            )?.pages[0];
      if (!collection || collectionId === null) return notFound(base, siteName);
      const firstImage = collection.data[0]?.product.images[0];
      return {
        ...base,
        title: titled(collection.collection.name),
        description: esSeo.listDescription(collection.collection.name, store.name),
        preloadImage: firstImage ? leadTile(firstImage) : null,
        image: firstImage
          ? previewImage(
              absolute(firstImage.url),
              firstImage.width,
              firstImage.height,
              firstImage.alt,
            )
          : logo,
        structuredData: [
          breadcrumbs([
            storeCrumb,
            {
              name: collection.collection.name,
              url: absolute(paths.collection(store.slug, collectionId)),
            },
          ]),
        ],
      };
    }
    case routePatterns.product: {
      const slug = params.slugProduct ?? '';
      const item = queryClient.getQueryData<InventoryItem>(
        getStoreProductQueryOptions(store.id, slug).queryKey,
      );
      if (!item) return notFound(base, siteName);
      const { product } = item;
      const price = formatMoney(item.price_cents, currency, locale);
      const image = product.images[0];
      const pageUrl = absolute(paths.product(store.slug, product.slug));
      const amount = (item.price_cents / 100).toFixed(2);
      const compareAt = item.compare_at_price_cents;
      const before =
        compareAt !== null && compareAt > item.price_cents
          ? formatMoney(compareAt, currency, locale)
          : null;
      return {
        ...base,
        title: titled(product.name),
        description: esSeo.productDescription({
          price,
          unit: product.unit,
          before,
          // Loaded with the page on the server only (routes.ts): the browser needs no description.
          category:
            queryClient
              .getQueryData<Category[]>(getCategoriesQueryOptions(store.id).queryKey)
              ?.find((candidate) => candidate.id === product.category_id)?.name ?? null,
          store: store.name,
        }),
        canonical: pageUrl,
        ogType: 'product',
        image: image
          ? image.share_url
            ? previewImage(absolute(image.share_url), 1200, 630, image.alt)
            : previewImage(absolute(image.url), image.width, image.height, image.alt)
          : logo,
        price: { amount, currency },
        preloadImage: image
          ? { href: image.url, sources: image.sources, sizes: IMAGE_SIZES.productDetail }
          : null,
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: product.name,
            ...(product.description ? { description: product.description } : {}),
            image: product.images.map((picture) => absolute(picture.url)),
            sku: String(item.id),
            url: pageUrl,
            offers: {
              '@type': 'Offer',
              url: pageUrl,
              price: amount,
              priceCurrency: currency,
              availability: item.available
                ? 'https://schema.org/InStock'
                : 'https://schema.org/OutOfStock',
              itemCondition: 'https://schema.org/NewCondition',
              seller: { '@type': 'Organization', name: store.name },
            },
          },
          breadcrumbs([storeCrumb, { name: product.name, url: pageUrl }]),
        ],
      };
    }
    case routePatterns.storePageNotFound:
    case routePatterns.menuPageNotFound:
      return { ...notFound(base, siteName), title: titled(es.routes.notFound) };
    default:
      return base;
  }
}

function notFound(base: PageHead, siteName: string): PageHead {
  return { ...base, title: siteName, canonical: null, noindex: true, structuredData: [] };
}

/**
 * A listing's first tile, the picture its first view is measured by (LCP) on a phone: the
 * thumbnail its card shows (`ProductCard`'s `lead`), at the tile's sizes.
 */
function leadTile(image: ProductImage): PreloadImage {
  return { href: image.thumb_url, sources: image.sources, sizes: IMAGE_SIZES.productTile };
}

function previewImage(url: string, width: number, height: number, alt: string): PreviewImage {
  return { url, width, height, alt };
}

function breadcrumbs(items: { name: string; url: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
