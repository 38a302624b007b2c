import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * "Talk to the store" (decision 051): the product and the cart open a WhatsApp chat with the
 * store, the question typed in; at 360 px, axe clean.
 */
const CHAT = 'Preguntar por WhatsApp a Canasta Roma Sur';

function chatText(href: string | null): string {
  expect(href).toMatch(/^https:\/\/wa\.me\/525510000100\?text=/);
  return decodeURIComponent((href ?? '').split('?text=')[1] ?? '');
}

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('the product and the cart ask the store on WhatsApp about what the shopper sees', async ({
  page,
}) => {
  await page.goto('/tienda/interna');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Agregar .+ al carrito$/ }) })
    // Sold by the piece (a weight offer's card shows its price per kilogram).
    .filter({ hasNotText: '/kg' })
    .first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const chat = page.getByRole('link', { name: CHAT });
  await expect(chat).toBeVisible();
  expect(chatText(await chat.getAttribute('href'))).toBe(
    `Hola, Canasta Roma Sur. Tengo una pregunta sobre ${name}.`,
  );
  await expect(chat).toHaveAttribute('target', '_blank');
  const box = await chat.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await fitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByRole('group', { name: `Cantidad de ${name}` })).toHaveText('1');
  await page.getByRole('link', { name: 'Ver carrito' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();
  const cartChat = page.getByRole('link', { name: CHAT });
  await expect(cartChat).toBeVisible();
  expect(chatText(await cartChat.getAttribute('href'))).toBe(
    'Hola, Canasta Roma Sur. Tengo una pregunta antes de hacer mi pedido.',
  );
  await fitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
});
