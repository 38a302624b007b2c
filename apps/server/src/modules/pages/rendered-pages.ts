import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageCache } from './page-cache';
import type { PageRenderer } from './page-renderer';

/**
 * Pages are the same for every visitor (nothing personal is rendered), so browsers and shared
 * caches may keep them briefly and revalidate with the ETag; the stock a page shows is only
 * a few seconds old at worst, and the cart checks it again anyway (decision 036).
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=60';

/** Answers a page request with its rendered HTML; false when the app shell should answer. */
export type PageAnswer = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export function createPageAnswer({
  renderer,
  cache,
  publicUrl,
}: {
  renderer: PageRenderer;
  cache: PageCache;
  publicUrl: string | undefined;
}): PageAnswer {
  return async (request, reply) => {
    const origin = (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
    const url = pageUrl(request.url);
    let page;
    try {
      // The origin is part of the key: a request with a made-up Host must not decide the
      // canonical URL of the page everyone else is sent.
      page = await cache.get(`${origin}${url}`, () => renderer.render(url, origin));
    } catch (error) {
      request.log.error({ err: error, url }, 'page render failed; sending the app shell');
      return false;
    }
    if (!page) return false;
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('etag', page.etag)
      .header('cache-control', page.status === 200 ? PAGE_CACHE_CONTROL : 'no-cache');
    if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag)) {
      await reply.code(304).send();
      return true;
    }
    await reply.send(page.html);
    return true;
  };
}

/**
 * What a page's HTML depends on: its path, and the store search (`q`). Other parameters (ad
 * campaigns' `utm_*`, `fbclid`) would only multiply the cached copies of the same page.
 */
function pageUrl(requestUrl: string): string {
  const url = new URL(requestUrl, 'http://page');
  const q = url.searchParams.get('q');
  return q ? `${url.pathname}?${new URLSearchParams({ q }).toString()}` : url.pathname;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === etag || candidate === '*');
}
