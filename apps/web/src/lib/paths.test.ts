import { describe, expect, it } from 'vitest';
import { paths, readAddressIntent, safeReturnPath } from './paths';

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

it('builds the address screens with their intent in the query, and reads it back safely', () => {
  expect(paths.setAddress('interna')).toBe('/tienda/interna/set_adress');
  expect(paths.setAddressDetail('interna', { edit: 7, checkout: true })).toBe(
    '/tienda/interna/set_address_detail?edit=7&checkout=1',
  );
  const withNext = paths.setAddress('interna', { next: '/menu/interna/Profile' });
  expect(withNext).toBe('/tienda/interna/set_adress?next=%2Fmenu%2Finterna%2FProfile');
  expect(paths.coverage('interna')).toBe('/menu/interna/Cobertura');

  expect(
    readAddressIntent(new URLSearchParams('edit=7&checkout=1&next=%2Fmenu%2Finterna%2FProfile')),
  ).toEqual({ edit: 7, checkout: true, next: '/menu/interna/Profile' });
  expect(
    readAddressIntent(new URLSearchParams('edit=-1&checkout=yes&next=https://evil.example')),
  ).toEqual({ edit: null, checkout: false, next: null });
});
