import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInAsStaff, test } from './fixtures';

/**
 * The console's catalogue (decision 042), as staff use it on a phone at the counter and at a
 * desk: a spreadsheet checked row by row, fixed and committed; a price changed in the list and
 * seen at once on the shop's product page, rendered HTML included; a new product with its photo.
 */
const PHONE_VIEWPORT = { width: 360, height: 740 };
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
const HEADER = 'sku,nombre,categoria,precio,existencias,visible,descripcion';

async function fitsTheScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

function spreadsheet(prefix: string, rows: number, bad: Record<number, string> = {}): string {
  const lines = [HEADER];
  for (let i = 1; i <= rows; i += 1) {
    lines.push(
      bad[i] ??
        `${prefix}-${String(i).padStart(3, '0')},Producto ${prefix} ${i},Abarrotes,${10 + (i % 50)}.50,${i % 30},sí,"Para la prueba, fila ${i}."`,
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

test('staff import a spreadsheet with three bad rows, fix it, commit, and change a price the shop shows at once', async ({
  page,
  request,
}) => {
  const prefix = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signInAsStaff(page, request, 'Marta Ríos');
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/admin/interna/importar');
  await expect(page.getByRole('heading', { level: 1, name: 'Importar' })).toBeVisible();
  await fitsTheScreen(page, 360);
  await expectNoSeriousA11yViolations(page);

  // Rows 15, 43 and 102 of the spreadsheet (data rows 14, 42, 101) are wrong.
  const bad = {
    14: `${prefix}-014,Producto con precio mal,Abarrotes,"12,5O",4,sí,`,
    42: `${prefix}-042,Producto sin categoría,Ferretería,20.00,4,sí,`,
    101: `${prefix}-101,Producto indeciso,Abarrotes,20.00,4,quizá,`,
  };
  await page.getByLabel('Elegir archivo').setInputFiles({
    name: 'productos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(spreadsheet(prefix, 200, bad)),
  });
  await expect(page.getByRole('heading', { name: 'Revisión de productos.csv' })).toBeVisible();
  const errors = page.getByRole('region', { name: '3 errores por corregir' });
  await expect(errors.getByRole('listitem')).toHaveText([
    'Fila 15, precio: «12,5O» no es un precio (escríbelo como 23.50).',
    'Fila 43, categoria: «Ferretería» no es una categoría de la tienda.',
    'Fila 102, visible: «quizá» no es «sí» ni «no».',
  ]);
  await expect(page.getByRole('button', { name: 'Importar 197 productos' })).toBeVisible();
  await fitsTheScreen(page, 360);
  await expectNoSeriousA11yViolations(page);

  // The fixed file replaces the preview; one commit writes it all.
  await page.getByLabel('Subir el archivo corregido').setInputFiles({
    name: 'productos-corregido.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(spreadsheet(prefix, 200)),
  });
  await expect(
    page.getByRole('heading', { name: 'Revisión de productos-corregido.csv' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: /errores por corregir/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Importar 200 productos' }).click();
  await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeVisible();
  await expect(
    page.getByText('Listo: 200 productos nuevos, 0 productos actualizados.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Productos: find one of them and change its price in the list.
  await page.getByRole('link', { name: 'Ver productos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
  const name = `Producto ${prefix} 7`;
  await page
    .getByRole('searchbox', { name: 'Buscar productos por nombre o SKU' })
    .fill(`${prefix}-007`);
  const price = page.getByRole('textbox', { name: `Precio de ${name}` });
  await expect(price).toHaveValue('17.50');
  await fitsTheScreen(page, 360);
  await expectNoSeriousA11yViolations(page);
  await price.fill('123.45');
  await price.press('Enter');
  await expect(page.getByRole('textbox', { name: `Precio de ${name}` })).toHaveValue('123.45');

  // The shop's product page, as served (rendered HTML) and as shown, has the new price.
  const slug = `producto-${prefix.toLowerCase()}-7`;
  await expect
    .poll(async () => (await request.get(`/tienda/interna/product/${slug}`)).text())
    .toContain('<meta property="product:price:amount" content="123.45"');
  const shop = await page.context().newPage();
  await shop.goto(`/tienda/interna/product/${slug}`);
  await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shop.getByText('$123.45').first()).toBeVisible();
  await shop.close();

  await page.setViewportSize(DESKTOP_VIEWPORT);
  await expect(page.getByRole('table', { name: 'Productos de la tienda' })).toBeVisible();
  await fitsTheScreen(page, 1280);
  await expectNoSeriousA11yViolations(page);
});

test('staff add a product with its photo, previewed before it is sent', async ({
  page,
  request,
}) => {
  const sku = `E2E-NUEVO-${Date.now().toString(36).toUpperCase()}`;
  await signInAsStaff(page, request, 'Tomás Vega');
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/admin/interna/productos/nuevo');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo producto' })).toBeVisible();
  await fitsTheScreen(page, 360);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'Nombre' }).fill('Guanábana de prueba');
  await page.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await page.getByRole('combobox', { name: 'Categoría' }).selectOption({ label: 'Frutas' });
  await page.getByRole('textbox', { name: 'Unidad' }).fill('kg');
  await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('89.90');
  await page.getByRole('textbox', { name: 'Existencias' }).fill('12');
  const picture = await request.get('/uploads/demo/3/products/aguacate-hass-kg-800.webp');
  expect(picture.ok()).toBe(true);
  await page.getByLabel('Elegir foto').setInputFiles({
    name: 'guanabana.webp',
    mimeType: 'image/webp',
    buffer: await picture.body(),
  });
  await expect(page.getByRole('img', { name: 'Vista previa de la foto' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Crear producto' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Guanábana de prueba' })).toBeVisible();
  const photo = page.getByRole('img', { name: 'Foto de Guanábana de prueba' });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /^\/uploads\/products\/\d+\/[0-9a-f]{24}-400\.webp$/);
  await fitsTheScreen(page, 360);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await fitsTheScreen(page, 1280);
  await expectNoSeriousA11yViolations(page);
});
