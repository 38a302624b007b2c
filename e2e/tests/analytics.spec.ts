import type { Page, Request } from '@playwright/test';
import { addAddressThroughApi, chooseDelivery, chooseFirstSlot, storeId } from './checkout-helpers';
import { expect, expectNoSeriousA11yViolations, signUpThroughApi, test } from './fixtures';

// Decision 037. The e2e server is shared by every spec running beside this one, so its settings
// keep `gtm_id: null`; this spec gives its own page a container id by rewriting the settings it
// receives (the API's answer and the copy inside server-rendered pages), and answers GTM's
// script with an empty one (there is no internet here). It then reads `window.dataLayer`.

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const GTM_ID = 'GTM-E2ETEST';
const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js*';

/** Hands this page settings with a tag manager id; answers what GTM's script requests. */
async function withTagManager(page: Page): Promise<Request[]> {
  await page.route(
    (url) => url.pathname === '/api/shop/settings/' || !/\.\w+$/.test(url.pathname),
    async (route) => {
      const request = route.request();
      if (request.resourceType() !== 'document' && !request.url().includes('/settings/')) {
        return route.fallback();
      }
      const response = await route.fetch({
        headers: { ...request.headers(), 'if-none-match': '' },
      });
      const body = await response.text();
      await route.fulfill({
        response,
        body: body.replaceAll('"gtm_id":null', `"gtm_id":"${GTM_ID}"`),
      });
    },
  );
  const scripts: Request[] = [];
  await page.route(GTM_SCRIPT, async (route) => {
    scripts.push(route.request());
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  return scripts;
}

interface Item {
  item_id: string;
  item_name: string;
  affiliation: string;
  price: number;
  quantity: number;
  index?: number;
  item_list_id?: string;
}
interface EcommerceEntry {
  event: string;
  ecommerce: Record<string, unknown> & { items: Item[]; currency: string; value?: number };
}

/** The page's data layer as plain JSON (Consent Mode's `arguments` entries become arrays). */
function readDataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : (JSON.parse(JSON.stringify(entry)) as unknown),
    ),
  );
}

/** The ecommerce events, after checking each one came right after its `{ecommerce: null}`. */
function ecommerceEvents(layer: unknown[]): EcommerceEntry[] {
  const events: EcommerceEntry[] = [];
  layer.forEach((entry, index) => {
    if (typeof entry !== 'object' || entry === null || !('ecommerce' in entry)) return;
    if (entry.ecommerce === null) return;
    expect(layer[index - 1], `{ecommerce: null} before event #${String(index)}`).toEqual({
      ecommerce: null,
    });
    events.push(entry as EcommerceEntry);
  });
  return events;
}

/** A product of the store home's first row of which a few units pass the zone's $150 minimum. */
async function firstRowOffer(request: Parameters<typeof storeId>[0]) {
  const id = await storeId(request);
  const response = await request.get(`/api/shop/stores/${String(id)}/product-collection/`);
  const { data } = (await response.json()) as {
    data: {
      id: number;
      name: string;
      items: {
        id: number;
        price_cents: number;
        stock: number;
        max_per_order: number;
        available: boolean;
        sold_by: 'unit' | 'weight';
        product: { name: string; slug: string };
      }[];
    }[];
  };
  const row = data.find((collection) => collection.items.length > 0);
  if (!row) throw new Error('the demo store has no collection with products');
  const index = row.items.findIndex(
    (offer) =>
      offer.available &&
      // Pieces, added one by one (weight lines are covered by weight-and-substitutions.spec).
      offer.sold_by === 'unit' &&
      offer.stock >= 10 &&
      Math.ceil(15_100 / offer.price_cents) + 1 <= Math.min(offer.max_per_order, 6),
  );
  const offer = row.items[index];
  if (!offer) throw new Error('no offer of the first row reaches the minimum in a few units');
  return { row, offer, index, units: Math.ceil(15_100 / offer.price_cents) };
}

test('with a GTM id and consent accepted, a purchase sends every GA4 event in order, in pesos, once, and nothing personal', async ({
  page,
  request,
}) => {
  const { row, offer, index, units } = await firstRowOffer(request);
  const store = (await (await request.get('/api/shop/stores/interna')).json()) as {
    data: { name: string };
  };
  const affiliation = store.data.name;
  const name = offer.product.name;
  const shopper = 'Ana Analítica';
  const { phone } = await signUpThroughApi(page, request, shopper);
  await addAddressThroughApi(page, request, { name: shopper, phone });
  const scripts = await withTagManager(page);

  // The store home, rendered by the server: consent defaults, then GTM, then the lists.
  await page.goto('/tienda/interna');
  const banner = page.getByRole('region', { name: 'Cookies y medición' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Aviso de privacidad' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(scripts.map((script) => script.url())).toEqual([
    `https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`,
  ]);
  await banner.getByRole('button', { name: 'Aceptar' }).click();
  await expect(banner).toBeHidden();

  const start = await readDataLayer(page);
  const denied = {
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };
  const granted = {
    ad_storage: 'granted',
    analytics_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
  };
  expect(start[0]).toEqual(['consent', 'default', { ...denied, wait_for_update: 500 }]);
  const gtmStart = start.findIndex(
    (entry) => typeof entry === 'object' && entry !== null && 'gtm.start' in entry,
  );
  expect(gtmStart).toBeGreaterThan(0);
  expect(start).toContainEqual(['consent', 'update', granted]);

  // Tap the product in the first row, then add units one by one and take one back out.
  await page
    .getByRole('region', { name: row.name })
    .getByRole('link', { name, exact: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  const stepper = page.getByRole('group', { name: `Cantidad de ${name}` });
  for (let qty = 2; qty <= units + 1; qty++) {
    await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
    await page.getByRole('button', { name: `Agregar uno de ${name}` }).click();
    await expect(stepper).toHaveText(String(qty));
  }
  await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
  await page.getByRole('button', { name: `Quitar uno de ${name}` }).click();
  await expect(stepper).toHaveText(String(units));
  await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
  // The stepper shows the lower quantity at once; its event goes once the server has confirmed
  // it. Opening the cart before then would send view_cart first.
  await expect
    .poll(async () =>
      ecommerceEvents(await readDataLayer(page)).some(
        (event) => event.event === 'remove_from_cart',
      ),
    )
    .toBe(true);

  // The cart, then the checkout up to the summary.
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: /^Carrito/ })
    .click();
  await expect(page).toHaveURL(/\/tienda\/interna\/cartlist$/);
  await page.getByRole('link', { name: 'Continuar' }).click();
  await chooseDelivery(page);
  await page.getByRole('radio', { name: /^Casa/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await chooseFirstSlot(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu pedido' })).toBeVisible();

  const price = offer.price_cents / 100;
  const item = {
    item_id: String(offer.id),
    item_name: name,
    affiliation,
    price,
  };
  const browsing = ecommerceEvents(await readDataLayer(page));
  const names = browsing.map((event) => event.event);
  const lists = names.filter((event) => event === 'view_item_list').length;
  expect(lists).toBeGreaterThan(0);
  expect(names).toEqual([
    ...Array<string>(lists).fill('view_item_list'),
    'select_item',
    'view_item',
    ...Array<string>(units + 1).fill('add_to_cart'),
    'remove_from_cart',
    'view_cart',
    'begin_checkout',
    'add_shipping_info',
  ]);
  const firstList = browsing.find(
    (event) =>
      event.event === 'view_item_list' &&
      event.ecommerce.item_list_id === `collection_${String(row.id)}`,
  );
  expect(firstList?.ecommerce).toMatchObject({ currency: 'MXN', item_list_name: row.name });
  expect(firstList?.ecommerce.items[index]).toEqual({
    ...item,
    quantity: 1,
    index,
    item_list_id: `collection_${String(row.id)}`,
    item_list_name: row.name,
  });
  const at = (event: string) => browsing.find((entry) => entry.event === event)?.ecommerce;
  expect(at('select_item')).toMatchObject({ currency: 'MXN', items: [{ ...item, index }] });
  expect(at('view_item')).toEqual({
    currency: 'MXN',
    value: price,
    items: [{ ...item, quantity: 1 }],
  });
  for (const event of browsing.filter((entry) => entry.event === 'add_to_cart')) {
    expect(event.ecommerce).toEqual({
      currency: 'MXN',
      value: price,
      items: [{ ...item, quantity: 1 }],
    });
  }
  expect(at('remove_from_cart')).toEqual({
    currency: 'MXN',
    value: price,
    items: [{ ...item, quantity: 1 }],
  });
  const subtotal = Math.round(offer.price_cents * units) / 100;
  for (const event of ['view_cart', 'begin_checkout', 'add_shipping_info']) {
    expect(at(event)).toMatchObject({
      currency: 'MXN',
      value: subtotal,
      items: [{ ...item, quantity: units }],
    });
  }
  expect(at('add_shipping_info')?.shipping_tier).toBe('delivery');

  // The card step: reached with GTM on the page, it is loaded afresh, without GTM.
  const scriptsBefore = scripts.length;
  await page.getByRole('button', { name: 'Elegir forma de pago' }).click();
  await expect(page).toHaveURL(/\/tienda\/interna\/payment_method$/);
  await page.getByRole('radio', { name: /^Efectivo(?! en OXXO)/ }).check();
  expect(await page.locator('script[src*="googletagmanager.com"]').count()).toBe(0);
  expect(scripts.length).toBe(scriptsBefore);
  expect(ecommerceEvents(await readDataLayer(page))).toEqual([]);
  await page.getByRole('button', { name: /^Confirmar pedido · \$/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeVisible();

  // Off the card step GTM loads again and reads what waited: add_payment_info, then purchase.
  await expect.poll(() => scripts.length).toBe(scriptsBefore + 1);
  const completion = await readDataLayer(page);
  const paying = ecommerceEvents(completion);
  expect(paying.map((event) => event.event)).toEqual(['add_payment_info', 'purchase']);
  expect(paying[0]?.ecommerce).toMatchObject({
    currency: 'MXN',
    value: subtotal,
    payment_type: 'cash',
  });
  const purchase = paying[1]?.ecommerce;
  expect(purchase).toMatchObject({
    currency: 'MXN',
    affiliation,
    value: subtotal,
    tax: 0,
    shipping: 35,
    items: [{ ...item, quantity: units }],
  });
  expect(purchase?.transaction_id).toEqual(expect.stringMatching(/\S+/));
  const gtmAfterPayment = completion.findIndex(
    (entry) => typeof entry === 'object' && entry !== null && 'gtm.start' in entry,
  );
  const paymentAt = completion.findIndex(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      'event' in entry &&
      entry.event === 'add_payment_info',
  );
  expect(gtmAfterPayment).toBeGreaterThan(paymentAt);

  // Never personal data, anywhere in the data layer.
  const everything = JSON.stringify([start, browsing, completion]);
  for (const personal of [shopper, phone, 'Medellín', '06760']) {
    expect(everything).not.toContain(personal);
  }

  // Reloading the completion screen doesn't count the order again.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeVisible();
  await expect.poll(async () => ecommerceEvents(await readDataLayer(page)).length).toBe(0);
});

test('without a GTM id nothing loads: no data layer, no tag manager, no banner', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('googletagmanager.com')) requested.push(request.url());
  });
  await page.goto('/tienda/interna');
  // A product in stock, sold by the piece (a weight offer's card shows its price per kilogram).
  const link = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasNotText: '/kg' })
    .filter({ hasNotText: 'Agotado' })
    .first()
    .getByRole('link');
  await link.click();
  await expect(page).toHaveURL(/\/product\//);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByRole('group', { name: /^Cantidad de / })).toHaveText('1');

  expect(await page.evaluate(() => typeof window.dataLayer)).toBe('undefined');
  expect(requested).toEqual([]);
  await expect(page.getByRole('region', { name: 'Cookies y medición' })).toHaveCount(0);
  // The privacy notice is linked from the legal line that ends the store's front page.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Inicio de / })
    .click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso de privacidad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tus derechos ARCO' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('"Preferencias de cookies" reopens the choice, and rejecting is remembered', async ({
  page,
}) => {
  await withTagManager(page);
  await page.goto('/tienda/interna/cartlist');
  const banner = page.getByRole('region', { name: 'Cookies y medición' });
  await banner.getByRole('button', { name: 'Aceptar' }).click();
  await expect(banner).toBeHidden();

  await page.goto('/tienda/interna');
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: 'Preferencias de cookies' }).click();
  await expect(banner.getByRole('button', { name: 'Aceptar' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await banner.getByRole('button', { name: 'Rechazar' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('analytics_consent'))).toBe('denied');
  const layer = await readDataLayer(page);
  expect(layer.at(-1)).toEqual([
    'consent',
    'update',
    {
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    },
  ]);
});
