import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// The address search goes to a local stand-in for Nominatim (geocoder-stand-in.mjs).
const geocoderPort = port + 20_000;
// A fresh database per run; demo images are kept between runs (generating them is idempotent).
const runDir = path.join(os.tmpdir(), `canasta-e2e-${process.pid}`);
/**
 * A second shop server on a database of its own, for specs that change the whole shop (the
 * maintenance switch): the specs running beside them on the main server aren't affected.
 */
const isolatedPort = port + 1;
const isolatedURL = `http://127.0.0.1:${isolatedPort}`;
// The config is read by every worker too: the specs find the isolated server here.
process.env.E2E_ISOLATED_URL = isolatedURL;

/** The shop server as built (`npm run build`), on a fresh demo database of its own. */
function shopServer(serverPort: number, databaseFile: string) {
  return {
    command: 'node ../apps/server/dist/server.js',
    url: `http://127.0.0.1:${serverPort}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'test',
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(runDir, databaseFile)}`,
      // The API tests' folder: `npm test` has written the demo pictures there already.
      UPLOADS_DIR: path.join(os.tmpdir(), 'canasta-test-uploads'),
      LOG_LEVEL: 'warn',
      GEOCODER_URL: `http://127.0.0.1:${geocoderPort}`,
      GEOCODER_USER_AGENT: 'Canasta e2e',
      // A few rows of SEPOMEX's catalogue, in its own format (decision 049).
      POSTAL_CODES_FILE: '../apps/server/test/fixtures/sepomex-sample.txt',
      // Both browsers of the suite share 127.0.0.1; the limits are meant for real addresses
      // (the suite signs up more shoppers in an hour than one address may ask codes for).
      WRITES_PER_IP_PER_MINUTE: '100000',
      OTP_IP_HOURLY_LIMIT: '100000',
    },
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Whole shopper journeys (sign-in, map, checkout, payment) with axe checks take 25–35 s on a
  // busy 2-core CI machine; the limit is there to catch a hang, not to time the flow.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    ...devices['Pixel 5'],
    viewport: { width: 360, height: 740 },
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    // Toasts fade for 0.4 s; caught mid-fade, axe reports their half-transparent text as low
    // contrast. With reduced motion they appear and leave at once, as they do for shoppers
    // who ask for it.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone-chromium', testIgnore: /\.timing\.spec\.ts$/ },
    // Timings on emulated slow lines run last, alone: two journeys in flight on a 2-core machine
    // add half a second to a page that takes two.
    {
      name: 'quiet-timing',
      testMatch: /\.timing\.spec\.ts$/,
      dependencies: ['phone-chromium'],
    },
  ],
  webServer: [
    {
      command: 'node geocoder-stand-in.mjs',
      url: `http://127.0.0.1:${geocoderPort}/status`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(geocoderPort) },
    },
    shopServer(port, 'canasta.db'),
    shopServer(isolatedPort, 'canasta-isolated.db'),
  ],
});
