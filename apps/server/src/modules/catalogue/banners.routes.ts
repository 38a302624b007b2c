import { BannerListSchema, SliderParamsSchema, apiRoutes } from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CatalogueDeps, catalogueTags as tags, sendCached } from './cached-reply';
import * as catalogue from './catalogue.service';

/** A store's banners (the home slider). */
export const bannerRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (app, { db, cache }) => {
  app.get(
    apiRoutes.slider,
    {
      schema: {
        tags,
        summary: "A store's banners",
        params: SliderParamsSchema,
        response: { 200: BannerListSchema },
      },
    },
    (request, reply) =>
      sendCached(
        cache,
        request,
        reply,
        `banners:${request.params.id}`,
        BannerListSchema,
        async () => ({
          data: await catalogue.listBanners(db, request.params.id),
        }),
      ),
  );
};
