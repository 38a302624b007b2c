#!/usr/bin/env node
// `npm test`: dependency audit, typecheck, lint, build, unit + component + API tests (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set), the fleet acceptance suite (needs TEST_DATABASE_URL
// and Redis), then the browser suite against the built app. Every step runs
// even after a failure, so one run reports everything; the last line adds up every runner.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const failedSteps = [];
function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) failedSteps.push(name);
}

step('known vulnerabilities (npm audit --omit=dev)', 'node', ['scripts/audit.mjs']);
step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('lint', 'npm', ['run', '--silent', 'lint']);
// Built under the value a developer's shell is most likely to carry: the web build must be
// production whatever NODE_ENV says, and e2e/tests/production-build.spec.ts checks it. Before
// the API tests: the server's rendered pages are tested with the real web build.
step('build', 'npm', ['run', '--silent', 'build'], { NODE_ENV: 'development' });
// The balancer tests (in vitest) and the fleet suite put Debian's nginx in front of the server.
step('ensure nginx', 'bash', ['scripts/ensure-nginx.sh']);
step('unit, component and API tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'vitest.json')}`,
]);
// Three real API processes behind nginx on a scratch PostgreSQL database and Redis, under load,
// with one killed and one restarted (decision 058): after the other tests, on the same build.
step('fleet acceptance (three processes behind nginx, PostgreSQL, Redis)', 'npx', [
  'vitest',
  'run',
  '-c',
  'test/fleet/vitest.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'fleet.json')}`,
]);
step('ensure Chromium', 'bash', ['scripts/ensure-chromium.sh']);
step('end-to-end tests (Playwright, Chromium)', 'npm', ['test', '--silent', '-w', '@canasta/e2e'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
});

let passed = 0;
let failed = 0;
const vitest = readJson('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
} else failed += 1;
const fleet = readJson('fleet.json');
if (fleet) {
  passed += fleet.numPassedTests;
  // A setup that failed (no database, no Redis, no build) leaves its tests unrun: one failure.
  failed += fleet.numFailedTests || Math.min(1, fleet.numFailedTestSuites);
} else failed += 1;
const playwright = readJson('playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
} else failed += 1;

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);

function readJson(name) {
  const file = path.join(reports, name);
  if (!fs.existsSync(file)) {
    console.log(`(no report from ${name}: that runner did not finish)`);
    return null;
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}
