import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

test("a carousel card's stepper fits in the card at 360 px: its + is whole, clear of the edge", async ({
  page,
}) => {
  await page.goto('/tienda/interna');
  const row = page.getByRole('region', { name: 'Ofertas de la semana' });
  // The row starts with the sold-out showcase: the first card that can be added, held by its
  // name (its "Agregar" turns into the stepper).
  const name =
    (
      await row
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: /^Agregar .+ al carrito$/ }) })
        .first()
        .getByRole('heading')
        .textContent()
    )?.trim() ?? '';
  const card = row.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await card.getByRole('button', { name: `Agregar ${name} al carrito` }).click();
  const stepper = card.getByRole('group', { name: `Cantidad de ${name}` });
  await expect(stepper).toHaveText('1');

  const plus = await box(stepper.getByRole('button', { name: `Agregar uno de ${name}` }));
  const minus = await box(stepper.getByRole('button', { name: `Quitar uno de ${name}` }));
  const outline = await box(card);
  // Whole (a 44 px target) and inside the card with room to spare on both sides: the card's
  // own padding, not its clipped edge.
  for (const button of [plus, minus]) {
    expect(button.width).toBeGreaterThanOrEqual(44);
    expect(button.height).toBeGreaterThanOrEqual(44);
  }
  expect(minus.x).toBeGreaterThanOrEqual(outline.x + 8);
  expect(plus.x + plus.width).toBeLessThanOrEqual(outline.x + outline.width - 8);
  // And the "+" is what a tap there reaches.
  await card.getByRole('button', { name: `Agregar uno de ${name}` }).click();
  await expect(stepper).toHaveText('2');
});
