/**
 * The server's render of the public catalogue pages (decision 036): the same routes, screens
 * and queries as the browser, answered by the server's own API, written to HTML with the data
 * the browser hydrates from. Built by `vite build --ssr` into dist-server/, imported by the
 * shop server; never part of the browser's bundle.
 */
import type { PageRoute, RenderResult, Store } from '@canasta/contract';
import { dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
// The browser build of the string renderer: the Node one keeps its state in an
// AsyncLocalStorage, which on Node 20 slows every promise of the whole server once used.
import { renderToString } from 'react-dom/server.browser';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router';
import { getStoreQueryOptions } from './features/catalogue/api/get-store';
import { catalogueKeys } from './features/catalogue/api/query-keys';
import { getSettingsQueryOptions, loadSettings } from './features/settings/api/get-settings';
import { isApiError, setApiTransport, type ApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { AppProvider } from './app/provider';
import { createServerRouteObjects, type ServerRenderContext } from './app/router';
import { appRoutes } from './app/app-routes';
import { redirectTarget, type AppRoute } from './app/routes';
import { pageHead } from './app/ssr/page-head';
import { renderHead, scriptJson } from './app/ssr/render-head';
import { recordRenderedQueries, slimListings } from './app/ssr/rendered-queries';
import { SERVER_STATE_ID, toPlainErrors, type ServerState } from './app/ssr/server-state';
import { NotFoundRecorder } from './lib/page-status';

export { setApiTransport, type ApiTransport };

/** The web's route table, as the server reads it: one source for what exists (decision 045). */
const routeTable = appRoutes.map((route) => ({ path: route.path, route }));

/** Paths whose match is remembered; past it the oldest is forgotten first. */
const MATCHES_KEPT = 2000;
const matches = new Map<string, ReturnType<typeof matchRoutes<(typeof routeTable)[number]>>>();

/**
 * The deepest route `pathname` matches. `matchRoutes` flattens and ranks the whole table on
 * every call (about 0.25 ms here), which every page request pays before its cached answer, so
 * each path's match is kept: a match depends on the path alone.
 */
function matchPathname(pathname: string) {
  let matched = matches.get(pathname);
  if (matched === undefined) {
    matched = matchRoutes(routeTable, pathname);
    if (matches.size >= MATCHES_KEPT) matches.delete(matches.keys().next().value ?? '');
    matches.set(pathname, matched);
  }
  return matched?.at(-1);
}

/**
 * What the server does with a page's address (`url`: the request's path and query), decided by
 * the same table and matching as the browser's router. Every address matches something: the
 * table ends with the "not found" screens.
 */
export function routePage(url: string): PageRoute {
  const location = new URL(url, 'http://page');
  const matched = matchPathname(location.pathname);
  const route: AppRoute | undefined = matched?.route.route;
  if (!matched || !route) return { kind: 'shell' };
  if (route.kind === 'redirect') {
    return { kind: 'redirect', location: redirectTarget(route, matched.params, location) };
  }
  return route.serverRendered ? { kind: 'render' } : { kind: 'shell' };
}

export interface RenderOptions {
  /** Path and query of the page, e.g. `/tienda/interna/product/aguacate`. */
  url: string;
  /** Where the shop is published, for canonical and preview URLs. */
  origin: string;
}

/** The routes' handler, one for every render (see `createServerRouteObjects`). */
let staticHandler: StaticHandler | null = null;

/** Renders one public page for every visitor alike: nothing personal is fetched or shown. */
export async function renderPage({ url, origin }: RenderOptions): Promise<RenderResult> {
  const location = new URL(url, origin);
  const matched = matchPathname(location.pathname);
  const route = matched?.route.route;
  if (!matched || route?.kind !== 'screen' || !route.serverRendered) {
    return { kind: 'not-rendered', reason: 'not-public' };
  }

  // Kept only while this render runs. Infinity is TanStack Query's own default on a server: the
  // browser's ten minutes here would hold every render's cache, the page's data with it, behind
  // a timer for that long (at a few hundred cache misses a second, gigabytes of heap, and the
  // slower every full garbage collection).
  const queryClient = createQueryClient({ queries: { retry: false, gcTime: Infinity } });
  let settings;
  try {
    settings = await loadSettings(queryClient);
  } catch {
    return { kind: 'not-rendered', reason: 'unavailable' };
  }
  // In maintenance every page is the maintenance screen (decision 038): the app shell answers,
  // and the app shows the screen as soon as it starts, with the shopper's address kept to
  // return to. A catalogue page rendered now would show what the shop has closed.
  if (settings.maintenance) return { kind: 'not-rendered', reason: 'maintenance' };
  // So is every page of a store its owner closed (decision 043); the other stores render.
  const slug = matched.params.slugName?.toLowerCase();
  if (slug !== undefined && settings.maintenance_stores.includes(slug)) {
    return { kind: 'not-rendered', reason: 'maintenance' };
  }
  const handler = (staticHandler ??= createStaticHandler(createServerRouteObjects(appRoutes)));
  const requestContext: ServerRenderContext = { queryClient };
  const context = await handler.query(new Request(location), { requestContext });
  // Only the redirect routes answer with a Response, and none of them is public.
  if (context instanceof Response) return { kind: 'not-rendered', reason: 'not-public' };
  const queryStatus = pageStatus(queryClient);
  if (queryStatus === null) return { kind: 'not-rendered', reason: 'unavailable' };

  const router = createStaticRouter(handler.dataRoutes, context);
  // Everything is in by now (data fetched, lazy parts preloaded), so the string render is
  // complete. A streaming render would outline large Suspense boundaries behind inline
  // scripts, which the Content-Security-Policy refuses.
  let notFound = false;
  const rendered = recordRenderedQueries(queryClient);
  const html = renderToString(
    <StrictMode>
      <NotFoundRecorder value={() => (notFound = true)}>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </NotFoundRecorder>
    </StrictMode>,
  );
  rendered.stop();
  // A screen may say "not found" with every query answered (an unknown category id, an
  // address the shop doesn't have): that page is a 404 too, not one to index.
  const status = notFound ? 404 : queryStatus;
  const state: ServerState = {
    // Only what the page rendered, and of that only what it shows: the browser parses all of
    // it before hydrating, and a query it needs later it fetches then.
    queries: slimListings(
      toPlainErrors(
        dehydrate(queryClient, {
          shouldDehydrateQuery: (query) =>
            query.state.status !== 'pending' &&
            isPublicQuery(query.queryKey) &&
            rendered.hashes.has(query.queryHash),
        }),
      ),
    ),
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
  };
  const head = pageHead({
    pattern: route.path,
    params: matched.params,
    url: location,
    origin,
    queryClient,
  });
  return {
    kind: 'page',
    status,
    storeId: storeIdOf(queryClient, matched.params.slugName),
    head: renderHead(head),
    body: `${html}<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state)}</script>`,
    moduleFile: route.moduleFile ?? null,
  };
}

/**
 * What every visitor is shown alike. Screens also read personal queries while rendering (the
 * cart's saved copy, empty on the server): handing those over would hide the browser's own.
 */
function isPublicQuery(queryKey: QueryKey): boolean {
  return (
    queryKey[0] === catalogueKeys.all[0] || queryKey[0] === getSettingsQueryOptions().queryKey[0]
  );
}

/**
 * 404 when what the page is about doesn't exist (its screen says so); null when a query
 * failed otherwise (a database hiccup): the browser then renders the page and retries itself.
 */
function pageStatus(queryClient: QueryClient): 200 | 404 | null {
  let status: 200 | 404 = 200;
  for (const query of queryClient.getQueryCache().getAll()) {
    const { error } = query.state;
    if (error == null) continue;
    if (isApiError(error) && error.status === 404) status = 404;
    else return null;
  }
  return status;
}

/** The store the page shows, so a change to its stock forgets the cached page. */
function storeIdOf(queryClient: QueryClient, slug: string | undefined): number | null {
  if (!slug) return null;
  return queryClient.getQueryData<Store>(getStoreQueryOptions(slug).queryKey)?.id ?? null;
}
