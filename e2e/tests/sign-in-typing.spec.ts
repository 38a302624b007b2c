import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newPhone, outboxCode, test } from './fixtures';

// Issue 24, items 8 and 9: where the shopper's data is collected, the sentence the LFPDPPP asks
// for leads to the Aviso de privacidad; the code and the name take the focus on arrival, so the
// phone's keyboard is up without a tap (the test types without touching either field).

/** Nothing wider than the 360 px phone, and no serious or critical axe finding. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
}

/** The consent sentence of the step whose button is `action`, and its link. */
function consent(page: Page, action: string) {
  const sentence = page.getByText(
    `Al tocar «${action}», aceptas el tratamiento de tus datos personales conforme a nuestro`,
  );
  return { sentence, link: sentence.getByRole('link', { name: 'Aviso de privacidad' }) };
}

test('a new shopper reads what signing up agrees to, and types the code and the name without tapping them', async ({
  page,
  request,
}) => {
  const phone = newPhone();
  await page.goto('/menu/interna/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entra con tu celular' })).toBeVisible();

  const sending = consent(page, 'Enviar código');
  await expect(sending.sentence).toBeVisible();
  await fitsThePhone(page);
  await sending.link.click();
  await expect(page).toHaveURL(/\/menu\/interna\/aviso-de-privacidad$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeVisible();
  await page.goBack();

  await page.getByRole('textbox', { name: 'Número de celular' }).fill(phone);
  await page.getByRole('button', { name: 'Enviar código' }).click();

  const code = page.getByRole('textbox', { name: 'Código de 6 dígitos' });
  await expect(code).toBeFocused();
  await expect(code).toHaveAccessibleDescription(/^Escribe el código\s*Te enviamos un código/);
  await fitsThePhone(page);
  await page.keyboard.type(await outboxCode(request, phone));

  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Nombre y apellido' });
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription(/^Crea tu cuenta\s*Confirmamos el \+52/);
  const creating = consent(page, 'Crear cuenta');
  await expect(creating.link).toHaveAttribute('href', '/menu/interna/aviso-de-privacidad');
  await fitsThePhone(page);
  await page.keyboard.type('Ana Privacidad');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/tienda\/interna$/);
});
