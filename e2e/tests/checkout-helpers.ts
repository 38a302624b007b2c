import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// Demo data: the store "interna" sits at 19.4194, -99.1617, inside its cheapest zone "Roma,
// Condesa y Narvarte" (envío $35, mínimo $150); it offers delivery and pickup.

export interface Offer {
  id: number;
  price_cents: number;
  stock: number;
  max_per_order: number;
  available: boolean;
  sold_by: 'unit' | 'weight';
  product: { slug: string; name: string };
}

export async function storeId(request: APIRequestContext): Promise<number> {
  const body = (await (await request.get('/api/shop/stores/interna')).json()) as {
    data: { id: number };
  };
  return body.data.id;
}

/**
 * An offer of the demo store sold by the piece, of which three units pass the zone's $150 minimum, distinct per
 * `index` so tests running side by side don't share one.
 */
export async function offerForMinimum(request: APIRequestContext, index = 0): Promise<Offer> {
  const id = await storeId(request);
  const response = await request.get(`/api/shop/stores/${id}/inventories?page=1&per_page=100`);
  const { data } = (await response.json()) as { data: Offer[] };
  const found = data.filter(
    (offer) =>
      offer.available &&
      // Pieces: a weight offer's price is per kilogram and its stock grams (decision 053).
      offer.sold_by === 'unit' &&
      offer.price_cents >= 5500 &&
      offer.price_cents <= 20000 &&
      offer.stock >= 20 &&
      offer.max_per_order >= 3,
  )[index];
  if (!found) throw new Error('no offer in the demo data reaches the minimum in three units');
  return found;
}

/** From the product's page: "Agregar al carrito", then up to three units. */
/** The server's answer to the next change of the page's cart (an add, a quantity, a removal). */
export function cartChangeSaved(page: Page) {
  return page.waitForResponse(
    (response) =>
      /\/checkout\/[^/]+\/items(\/bulk|\/\d+)?$/.test(new URL(response.url()).pathname) &&
      response.request().method() !== 'GET',
  );
}

export async function addThree(page: Page, offer: Offer): Promise<void> {
  const name = offer.product.name;
  await page.goto(`/tienda/interna/product/${offer.product.slug}`);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  const stepper = page.getByRole('group', { name: `Cantidad de ${name}` });
  for (const qty of ['2', '3']) {
    await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
    // The stepper shows the new quantity before the server has it, and is busy only once the
    // request has left: wait for the answer, or a navigation right after could cut it off.
    const saved = cartChangeSaved(page);
    await page.getByRole('button', { name: `Agregar uno de ${name}` }).click();
    await saved;
    await expect(stepper).toHaveText(qty);
  }
  await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
}

/** The saved token of the signed-in page (the app's `token` key). */
export function savedToken(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('token') ?? '');
}

/** Saves a covered address at the store for the signed-in page's user, through the API. */
export async function addAddressThroughApi(
  page: Page,
  request: APIRequestContext,
  receiver: { name: string; phone: string },
): Promise<void> {
  const response = await request.post('/api/shop/addresses', {
    headers: { Authorization: `Bearer ${await savedToken(page)}` },
    data: {
      label: 'Casa',
      street: 'Calle Medellín',
      exterior_number: '235',
      neighborhood: 'Roma Sur',
      postal_code: '06760',
      municipality: 'Cuauhtémoc',
      state: 'Ciudad de México',
      lat: 19.4194,
      lng: -99.1617,
      receiver_name: receiver.name,
      receiver_phone: `+52${receiver.phone}`,
    },
  });
  expect(response.status()).toBe(201);
}

/** Home delivery on the first step, then "Continuar" (the address step follows: decision 048). */
export async function chooseDelivery(page: Page): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: '¿Cómo quieres recibir tu pedido?' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: /^Entrega a domicilio/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** On the date step (after the address), the first slot still open, then "Continuar". */
export async function chooseFirstSlot(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/tienda\/interna\/envio_fecha$/);
  await expect(
    page.getByRole('heading', { level: 1, name: '¿Cuándo te lo llevamos?' }),
  ).toBeVisible();
  const slots = page.getByRole('group', { name: 'Horario' }).getByRole('radio');
  const open = slots.and(page.locator(':enabled')).first();
  await open.check();
  await expect(open).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/**
 * Counts a shopper's taps on the way to an order, for the journeys' budgets: every click or
 * check is one tap, a text field is one (the tap that focuses it; the keys typed are not taps)
 * and a native select is two (one to open it, one to choose). A journey's taps all go through it.
 */
export function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator, options?: Parameters<Locator['click']>[0]) => {
      taps += 1;
      await target.click(options);
    },
    type: async (field: Locator, text: string) => {
      taps += 1;
      await field.fill(text);
    },
    select: async (field: Locator, option: string) => {
      taps += 2;
      await field.selectOption(option);
    },
    count: () => taps,
  };
}

export async function expectFitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/**
 * A pickup order paid in cash, placed through the API as the signed-in page's user (the
 * checkout's own screens are checkout.spec's subject).
 */
export async function placeOrderThroughApi(
  page: Page,
  request: APIRequestContext,
  /** The delivery day to order for (`YYYY-MM-DD`); the first with an open slot when absent. */
  on?: string,
): Promise<{ id: number; number: string }> {
  const headers = { Authorization: `Bearer ${await savedToken(page)}` };
  const user = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as {
    id: number;
  };
  const store = await storeId(request);
  const offer = await offerForMinimum(request, 2);
  const created = await request.post('/api/shop/checkout/', {
    headers,
    data: { store_id: store, user_id: user.id },
  });
  const { cart } = (await created.json()) as { cart: { id: string } };
  const cartPath = `/api/shop/checkout/${cart.id}`;
  expect(
    (
      await request.post(`${cartPath}/items/bulk`, {
        headers,
        data: { items: [{ purchaseable_id: offer.id, qty: 3 }] },
      })
    ).ok(),
  ).toBe(true);
  expect((await request.put(cartPath, { headers, data: { delivery_type: 'pickup' } })).ok()).toBe(
    true,
  );
  const slots = (await (
    await request.get(`/api/shop/stores/${store}/delivery-slots?type=pickup`)
  ).json()) as { data: { date: string; slots: { id: number; available: boolean }[] }[] };
  const day = slots.data.find(
    (candidate) =>
      (on === undefined || candidate.date === on) && candidate.slots.some((slot) => slot.available),
  );
  const slot = day?.slots.find((candidate) => candidate.available);
  expect(slot).toBeDefined();
  expect(
    (
      await request.put(cartPath, {
        headers,
        data: { delivery_date: day?.date, delivery_slot_id: slot?.id },
      })
    ).ok(),
  ).toBe(true);
  const placed = await request.post('/api/shop/client-orders', {
    headers: { ...headers, 'Idempotency-Key': `e2e-${cart.id}` },
    data: { cart_id: cart.id, payment: { method: 'cash' } },
  });
  expect(placed.status()).toBe(201);
  const { data } = (await placed.json()) as { data: { id: number; number: string } };
  return data;
}
