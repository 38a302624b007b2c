import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRoute, RenderResult } from '@canasta/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { PreparedBody } from '../../plugins/prepared-body';
import { screenPreloads } from './screen-preloads';

/** The web build's server entry (apps/web/src/entry-server.tsx). */
interface ServerEntry {
  routePage(url: string): PageRoute;
  renderPage(options: { url: string; origin: string }): Promise<RenderResult>;
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<ApiAnswer>): void;
}

/** An answer as the web's API client reads it (its `ApiAnswer`): the status and the body. */
interface ApiAnswer {
  status: number;
  text: () => Promise<string>;
}

/** A whole HTML document, ready to send. */
export interface RenderedPage {
  status: 200 | 404;
  /** The store whose stock the page shows (its cached copy is forgotten when that changes). */
  storeId: number | null;
  /** The whole document, with its ETag and compressed copies. */
  html: PreparedBody;
}

export interface PageRenderer {
  /** Whether `url` (path and query) is redirected, rendered here or left to the browser. */
  route(url: string): PageRoute;
  /** The page at `url` as HTML, or null when the browser should render it (the app shell). */
  render(url: string, origin: string): Promise<RenderedPage | null>;
}

/** The server entry's build sits beside the browser build: apps/web/dist-server/. */
export function serverEntryFile(webDistDir: string): string {
  return path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
}

/**
 * Loads the web build's server render and the browser build's index.html it fills in. Returns
 * null (every page is then the app shell, as before decision 036) when either is missing or
 * the template lacks the places the render goes, which is logged.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  const indexFile = path.join(webDistDir, 'index.html');
  // No web build at all (API tests, `npm run dev`): there are no pages to send.
  if (!fs.existsSync(indexFile)) return null;
  const entryFile = serverEntryFile(webDistDir);
  if (!fs.existsSync(entryFile)) {
    log.warn({ entryFile }, 'no server render in the web build: pages are sent as the app shell');
    return null;
  }
  const template = pageTemplate(fs.readFileSync(indexFile, 'utf8'));
  if (!template) {
    log.error('index.html lacks </head> or <div id="root"></div>: pages are sent as the app shell');
    return null;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const transport = answeredBy(app);
  const preloadsOf = screenPreloads(webDistDir, template.appModules);
  return {
    // Only matching: no data, so it needn't wait for the render in progress.
    route: (url) => entry.routePage(url),
    async render(url, origin) {
      const result = await oneAtATime(() => {
        entry.setApiTransport(transport);
        return entry.renderPage({ url, origin });
      });
      if (result.kind === 'not-rendered') return null;
      const html = new PreparedBody(
        template.fill(result.head, result.body, preloadsOf(result.moduleFile)),
      );
      return { status: result.status, storeId: result.storeId, html };
    },
  };
}

/**
 * The render's queries are answered by the app's own routes, in process: no network, no second
 * server, and the same caches and checks as the browser's calls.
 */
function answeredBy(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<ApiAnswer> => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...(init.headers as Record<string, string>) },
    });
    // The client reads only the status and the body, so it gets the text as it is: a fetch
    // Response would wrap it in a stream only to read the same text back out, on every API
    // call of every render (1,000 store homes: 4% fewer young-generation collections).
    const body = answer.body;
    return { status: answer.statusCode, text: () => Promise.resolve(body) };
  };
}

/**
 * The server entry is one module per process, with one transport; tests build several apps in
 * one process, so renders take turns, each with its own app's transport. (Not an
 * AsyncLocalStorage: on Node 20 one makes every promise of the process slower, which cost the
 * whole API three quarters of its throughput.) Renders are few: pages are cached.
 */
let renderQueue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const result = renderQueue.then(task, task);
  renderQueue = result.catch(() => undefined);
  return result;
}

interface PageTemplate {
  /** The app's entry and the modules it imports, which every page loads. */
  appModules: readonly string[];
  /** The document: the page's head and body, and the screen's own modules to preload. */
  fill: (head: string, body: string, screenModules: readonly string[]) => string;
}

/**
 * Splits index.html where a rendered page's head and body go. The build's own title and
 * description give way to the page's, and the "JavaScript needed" notice goes: a rendered page
 * can be read without it. The app's modules are started by /boot.js once the page has been
 * painted, instead of from the head (decision 036), with the screen's own (decision 072).
 */
function pageTemplate(indexHtml: string): PageTemplate | null {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(indexHtml);
  if (!entry?.[1]) return null;
  const preloads = [
    ...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
  ];
  let shell = indexHtml
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace(entry[0], '');
  for (const preload of preloads) shell = shell.replace(preload[0], '');
  const appEntry = entry[1];
  const appPreloads = preloads.flatMap((match) => (match[1] ? [match[1]] : []));
  const boot = (screenModules: readonly string[]) =>
    `<script src="/boot.js" data-entry="${appEntry}" data-preload="${[...appPreloads, ...screenModules].join(' ')}" defer></script>`;
  const bodyEnd = shell.lastIndexOf('</body>');
  const headEnd = shell.indexOf('</head>');
  const root = '<div id="root"></div>';
  const rootAt = shell.indexOf(root);
  if (headEnd < 0 || rootAt < headEnd || bodyEnd < rootAt) return null;
  const beforeHead = shell.slice(0, headEnd);
  const beforeRoot = shell.slice(headEnd, rootAt);
  const beforeBodyEnd = shell.slice(rootAt + root.length, bodyEnd);
  const afterBody = shell.slice(bodyEnd);
  return {
    appModules: [appEntry, ...appPreloads],
    fill: (head, body, screenModules) =>
      `${beforeHead}  ${head}\n  ${beforeRoot}<div id="root">${body}</div>${beforeBodyEnd}  ${boot(screenModules)}\n  ${afterBody}`,
  };
}
