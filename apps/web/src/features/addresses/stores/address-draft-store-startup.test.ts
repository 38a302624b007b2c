import { expect, it, vi } from 'vitest';

it('reads the saved draft while the store is created, as on a page load', async () => {
  sessionStorage.setItem(
    'address_draft',
    JSON.stringify({
      state: { draft: { target: 'new', pin: { lat: 19.418071, lng: -99.163713 }, values: null } },
      version: 0,
    }),
  );
  vi.resetModules();

  const { useAddressDraftStore } = await import('./address-draft-store');

  expect(useAddressDraftStore.getState().draft).toEqual({
    target: 'new',
    pin: { lat: 19.418071, lng: -99.163713 },
    place: null,
    values: null,
  });
});
