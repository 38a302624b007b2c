import { expect, test } from '@playwright/test';

/**
 * `npm test` builds the app with NODE_ENV=development on purpose (scripts/test.mjs): the build
 * must ship React's production code whatever the server's setting, so this spec reads the
 * JavaScript the app shell loads first (`/` is now a redirect to the rendered store page).
 */
test('the built app serves React production code even when built under NODE_ENV=development', async ({
  request,
}) => {
  const html = await (await request.get('/tienda/interna/cartlist')).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const code = await (await request.get(script)).text();
    // Markers of React's development builds: the dev JSX runtime and its DOM nesting checks.
    expect(code, script).not.toContain('jsxDEV');
    expect(code, script).not.toContain('validateDOMNesting');
  }
});
