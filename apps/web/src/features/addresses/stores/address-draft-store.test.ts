import { expect, it } from 'vitest';
import { ADDRESS_DRAFT_KEY, useAddressDraftStore } from './address-draft-store';

const saved = () => JSON.parse(sessionStorage.getItem(ADDRESS_DRAFT_KEY) ?? 'null') as unknown;

it('keeps the pin and what was typed in sessionStorage, per address', () => {
  const { setPin, setValues } = useAddressDraftStore.getState();
  setPin('new', { lat: 19.41940001, lng: -99.1617 });
  setValues('new', { street: 'Medellín', postal_code: '06760' });

  expect(saved()).toMatchObject({
    state: {
      draft: {
        target: 'new',
        pin: { lat: 19.4194, lng: -99.1617 },
        values: { street: 'Medellín', postal_code: '06760' },
      },
    },
  });

  // Another address's pin starts another draft: nothing typed for the first one carries over.
  setPin(7, { lat: 20.6736, lng: -103.344 });
  expect(useAddressDraftStore.getState().draft).toEqual({
    target: 7,
    pin: { lat: 20.6736, lng: -103.344 },
    place: null,
    values: null,
  });

  useAddressDraftStore.getState().clear();
  expect(useAddressDraftStore.getState().draft).toBeNull();
});

it('reads a saved draft back on a reload, and ignores one it cannot read', async () => {
  sessionStorage.setItem(
    ADDRESS_DRAFT_KEY,
    JSON.stringify({
      state: {
        draft: { target: 3, pin: { lat: 19.4, lng: -99.1 }, values: { street: 'X', n: 4 } },
      },
      version: 0,
    }),
  );
  await useAddressDraftStore.persist.rehydrate();
  expect(useAddressDraftStore.getState().draft).toEqual({
    target: 3,
    pin: { lat: 19.4, lng: -99.1 },
    place: null,
    values: { street: 'X' },
  });

  for (const draft of [
    { target: 'otra', pin: null, values: null },
    { target: 'new', pin: { lat: 200, lng: 0 }, values: null },
  ]) {
    sessionStorage.setItem(ADDRESS_DRAFT_KEY, JSON.stringify({ state: { draft }, version: 0 }));
    await useAddressDraftStore.persist.rehydrate();
    const current = useAddressDraftStore.getState().draft;
    expect(current === null || current.pin === null).toBe(true);
  }

  // As on a page load: nothing readable, no draft.
  useAddressDraftStore.setState({ draft: null });
  sessionStorage.setItem(ADDRESS_DRAFT_KEY, '{not json');
  await useAddressDraftStore.persist.rehydrate();
  expect(useAddressDraftStore.getState().draft).toBeNull();
});

it("keeps a client's new address apart from the shopper's own, across a reload", async () => {
  const { setPin } = useAddressDraftStore.getState();
  setPin('new', { lat: 19.4194, lng: -99.1617 });
  setPin('client:4:new', { lat: 19.41, lng: -99.17 });
  expect(useAddressDraftStore.getState().draft?.target).toBe('client:4:new');

  await useAddressDraftStore.persist.rehydrate();
  expect(useAddressDraftStore.getState().draft).toEqual({
    target: 'client:4:new',
    pin: { lat: 19.41, lng: -99.17 },
    place: null,
    values: null,
  });

  sessionStorage.setItem(
    ADDRESS_DRAFT_KEY,
    JSON.stringify({ state: { draft: { target: 'client:x', pin: null, values: null } } }),
  );
  await useAddressDraftStore.persist.rehydrate();
  expect(useAddressDraftStore.getState().draft).toBeNull();
});

it('keeps what the geocoder said of the pin only while the pin stays there', async () => {
  const { setPin, setPlace } = useAddressDraftStore.getState();
  const place = {
    description: 'Calle Medellín 235, Roma Sur',
    fields: { street: 'Calle Medellín' },
  };
  setPin('new', { lat: 19.4075, lng: -99.1673 }, place);
  expect(useAddressDraftStore.getState().draft?.place).toEqual(place);

  // Confirming the same point keeps it; a moved pin forgets it.
  setPin('new', { lat: 19.4075, lng: -99.1673 });
  expect(useAddressDraftStore.getState().draft?.place).toEqual(place);
  setPin('new', { lat: 19.41, lng: -99.17 });
  expect(useAddressDraftStore.getState().draft?.place).toBeNull();

  // An answer for a point the pin has already left is dropped.
  setPlace('new', { lat: 19.4075, lng: -99.1673 }, place);
  expect(useAddressDraftStore.getState().draft?.place).toBeNull();
  setPlace('new', { lat: 19.41, lng: -99.17 }, place);
  expect(useAddressDraftStore.getState().draft?.place).toEqual(place);

  // A reload reads it back.
  await useAddressDraftStore.persist.rehydrate();
  expect(useAddressDraftStore.getState().draft?.place).toEqual(place);
});
