import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** A piece's stepper counts "1", "2"; a weight's goes by its step (the avocado's 250 g). */
const KINDS = [
  {
    kind: 'pieces',
    card: { hasNotText: '/kg' },
    stepper: (name: string) => `Cantidad de ${name}`,
    plus: (name: string) => `Agregar uno de ${name}`,
    minus: (name: string) => `Quitar uno de ${name}`,
    shows: ['1', '2'],
  },
  {
    kind: 'weight',
    card: { hasText: '/kg' },
    stepper: (name: string) => `Peso de ${name}`,
    plus: (name: string) => `Agregar 250 g de ${name}`,
    minus: (name: string) => `Quitar 250 g de ${name}`,
    shows: ['250 g', '500 g'],
  },
] as const;

for (const kind of KINDS) {
  test(`a carousel card's stepper fits in the card at 360 px: its + is whole, clear of the edge (${kind.kind})`, async ({
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
          .filter(kind.card)
          .filter({ has: page.getByRole('button', { name: /^Agregar .+ al carrito$/ }) })
          .first()
          .getByRole('heading')
          .textContent()
      )?.trim() ?? '';
    const card = row.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await card.getByRole('button', { name: `Agregar ${name} al carrito` }).click();
    const stepper = card.getByRole('group', { name: kind.stepper(name) });
    await expect(stepper).toContainText(kind.shows[0]);

    const plus = await box(stepper.getByRole('button', { name: kind.plus(name) }));
    const minus = await box(stepper.getByRole('button', { name: kind.minus(name) }));
    const outline = await box(card);
    // Whole (a 44 px target) and inside the card with room to spare on both sides: the card's
    // own padding, not its clipped edge.
    for (const button of [plus, minus]) {
      expect(button.width).toBeGreaterThanOrEqual(44);
      expect(button.height).toBeGreaterThanOrEqual(44);
    }
    expect(minus.x).toBeGreaterThanOrEqual(outline.x + 8);
    // The value sits between the two buttons, never under one: a weight's "250 g" takes two
    // lines there, the unit under the number.
    const value = await box(stepper.locator('[aria-live]'));
    expect(value.x).toBeGreaterThanOrEqual(minus.x + minus.width);
    expect(value.x + value.width).toBeLessThanOrEqual(plus.x);
    expect(plus.x + plus.width).toBeLessThanOrEqual(outline.x + outline.width - 8);
    // And the "+" is what a tap there reaches.
    await card.getByRole('button', { name: kind.plus(name) }).click();
    await expect(stepper).toContainText(kind.shows[1]);
  });
}
