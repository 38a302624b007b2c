import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * `npm run screens`: the 360 px screenshots of docs/screens, taken from the built app on a fresh
 * demo database (the e2e set-up). Not part of `npm test`: it documents, it doesn't check.
 */
const e2eDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const servers = [base.webServer ?? []].flat().map((server) => ({ ...server, cwd: e2eDir }));

export default defineConfig({
  ...base,
  testDir: '.',
  workers: 1,
  reporter: 'list',
  use: { ...base.use, deviceScaleFactor: 2 },
  webServer: servers,
});
