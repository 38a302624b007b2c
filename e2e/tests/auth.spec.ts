import type { APIRequestContext, Page } from '@playwright/test';
import { cartChangeSaved } from './checkout-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// The server allows one code per phone per minute and 20 per IP per hour, and the e2e server is
// fresh each run: every test signs in with a phone of its own, once.

interface OutboxMessage {
  phone: string;
  channel: 'whatsapp' | 'sms';
  code: string;
}

/** The newest code the development outbox holds for a +52 number. */
async function codeFor(request: APIRequestContext, nationalNumber: string): Promise<string> {
  const phone = encodeURIComponent(`+52${nationalNumber}`);
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?phone=${phone}`);
      const body = (await response.json()) as { data: OutboxMessage[] };
      code = body.data[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A new Mexico City mobile number for this run ("55" and 8 random digits). */
function newPhone(): string {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return digits.startsWith('1000000') ? newPhone() : `55${digits}`;
}

const header = (page: Page) => page.getByRole('banner');

/** The cart ids the page keeps (one per store). */
function savedCartIds(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.values(JSON.parse(localStorage.getItem('cart_id') ?? '{}') as Record<string, string>),
  );
}

/** The phone step then the code step, as a shopper does them; `check` runs on each screen. */
async function signIn(
  page: Page,
  request: APIRequestContext,
  nationalNumber: string,
  { channel = 'WhatsApp', check }: { channel?: string; check?: () => Promise<void> } = {},
) {
  await expect(page.getByRole('heading', { level: 1, name: 'Entra con tu celular' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Número de celular' }).fill(nationalNumber);
  await page.getByRole('radio', { name: channel }).check();
  await check?.();
  await page.getByRole('button', { name: 'Enviar código' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Escribe el código' })).toBeVisible();
  await expect(page.getByText(/^Podrás pedir otro código en (1:00|0:[0-5]\d)\.$/)).toBeVisible();
  await check?.();
  const code = await codeFor(request, nationalNumber);
  await page.getByRole('textbox', { name: 'Código de 6 dígitos' }).fill(code);
}

test('a new shopper creates an account with the code from the outbox', async ({
  page,
  request,
}) => {
  const phone = newPhone();
  await page.goto('/tienda/interna');
  await header(page).getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/menu\/interna\/auth\/login\?next=%2Ftienda%2Finterna$/);

  await signIn(page, request, phone, {
    check: async () => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await expectNoSeriousA11yViolations(page);
    },
  });

  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre y apellido' }).fill('Ana Prueba');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  // Back where the shopper was, now with an account.
  await expect(page).toHaveURL(/\/tienda\/interna$/);
  await header(page).getByRole('link', { name: 'Mi cuenta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana Prueba');
  await expect(
    page.getByText(`+52 ${phone.slice(0, 2)} ${phone.slice(2, 6)} ${phone.slice(6)}`),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Tu foto de perfil' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('Lucía signs in, sees her profile, and logging out leaves a fresh empty cart', async ({
  page,
  request,
}) => {
  await page.goto('/menu/interna/auth/login');
  await signIn(page, request, '5510000001');
  await expect(page).toHaveURL(/\/tienda\/interna$/);
  await expect(page.getByText('Hola, Lucía Hernández. Ya entraste a tu cuenta.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{20,}$/);

  // A first product while signed in: the cart is hers.
  await page
    .getByRole('button', { name: /^Agregar .+ al carrito$/ })
    .first()
    .click();
  await expect(header(page).getByRole('link', { name: /^Carrito/ })).toHaveAccessibleName(
    'Carrito, 1 producto',
  );
  const herCart = (await savedCartIds(page))[0];
  expect((await request.get(`/api/shop/checkout/${herCart}`)).status()).toBe(404);

  await header(page).getByRole('link', { name: 'Mi cuenta' }).click();
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía Hernández');
  await expect(page.getByRole('textbox', { name: 'Correo electrónico (opcional)' })).toHaveValue(
    'lucia@example.com',
  );
  await expect(page.getByText('+52 55 1000 0001')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  await expect(page).toHaveURL(/\/tienda\/interna$/);
  await expect(header(page).getByRole('link', { name: 'Entrar' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: /^Carrito/ })).toHaveAccessibleName(
    'Carrito, vacío',
  );
  await expect.poll(() => savedCartIds(page)).toHaveLength(1);
  const fresh = (await savedCartIds(page))[0];
  expect(fresh).not.toBe(herCart);
  const freshCart = (await (await request.get(`/api/shop/checkout/${fresh}`)).json()) as {
    cart: { user_id: number | null; items: unknown[] };
  };
  expect(freshCart.cart).toMatchObject({ user_id: null, items: [] });
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
});

test('the guarded profile sends a visitor to sign in, and back to the profile', async ({
  page,
  request,
}) => {
  await page.goto('/menu/interna/Profile');
  await expect(page).toHaveURL(/\/menu\/interna\/auth\/login\?next=%2Fmenu%2Finterna%2FProfile$/);

  // A new phone: the demo seller signs in in client-checkout.spec (one code per phone a minute).
  await signIn(page, request, newPhone());
  await page.getByRole('textbox', { name: 'Nombre y apellido' }).fill('Rita Prueba');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/menu\/interna\/Profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Rita Prueba');
  // The session is saved: a reload keeps the shopper in.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Rita Prueba');
});

test("an anonymous cart is kept after signing in from the cart's Continuar", async ({
  page,
  request,
}) => {
  await page.goto('/tienda/interna');
  // A product sold by the piece (a weight offer's card shows its price per kilogram).
  const add = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasNotText: '/kg' })
    .getByRole('button', { name: /^Agregar .+ al carrito$/ });
  const label = (await add.first().getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Agregar (.+) al carrito$/, '$1');
  // The cart's id is saved with the server's answer to the first change.
  const saved = cartChangeSaved(page);
  await add.first().click();
  await saved;
  const stepper = page.getByRole('group', { name: `Cantidad de ${name}` }).first();
  await expect(stepper).toHaveText('1');
  await expect(stepper).not.toHaveAttribute('aria-busy', 'true');
  const cartId = (await savedCartIds(page))[0];

  await header(page)
    .getByRole('link', { name: /^Carrito/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();
  // Up to the store's minimum order, so "Continuar" leads on.
  const continueLink = page.getByRole('link', { name: 'Continuar' });
  const cartStepper = page.getByRole('group', { name: `Cantidad de ${name}` });
  for (let qty = 2; !(await continueLink.isVisible()) && qty <= 10; qty++) {
    await page.getByRole('button', { name: `Agregar uno de ${name}` }).click();
    await expect(cartStepper).toHaveText(String(qty));
    await expect(cartStepper).not.toHaveAttribute('aria-busy', 'true');
  }
  const qty = (await cartStepper.textContent()) ?? '';
  await continueLink.click();
  await expect(page).toHaveURL(/\/tienda\/interna\/phoneCheck$/);
  await signIn(page, request, '5510000003', { channel: 'SMS (mensaje de texto)' });

  // On to the checkout's first step: she is a mentor, so who the order is for ("para mí"),
  // then the delivery method; the cart is the same, now hers.
  await expect(page).toHaveURL(/\/menu\/interna\/clientselect$/);
  await page.getByRole('button', { name: 'Elegir: para mí' }).click();
  await expect(page).toHaveURL(/\/tienda\/interna\/envio_tipo$/);
  await expect(
    page.getByRole('heading', { level: 1, name: '¿Cómo quieres recibir tu pedido?' }),
  ).toBeVisible();
  await header(page)
    .getByRole('link', { name: /^Carrito/ })
    .click();
  await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  await expect(page.getByRole('group', { name: `Cantidad de ${name}` })).toHaveText(qty);
  await expect
    .poll(async () => (await request.get(`/api/shop/checkout/${cartId}`)).status())
    .toBe(404);
  expect(await savedCartIds(page)).toEqual([cartId]);

  // A mentor sees her wallet on the profile.
  await header(page).getByRole('link', { name: 'Mi cuenta' }).click();
  await expect(page.getByText('Saldo de tu monedero')).toBeVisible();
  await expect(page.getByText('$500.00')).toBeVisible();
});
