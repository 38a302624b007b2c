import fs from 'node:fs';
import os from 'node:os';
import { type Browser, chromium } from 'playwright-core';
import type { Outcome } from './lib/results';
import type { RunningServer } from './lib/start-server';

/**
 * Issue 28: on a slow phone (Chromium's CPU at 4× slower), a tap on "Agregar" on the store home,
 * once the page has hydrated, shows in the cart badge within 100 ms: what the shopper perceives
 * as the page answering (INP-like).
 */
const CPU_SLOWDOWN = 4;
const BUDGET_MS = 100;
/** Fresh visits (a new browser context each: empty cart, cold memory cache, warm HTTP server). */
const VISITS = 5;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PRODUCT = 'Aguacate Hass';

export const TAP_TO_BADGE_GOAL = `after hydration, at ${CPU_SLOWDOWN}× CPU slowdown, tapping "Agregar" on the store home shows the new count in the cart badge within ${BUDGET_MS} ms of the tap (median of ${VISITS} visits), and the tap's event timing (input to next paint) within ${BUDGET_MS} ms too`;

interface Visit {
  /** From the tap's event timestamp to the badge's new accessible name in the DOM. */
  badge_ms: number;
  /** From the tap to the frame after that change: when the shopper can see it. */
  badge_painted_ms: number;
  /**
   * The longest Event Timing entry of the tap (pointer and click), as INP counts it; null when
   * every one was under the 16 ms the browser reports from.
   */
  event_duration_ms: number | null;
}

export interface TapToBadgeContext {
  server: () => Promise<RunningServer>;
}

export async function runTapToBadge({ server }: TapToBadgeContext): Promise<Outcome> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM} (apt-get install chromium, or set CHROME_PATH).`,
    );
  }
  const { url } = await server();
  // The visits are timed on a machine the server and Chromium share: its load says how quiet.
  const loadAtStart = os.loadavg()[0]!;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const visits: Visit[] = [];
  try {
    for (let visit = 1; visit <= VISITS; visit++) {
      console.log(`bench: tap to badge, visit ${visit} of ${VISITS}`);
      visits.push(await tapOnce(browser, `${url}/tienda/interna`));
    }
  } finally {
    // Playwright also closes it if the benchmark is interrupted (its SIGINT/SIGTERM handlers).
    await browser.close();
  }

  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const badge = median(visits.map((v) => v.badge_painted_ms));
  // Under the browser's 16 ms reporting threshold counts as 16.
  const eventDuration = median(visits.map((v) => v.event_duration_ms ?? 16));
  const failures: string[] = [];
  if (badge > BUDGET_MS) failures.push(`cart badge shown ${badge} ms after the tap > ${BUDGET_MS}`);
  if (eventDuration > BUDGET_MS) {
    failures.push(`tap's event timing ${eventDuration} ms > ${BUDGET_MS}`);
  }
  return {
    name: 'tap-to-badge',
    title: 'Tap "Agregar" to cart badge (slow phone)',
    goal: TAP_TO_BADGE_GOAL,
    passed: failures.length === 0,
    failures,
    tables: [
      {
        columns: ['visit', 'badge in DOM, ms', 'badge painted, ms', 'event timing, ms'],
        rows: [
          ...visits.map((v, i) => [
            i + 1,
            v.badge_ms,
            v.badge_painted_ms,
            v.event_duration_ms ?? '< 16',
          ]),
          ['median', median(visits.map((v) => v.badge_ms)), badge, eventDuration],
        ],
      },
    ],
    notes: [
      `Chromium ${browser.version()} headless, a 360 × 740 touch phone, CPU slowed ${CPU_SLOWDOWN}× (DevTools' Emulation.setCPUThrottlingRate), no network throttling: the server is on loopback.`,
      `Each visit: a new browser context, the store home opened, "Agregar ${PRODUCT} al carrito" waited for until enabled (the app has hydrated) and the network idle, scrolled to the middle of the screen, then tapped at its centre (touch events sent straight to the browser, as a finger; without the hit-target listeners a locator's tap puts in the page).`,
      `1-minute load average when the visits began: ${loadAtStart.toFixed(2)} (the server, Chromium and this process share the machine's ${os.cpus().length} cores).`,
      'Badge times start at the tap event\'s own timestamp; "painted" adds the wait for the next animation frame after the change. Event timing is the longest PerformanceEventTiming entry of the tap (pointerdown/pointerup/click), which is what INP counts.',
    ],
    data: { cpu_slowdown: CPU_SLOWDOWN, budget_ms: BUDGET_MS, visits },
  };
}

async function tapOnce(browser: Browser, pageUrl: string): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'es-MX',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(pageUrl);
    const add = page.getByRole('button', { name: `Agregar ${PRODUCT} al carrito` }).first();
    await add.waitFor({ state: 'visible' });
    // The server's HTML shows the button disabled until the app has hydrated.
    const hydratedBy = Date.now() + 30_000;
    while (!(await add.isEnabled())) {
      if (Date.now() > hydratedBy) throw new Error('the store home did not hydrate within 30 s');
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    // In the middle of the screen: at its edge the bottom bar may cover it.
    await add.evaluate((button) => {
      button.scrollIntoView({ block: 'center' });
    });
    await page.evaluate(() => {
      const state = window as unknown as {
        __tap: {
          at: number | null;
          badge: number | null;
          painted: number | null;
          events: number[];
        };
      };
      state.__tap = { at: null, badge: null, painted: null, events: [] };
      document.addEventListener(
        'pointerdown',
        (event) => {
          state.__tap.at ??= event.timeStamp;
        },
        { capture: true },
      );
      const cart = document.querySelector('header a[href$="/cartlist"]');
      if (!cart) throw new Error('no cart link in the header');
      new MutationObserver(() => {
        if (state.__tap.badge !== null || !/1 producto/.test(cart.getAttribute('aria-label') ?? ''))
          return;
        state.__tap.badge = performance.now();
        requestAnimationFrame(() => {
          state.__tap.painted = performance.now();
        });
      }).observe(cart, { attributes: true, subtree: true, childList: true, characterData: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.__tap.events.push(entry.duration);
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: false,
      } as PerformanceObserverInit);
    });
    // The finger, straight to the browser: a locator's tap() first puts Playwright's own
    // hit-target listeners in the page, and they ran inside the measured pointer events.
    const box = await add.boundingBox();
    if (!box) throw new Error(`"Agregar ${PRODUCT} al carrito" has no box to tap`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => {
      const tap = (window as unknown as { __tap: { painted: number | null } }).__tap;
      return tap.painted !== null;
    });
    // Event Timing entries are delivered after the frame they end with is presented.
    await page.waitForTimeout(500);
    const tap = await page.evaluate(
      () =>
        (
          window as unknown as {
            __tap: { at: number | null; badge: number; painted: number; events: number[] };
          }
        ).__tap,
    );
    if (tap.at === null) throw new Error('the tap reached no pointerdown listener');
    return {
      badge_ms: Math.round(tap.badge - tap.at),
      badge_painted_ms: Math.round(tap.painted - tap.at),
      event_duration_ms: tap.events.length > 0 ? Math.round(Math.max(...tap.events)) : null,
    };
  } finally {
    await context.close();
  }
}
