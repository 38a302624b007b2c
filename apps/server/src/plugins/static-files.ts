import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PageAnswer } from '../modules/pages/rendered-pages';
import { sendRouteNotFound } from './error-handler';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** Where `npm run build` leaves the web app, from both src/ (dev, tests) and dist/ (production). */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function registerUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Upload and demo image names never change content, so they can be cached for good.
    cacheControl: false,
    setHeaders: (res) => {
      res.header('Cache-Control', ONE_YEAR);
    },
  });
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * every other GET that is not an API call or a file answered by `answerPage` (a redirect, a
 * rendered page or a 404 page, decision 045) or else with index.html (the app shell: client
 * routes; the public catalogue pages have routes of their own, decision 036). Without the
 * server render (`answerPage` null) every such address gets the shell, as before.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  answerPage: PageAnswer | null,
): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.setNotFoundHandler(sendRouteNotFound);
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? ONE_YEAR : NO_CACHE);
    },
  });
  // The operator console (decision 041) is a page of its own: every /admin path gets its shell,
  // never the shop's (nor a rendered shop page), and it is revalidated like index.html.
  if (fs.existsSync(path.join(distDir, CONSOLE_PAGE))) {
    for (const url of ['/admin', '/admin/*']) {
      app.get(url, { schema: { hide: true } }, (_request, reply) => sendConsoleShell(reply));
    }
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage || path.extname(url.split('?')[0] ?? '') !== '') {
      return sendRouteNotFound(request, reply);
    }
    if (answerPage && (await answerPage(request, reply))) return reply;
    return sendAppShell(reply);
  });
  return true;
}

/** The operator console's page (apps/web/admin.html). */
export const CONSOLE_PAGE = 'admin.html';

function sendConsoleShell(reply: FastifyReply) {
  return reply.code(200).header('Cache-Control', NO_CACHE).sendFile(CONSOLE_PAGE);
}

/** The app shell: the browser renders the page itself. */
export function sendAppShell(reply: FastifyReply) {
  return reply.code(200).header('Cache-Control', NO_CACHE).sendFile('index.html');
}
