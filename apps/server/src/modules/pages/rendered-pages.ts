import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_READ_CACHE_CONTROL, sendWithValidators } from '../../plugins/http-caching';
import type { PageCache } from './page-cache';
import type { PageRenderer } from './page-renderer';

/**
 * Answers a page request as the web's route table says (decision 045): a redirect, or its
 * rendered HTML (a 404 page for an address the shop doesn't have); false when the app shell
 * should answer.
 */
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
    const route = renderer.route(request.url);
    if (route.kind === 'shell') return false;
    if (route.kind === 'redirect') {
      // Where `/` leads is the shop's choice of the day, not a permanent move: 302, and each
      // visit asks again.
      reply.header('Cache-Control', 'no-cache').redirect(route.location, 302);
      return true;
    }
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
    // Pages are the same for every visitor (nothing personal is rendered): cacheable like the
    // catalogue's reads. A "not found" is looked at again each time.
    reply.code(page.status);
    await sendWithValidators(request, reply, {
      body: page.html,
      contentType: 'text/html; charset=utf-8',
      cacheControl: page.status === 200 ? PUBLIC_READ_CACHE_CONTROL : 'no-cache',
    });
    return true;
  };
}

/** Slugs between slashes: no query, no escapes, no dot segments. */
const PLAIN_PATH = /^(?:\/[\w-]+)+\/?$/;

/**
 * What a page's HTML depends on: its path, and the store search (`q`). Other parameters (ad
 * campaigns' `utm_*`, `fbclid`) would only multiply the cached copies of the same page.
 */
function pageUrl(requestUrl: string): string {
  // Most requests are a plain path, which parsing would leave as it is: this runs on every hit.
  if (PLAIN_PATH.test(requestUrl)) return requestUrl;
  const url = new URL(requestUrl, 'http://page');
  const q = url.searchParams.get('q');
  return q ? `${url.pathname}?${new URLSearchParams({ q }).toString()}` : url.pathname;
}
