import { expect, it } from 'vitest';
import { FALLBACK_STORE_SLUG, paths } from '../lib/paths';
import { MAIN_STORE_HOME, pwaOptions, THEME_COLOR } from './pwa-options';

it('opens the installed app on the main store home, in Spanish, in the theme colour', () => {
  expect(MAIN_STORE_HOME).toBe(paths.storeHome(FALLBACK_STORE_SLUG));
  const { manifest } = pwaOptions();
  expect(manifest).toMatchObject({
    name: 'Canasta: el súper a domicilio',
    short_name: 'Canasta',
    lang: 'es-MX',
    start_url: '/tienda/interna',
    scope: '/',
    display: 'standalone',
    theme_color: '#74dab7',
  });
  expect(THEME_COLOR).toBe('#74dab7');
});

it('precaches neither the map chunk, source maps nor compressed copies', () => {
  const { workbox } = pwaOptions();
  expect(workbox?.globIgnores).toEqual(
    expect.arrayContaining(['**/leaflet-*', '**/*.map', '**/*.br', '**/*.gz']),
  );
  // Pages go to the network first, with the offline page when nothing was kept.
  expect(workbox?.navigateFallback).toBeNull();
  const pages = workbox?.runtimeCaching?.[0];
  expect(pages).toMatchObject({
    handler: 'NetworkFirst',
    options: { precacheFallback: { fallbackURL: '/offline.html' } },
  });
  // Every runtime cache is bounded.
  for (const route of workbox?.runtimeCaching ?? []) {
    expect(route.options?.expiration?.maxEntries).toBeGreaterThan(0);
    expect(route.options?.expiration?.maxAgeSeconds).toBeGreaterThan(0);
  }
});
