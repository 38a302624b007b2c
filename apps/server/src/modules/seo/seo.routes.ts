import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import { listStoreSlugs, storePages } from '../catalogue/catalogue.service';
import { robotsTxt, sitemapIndex, storeSitemap } from './sitemap';

/** Search engines read these once a day or so; an hour keeps the load negligible. */
const CACHE_CONTROL = 'public, max-age=3600';

const StoreSitemapParamsSchema = z.object({ slug: z.string().max(100) });

/**
 * `robots.txt` and the sitemaps (an index, and one per store) at the site's root. URLs are
 * absolute: from `PUBLIC_URL` when set, else from the request (behind a proxy, `TRUST_PROXY`
 * makes its forwarded host and protocol believed).
 */
export const seoRoutes: FastifyPluginAsync<{
  db: Kysely<DB>;
  publicUrl: string | undefined;
}> = async (app, { db, publicUrl }) => {
  const baseUrl = (request: FastifyRequest) =>
    (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  const hide = { hide: true };

  app.get('/robots.txt', { schema: hide }, async (request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(baseUrl(request))),
  );

  app.get('/sitemap.xml', { schema: hide }, async (request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(sitemapIndex(baseUrl(request), await listStoreSlugs(db))),
  );

  app.get('/sitemaps/:slug.xml', { schema: hide }, async (request, reply) => {
    const { slug } = StoreSitemapParamsSchema.parse(request.params);
    return reply
      .header('cache-control', CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(storeSitemap(baseUrl(request), await storePages(db, slug)));
  });
};
