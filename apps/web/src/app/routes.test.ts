import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

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
