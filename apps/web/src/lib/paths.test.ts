import { describe, expect, it } from 'vitest';
import { paths, safeReturnPath } from './paths';

describe('safeReturnPath', () => {
  it.each([
    ['/menu/interna/Profile', '/menu/interna/Profile'],
    ['/tienda/interna/cartlist?x=1#top', '/tienda/interna/cartlist?x=1#top'],
    ['/tienda/interna', '/tienda/interna'],
  ])('keeps the site path %j', (value, kept) => {
    expect(safeReturnPath(value)).toBe(kept);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\tevil.example'],
    ['javascript:alert(1)'],
    ['tienda/interna'],
    ['/menu/interna/auth/login'],
    ['/tienda/interna/phoneCheckCode?next=/x'],
  ])('refuses %j (another site, not a path, or sign-in itself)', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

it('builds sign-in paths with the return path in ?next=', () => {
  expect(paths.login('interna', '/menu/interna/Profile')).toBe(
    '/menu/interna/auth/login?next=%2Fmenu%2Finterna%2FProfile',
  );
  expect(paths.phoneCheck('interna')).toBe('/tienda/interna/phoneCheck');
  expect(paths.phoneCheckCode('interna', null)).toBe('/tienda/interna/phoneCheckCode');
});
