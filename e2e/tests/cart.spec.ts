import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { cartChangeSaved } from './checkout-helpers';

interface Offer {
  id: number;
  stock: number;
  max_per_order: number;
  available: boolean;
  sold_by: 'unit' | 'weight';
  product: { slug: string; name: string };
}

/** The demo store's offers, read from the API the way the app does. */
async function offers(request: APIRequestContext): Promise<Offer[]> {
  const store = (await (await request.get('/api/shop/stores/interna')).json()) as {
    data: { id: number };
  };
  const all: Offer[] = [];
  for (let page = 1; ; page++) {
    const response = await request.get(
      `/api/shop/stores/${store.data.id}/inventories?page=${page}&per_page=100`,
    );
    const body = (await response.json()) as { data: Offer[]; meta: { last_page: number } };
    all.push(...body.data);
    if (page >= body.meta.last_page) return all;
  }
}

/** An offer with plenty to buy, distinct per test so parallel tests read clearly. */
async function plentiful(request: APIRequestContext, index = 0): Promise<Offer> {
  const found = (await offers(request)).filter(
    (offer) =>
      offer.available && offer.sold_by === 'unit' && offer.stock >= 20 && offer.max_per_order >= 10,
  )[index];
  if (!found) throw new Error('no plentiful offer in the demo data');
  return found;
}

function savedCartId(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const ids = JSON.parse(localStorage.getItem('cart_id') ?? '{}') as Record<string, string>;
    return Object.values(ids)[0];
  });
}

/** A toast, once its entrance animation is over (axe measures contrast through opacity). */
async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page
    .getByRole('region', { name: /Notificaciones/ })
    .getByRole('listitem')
    .filter({
      hasText: text,
    });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS('opacity', '1');
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Carrito/ });

test('adds from a product page and from a collection, changes quantities, and shows the cart', async ({
  page,
  request,
}) => {
  const offer = await plentiful(request, 0);
  const name = offer.product.name;
  await page.goto(`/tienda/interna/product/${offer.product.slug}`);
  await expect(cartLink(page)).toHaveAccessibleName('Carrito, vacío');

  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  const stepper = page.getByRole('group', { name: `Cantidad de ${name}` });
  await expect(stepper).toHaveText('1');
  // Each change is waited for: the page is left right after the last one, and a navigation
  // can cut off a change still on its way.
  for (const [button, qty] of [
    [`Agregar uno de ${name}`, '2'],
    [`Agregar uno de ${name}`, '3'],
    [`Quitar uno de ${name}`, '2'],
  ] as const) {
    await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
    const saved = cartChangeSaved(page);
    await page.getByRole('button', { name: button }).click();
    await saved;
    await expect(stepper).toHaveText(qty);
  }
  await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
  await expect(cartLink(page)).toHaveAccessibleName('Carrito, 2 productos');

  // From a collection: the card's own button, not the card's link.
  await page.goto('/tienda/interna');
  await page.getByRole('link', { name: 'Ver todo: Lo más vendido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lo más vendido' })).toBeVisible();
  // A product sold by the piece (a weight offer's card shows its price per kilogram).
  const addButtons = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasNotText: '/kg' })
    .getByRole('button', { name: /^Agregar .+ al carrito$/ });
  const label = (await addButtons.first().getAttribute('aria-label')) ?? '';
  const other = label.replace(/^Agregar (.+) al carrito$/, '$1');
  await addButtons.first().click();
  await expect(page).toHaveURL(/\/collection\/\d+$/);
  await expect(page.getByRole('group', { name: `Cantidad de ${other}` })).toHaveText('1');

  const footer = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(footer.getByRole('link', { name: /^Carrito/ })).toHaveAccessibleName(
    'Carrito, 3 productos',
  );
  await footer.getByRole('link', { name: /^Carrito/ }).click();

  await expect(page).toHaveURL(/\/tienda\/interna\/cartlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: other })).toBeVisible();
  await expect(page.getByRole('group', { name: `Cantidad de ${name}` })).toHaveText('2');
  await expect(page.getByText('Se calcula al elegir tu dirección')).toBeVisible();
  await expect(page.getByText('3 productos')).toBeVisible();
  // Usable at 360 px: nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
});

test('stops at the stock limit and says why, once', async ({ page, request }) => {
  const scarce = (await offers(request))
    .filter((offer) => offer.available && offer.stock >= 2 && offer.stock <= 6)
    .filter((offer) => offer.stock < offer.max_per_order)
    .sort((a, b) => a.stock - b.stock)[0];
  if (!scarce) throw new Error('no offer with 2–6 units in the demo data');
  const name = scarce.product.name;
  await page.goto(`/tienda/interna/product/${scarce.product.slug}`);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  const stepper = page.getByRole('group', { name: `Cantidad de ${name}` });
  await expect(stepper).toHaveText('1');
  const plus = page.getByRole('button', { name: `Agregar uno de ${name}` });
  for (let qty = 2; qty <= scarce.stock; qty++) {
    await expect(plus).not.toHaveAttribute('aria-disabled', 'true');
    await plus.click();
    await expect(stepper).toHaveText(String(qty));
  }

  // At the limit "+" is off and the reason is said once, beside it; no refused request goes out.
  const units = scarce.stock === 1 ? '1 pieza' : `${scarce.stock} piezas`;
  await expect(plus).toBeDisabled();
  await expect(page.getByText(`Puedes llevar como máximo ${units}.`)).toHaveCount(1);
  await expect(page.getByText(`Solo puedes llevar hasta ${units} de ${name}.`)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await expect(stepper).toHaveText(String(scarce.stock));
  await expect(cartLink(page)).toHaveAccessibleName(`Carrito, ${scarce.stock} productos`);
});

test('applies and removes BIENVENIDA10, removes a line with undo, and keeps the cart on reload', async ({
  page,
  request,
}) => {
  const offer = await plentiful(request, 1);
  const name = offer.product.name;
  await page.goto(`/tienda/interna/product/${offer.product.slug}`);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await page.getByRole('button', { name: `Agregar uno de ${name}` }).click();
  await expect(page.getByRole('group', { name: `Cantidad de ${name}` })).toHaveText('2');
  await page.getByRole('link', { name: 'Ver carrito' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();

  const field = page.getByRole('textbox', { name: 'Código del cupón' });
  await field.fill('NAVIDAD2025');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByRole('alert')).toContainText('El cupón NAVIDAD2025 venció');

  await field.fill('bienvenida10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Cupón BIENVENIDA10 aplicado')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumen' });
  await expect(summary.getByText('Descuento (BIENVENIDA10)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Quitar el cupón BIENVENIDA10' }).click();
  await expect(page.getByRole('textbox', { name: 'Código del cupón' })).toBeVisible();
  await expect(summary.getByText(/Descuento/)).toHaveCount(0);

  const removed = cartChangeSaved(page);
  await page.getByRole('button', { name: `Quitar ${name} del carrito` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu carrito está vacío' }),
  ).toBeVisible();
  await expectToast(page, `Quitaste ${name}`);
  await removed;
  // "Deshacer" first: the toast leaves after 5 s, and an axe scan on a busy machine takes longer.
  const restored = cartChangeSaved(page);
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await restored;
  await expect(page.getByRole('group', { name: `Cantidad de ${name}` })).toHaveText('2');
  await expect(page.getByRole('group', { name: `Cantidad de ${name}` })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole('group', { name: `Cantidad de ${name}` })).toHaveText('2');
  await expect(cartLink(page)).toHaveAccessibleName('Carrito, 2 productos');
});

test('recovers cleanly from a cart deleted on the server', async ({ page, request }) => {
  const offer = await plentiful(request, 2);
  const name = offer.product.name;
  await page.goto(`/tienda/interna/product/${offer.product.slug}`);
  const added = cartChangeSaved(page);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await added;
  const stepper = page.getByRole('group', { name: `Cantidad de ${name}` });
  await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
  const first = await savedCartId(page);
  expect(first).toBeTruthy();

  // Deleted behind the shopper's back (expired, or by support) while the page is open.
  expect((await request.delete(`/api/shop/checkout/${first}`)).status()).toBe(204);
  await page.getByRole('button', { name: `Agregar uno de ${name}` }).click();
  await expect(stepper).toHaveText('2');
  await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
  // The gone cart is forgotten before the new one is saved: wait for the new id itself.
  await expect
    .poll(async () => {
      const id = await savedCartId(page);
      return id !== undefined && id !== first;
    })
    .toBe(true);
  const second = await savedCartId(page);

  // Deleted again, then the shopper comes back later: an empty cart, no error screen.
  expect((await request.delete(`/api/shop/checkout/${second}`)).status()).toBe(204);
  await page.goto('/tienda/interna/cartlist');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tu carrito está vacío' }),
  ).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Carrito, vacío');
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/tienda/interna/product/${offer.product.slug}`);
  const readded = cartChangeSaved(page);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(stepper).toHaveText('1');
  await expect(cartLink(page)).toHaveAccessibleName('Carrito, 1 producto');
  await readded;
  await page.reload();
  await expect(page.getByRole('group', { name: `Cantidad de ${name}` })).toHaveText('1');
});
