import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  addAddressThroughApi,
  chooseDelivery,
  chooseFirstSlot,
  expectFitsThePhone,
} from '../tests/checkout-helpers';
import { expect, signUpThroughApi, test } from '../tests/fixtures';

const screensDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screens');

/** A 360 × 740 viewport picture at CSS size: what the shopper sees, small enough to commit. */
async function shoot(page: Page, name: string): Promise<void> {
  await expectFitsThePhone(page);
  // Every picture on screen has arrived, so none is caught half-loaded.
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete),
  );
  await page.screenshot({ path: path.join(screensDir, `${name}.png`), scale: 'css' });
}

/** From a weight offer's page: "Agregar al carrito" (its least weight), then steps up to `grams`. */
async function addWeight(page: Page, slug: string, name: string, grams: string[]): Promise<void> {
  await page.goto(`/tienda/interna/product/${slug}`);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  const stepper = page.getByRole('group', { name: `Peso de ${name}` });
  for (const next of grams) {
    await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
    await page.getByRole('button', { name: new RegExp(`^Agregar .+ de ${name}$`) }).click();
    await expect(stepper).toContainText(next);
  }
  await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
}

/** From the product's page: "Agregar al carrito", then more units up to `units`. */
async function addToCart(page: Page, slug: string, name: string, units: number): Promise<void> {
  await page.goto(`/tienda/interna/product/${slug}`);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  const stepper = page.getByRole('group', { name: `Cantidad de ${name}` });
  for (let qty = 2; qty <= units; qty++) {
    await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
    await page.getByRole('button', { name: `Agregar uno de ${name}` }).click();
    await expect(stepper).toHaveText(String(qty));
  }
  await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
}

test('home, product, cart, checkout summary and order detail at 360 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { phone } = await signUpThroughApi(page, request, 'Lucía Hernández');
  await addAddressThroughApi(page, request, { name: 'Lucía Hernández', phone });

  await page.goto('/tienda/interna');
  await expect(page.getByRole('link', { name: /^Ofertas de la semana: / })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await shoot(page, 'home');

  await page.goto('/tienda/interna/product/aguacate-hass-kg');
  await expect(page.getByText('¡Quedan 3 kg!')).toBeVisible();
  await shoot(page, 'product');

  await addWeight(page, 'aguacate-hass-kg', 'Aguacate Hass', ['500 g', '750 g']);
  await addWeight(page, 'manzana-red-delicious-kg', 'Manzana Red Delicious', ['500 g', '750 g']);
  await addToCart(page, 'queso-panela-400g', 'Queso panela', 2);
  await page.goto('/tienda/interna/cartlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();
  await shoot(page, 'cart');

  await page.getByRole('link', { name: 'Continuar' }).click();
  await chooseDelivery(page);
  await page.getByRole('radio', { name: /^Casa/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await chooseFirstSlot(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu pedido' })).toBeVisible();
  await shoot(page, 'checkout-summary');

  await page.getByRole('button', { name: 'Elegir forma de pago' }).click();
  await page.getByRole('radio', { name: /^Efectivo(?! en OXXO)/ }).check();
  await page.getByRole('button', { name: /^Confirmar pedido · \$/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Recibimos tu pedido!' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ver mi pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Pedido \d+$/ })).toBeVisible();
  await shoot(page, 'order-detail');
});
