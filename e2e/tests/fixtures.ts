import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every test fails on an uncaught page error or an unexpected console error. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        // Chromium logs every failed request (an expected 404, going offline) as a console error;
        // those are network events the test asserts on itself, not errors of the app.
        const text = message.text();
        if (message.type() === 'error' && !text.startsWith('Failed to load resource')) {
          errors.push(`console.error: ${text}`);
        }
      });
      await use(errors);
      expect(errors, 'uncaught errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe-core on the current screen: no serious or critical WCAG 2.x A/AA violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

export const PRICE = /\$\d{1,3}(,\d{3})*\.\d{2}/;
