import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** The newest sign-in code the development outbox holds for a +52 number. */
export async function outboxCode(
  request: APIRequestContext,
  nationalNumber: string,
): Promise<string> {
  const phone = encodeURIComponent(`+52${nationalNumber}`);
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?phone=${phone}`);
      const body = (await response.json()) as { data: { code: string }[] };
      code = body.data[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A new Mexico City mobile number for this run ("55" and 8 random digits, never a demo one). */
export function newPhone(): string {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return digits.startsWith('1000000') ? newPhone() : `55${digits}`;
}

/** The development operator token (`/api/ops`), which the e2e server accepts. */
export const OPERATOR = { Authorization: 'Bearer canasta-development-operator-token' };

/**
 * Creates an account for a new phone through the API (code from the outbox, then registration),
 * makes it a seller or mentor through the operator route when `role` is given, and leaves the
 * page signed in as it, the way the app saves a session (`token`, `user`). For specs whose
 * subject is not signing in itself.
 */
export async function signUpThroughApi(
  page: Page,
  request: APIRequestContext,
  name: string,
  role?: 'seller' | 'mentor',
): Promise<{ phone: string; token: string; auth: { Authorization: string } }> {
  const national = newPhone();
  const phone = `+52${national}`;
  expect((await request.post('/api/shop/auth/send-login-code', { data: { phone } })).ok()).toBe(
    true,
  );
  const code = await outboxCode(request, national);
  const login = (await (
    await request.post('/api/shop/auth/login', { data: { phone, code } })
  ).json()) as { registration_token: string };
  const registered = await request.post('/api/shop/auth/register', {
    data: { name, phone, registration_token: login.registration_token },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  if (role) {
    const granted = await request.put(`/api/ops/users/${encodeURIComponent(phone)}/roles`, {
      headers: OPERATOR,
      data: { [role]: true },
    });
    expect(granted.status()).toBe(200);
  }
  const auth = { Authorization: `Bearer ${token}` };
  const { user } = (await (await request.get('/api/shop/auth/user', { headers: auth })).json()) as {
    user: { is_seller: boolean; is_mentor: boolean };
  };
  if (role) expect(user[role === 'seller' ? 'is_seller' : 'is_mentor']).toBe(true);
  // A page of the same origin that doesn't start the app: the session is in place before it does.
  await page.goto('/readyz');
  await page.evaluate(
    ([savedToken, savedUser]) => {
      localStorage.setItem('token', savedToken);
      localStorage.setItem('user', savedUser);
    },
    [token, JSON.stringify(user)] as const,
  );
  return { phone: national, token, auth };
}

/**
 * No map tile server is reachable in these tests: every request that leaves the app's own
 * server is aborted. Returns the aborted URLs, so a spec can show the map tried and carried on.
 */
export async function blockOutsideRequests(page: Page, baseURL: string): Promise<string[]> {
  const origin = new URL(baseURL).origin;
  const aborted: string[] = [];
  await page.route(
    (url) => url.origin !== origin,
    async (route) => {
      aborted.push(route.request().url());
      await route.abort('internetdisconnected');
    },
  );
  return aborted;
}

/** A new person made staff of the demo store by the shared token, signed in on the page. */
export async function signInAsStaff(page: Page, request: APIRequestContext, name: string) {
  const { phone, auth } = await signUpThroughApi(page, request, name);
  const granted = await request.put(`/api/admin/stores/interna/operators/%2B52${phone}`, {
    headers: OPERATOR,
    data: { role: 'staff' },
  });
  expect(granted.status()).toBe(200);
  const { user } = (await (await request.get('/api/shop/auth/user', { headers: auth })).json()) as {
    user: unknown;
  };
  await page.evaluate((saved) => {
    localStorage.setItem('user', saved);
  }, JSON.stringify(user));
}
