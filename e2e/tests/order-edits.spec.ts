import type { APIRequestContext, Page } from '@playwright/test';
import { expectFitsThePhone, offerForMinimum, savedToken, storeId } from './checkout-helpers';
import { expect, expectNoSeriousA11yViolations, signUpThroughApi, test } from './fixtures';

/**
 * Issue 27 at 360 px, axe clean: a shopper adds a line to a card order already placed
 * ("Modificar pedido", the store's search), sees the new total and the difference the card is
 * charged, confirms, and the order's timeline shows "Pedido modificado" with what was charged.
 */

const money = (cents: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(cents / 100);

/**
 * A pickup order of three units paid by the sandbox's test card, placed through the API as the
 * signed-in page's user, on a later day than the first open one (the edit cut-off is hours before
 * the slot).
 */
async function placeCardOrder(
  page: Page,
  request: APIRequestContext,
): Promise<{ id: number; number: string; total_cents: number }> {
  const headers = { Authorization: `Bearer ${await savedToken(page)}` };
  const user = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as {
    id: number;
  };
  const store = await storeId(request);
  const offer = await offerForMinimum(request, 7);
  const created = await request.post('/api/shop/checkout/', {
    headers,
    data: { store_id: store, user_id: user.id },
  });
  const { cart } = (await created.json()) as { cart: { id: string } };
  const cartPath = `/api/shop/checkout/${cart.id}`;
  const filled = await request.post(`${cartPath}/items/bulk`, {
    headers,
    data: { items: [{ purchaseable_id: offer.id, qty: 3 }] },
  });
  expect(filled.ok()).toBe(true);
  expect((await request.put(cartPath, { headers, data: { delivery_type: 'pickup' } })).ok()).toBe(
    true,
  );
  const slots = (await (
    await request.get(`/api/shop/stores/${store}/delivery-slots?type=pickup`)
  ).json()) as { data: { date: string; slots: { id: number; available: boolean }[] }[] };
  const open = slots.data.filter((day) => day.slots.some((slot) => slot.available));
  const day = open[1] ?? open[0];
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
  const card = await request.post('/api/shop/payments/sandbox/tokens', {
    data: {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: new Date().getFullYear() + 3,
      cvc: '123',
      holder_name: 'Elena Edita',
    },
  });
  expect(card.status()).toBe(201);
  const { token } = (await card.json()) as { token: string };
  const placed = await request.post('/api/shop/client-orders', {
    headers: { ...headers, 'Idempotency-Key': `e2e-edit-${cart.id}` },
    data: { cart_id: cart.id, payment: { method: 'card', card_token: token } },
  });
  expect(placed.status()).toBe(201);
  const { data } = (await placed.json()) as {
    data: { id: number; number: string; total_cents: number };
  };
  return data;
}

test('a shopper adds a line to a placed card order and sees the new total and what was charged', async ({
  page,
  request,
}) => {
  await signUpThroughApi(page, request, 'Elena Edita');
  const order = await placeCardOrder(page, request);
  const added = await offerForMinimum(request, 8);

  await page.goto(`/menu/interna/orders/${order.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Pedido ${order.number}` }),
  ).toBeVisible();
  await expect(page.getByText(/^Puedes cambiar productos y cantidades hasta el/)).toBeVisible();
  await page.getByRole('link', { name: 'Modificar pedido' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Modificar pedido' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar en la tienda' }).fill(added.product.name);
  await page.getByRole('button', { name: `Agregar ${added.product.name}`, exact: true }).click();
  await expect(
    page.getByRole('group', { name: `Cantidad de ${added.product.name}` }),
  ).toBeVisible();
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Revisar cambios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tus cambios' })).toBeVisible();
  const total = order.total_cents + added.price_cents;
  await expect(page.getByText('Nuevo total', { exact: true }).locator('..')).toContainText(
    money(total),
  );
  await expect(
    page.getByText(`Se cargará ${money(added.price_cents)} a tu tarjeta.`),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Confirmar cambios' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Pedido ${order.number}` }),
  ).toBeVisible();
  const edits = page.getByRole('list', { name: 'Pedido modificado' });
  await expect(edits).toContainText(`Nuevo total: ${money(total)}`);
  await expect(edits).toContainText(`Se cobraron ${money(added.price_cents)}`);
  await expect(page.getByRole('region', { name: 'Resumen' })).toContainText(money(total));
  await expect(page.getByRole('region', { name: 'Productos' })).toContainText(added.product.name);
  await expectNoSeriousA11yViolations(page);
});
