import { shopPagePatterns } from '@canasta/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sendAppShell } from '../../plugins/static-files';
import type { PageAnswer } from './rendered-pages';

/**
 * The public catalogue pages (decision 036), as routes of their own so they go through the
 * same compression and caching hooks as every other answer. A page that can't be rendered is
 * the app shell, as every other page of the shop.
 */
export const pageRoutes: FastifyPluginAsync<{ answerPage: PageAnswer }> = async (
  app,
  { answerPage },
) => {
  for (const pattern of Object.values(shopPagePatterns)) {
    app.get(pattern, { schema: { hide: true } }, async (request, reply) => {
      if (await answerPage(request, reply)) return reply;
      return sendAppShell(reply);
    });
  }
};
