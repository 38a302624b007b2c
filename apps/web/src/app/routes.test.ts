import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, generatePath, matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from './app-routes';
import { browserRoutes } from './router';
import { catalogueRoutes } from './routes';
import { routesPastCatalogue } from './routes-past-catalogue';

describe('the rendered pages name their screen module', () => {
  const rendered = appRoutes.filter((route) => route.kind === 'screen' && route.serverRendered);

  it.each(rendered.map((route) => [route.path, route] as const))(
    '%s: its module file is the module its lazy import loads',
    async (_path, route) => {
      if (route.kind !== 'screen' || !route.lazy) throw new Error('a rendered screen loads lazily');
      expect(route.moduleFile).toMatch(/^src\/app\/routes\/[a-z-]+\.tsx$/);
      // Root-relative: the manifest names files from the web app's root, as Vite resolves `/…`.
      const named: unknown = await import(/* @vite-ignore */ `/${route.moduleFile}`);
      expect(await route.lazy()).toBe(named);
    },
  );
});

/** An address of `path`'s route, its params filled in. */
const addressOf = (path: string) =>
  generatePath(path, { slugName: 'interna', id: '7', slugProduct: 'manzana', '*': 'x' });

describe('the browser starts with the catalogue routes and adds the rest', () => {
  it('names each route once: a rendered page’s router state is keyed by its path', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('starts with every page the server renders', () => {
    const rendered = appRoutes.filter((route) => route.kind === 'screen' && route.serverRendered);
    expect(catalogueRoutes).toEqual(expect.arrayContaining(rendered));
  });

  // React Router asks for more routes only when nothing matches, or a route with params does:
  // a route past the catalogue that a static catalogue path matched would never be reached.
  it.each(routesPastCatalogue.map((route) => [route.path] as const))(
    '%s: the catalogue routes alone leave its address open',
    (path) => {
      const { routes } = browserRoutes(new QueryClient());
      const matched = matchRoutes(routes, addressOf(path));
      expect(matched === null || Object.keys(matched[0]?.params ?? {}).length > 0).toBe(true);
    },
  );

  it('adds the routes past the catalogue on the first navigation to one, once', async () => {
    const { routes, patchRoutesOnNavigation } = browserRoutes(new QueryClient());
    const asked = vi.fn(patchRoutesOnNavigation);
    const router = createMemoryRouter(routes, {
      initialEntries: ['/offline'],
      patchRoutesOnNavigation: asked,
    });
    await router.navigate('/menu/interna/aviso-de-privacidad');
    expect(router.state.matches.at(-1)?.route.id).toBe('/menu/:slugName/aviso-de-privacidad');
    await router.navigate('/menu/interna/Profile');
    expect(router.state.matches.at(-1)?.route.id).toBe('/menu/:slugName/Profile');
    expect(asked).toHaveBeenCalled();
    const rootChildren = router.routes[0]?.children ?? [];
    expect(rootChildren).toHaveLength(appRoutes.length);
    router.dispose();
  });
});
