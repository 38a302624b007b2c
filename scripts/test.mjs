#!/usr/bin/env node
// `npm test`: dependency audit, typecheck, lint, build, unit + component + API tests (SQLite, and
// PostgreSQL when TEST_DATABASE_URL is set), the fleet acceptance suite (needs TEST_DATABASE_URL
// and Redis), then the browser suite against the built app. Every step runs
// even after a failure, so one run reports everything; the last line adds up every runner and
// says which database lanes ran (issue 29), so a green line never hides a missing one.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The database lanes, each a vitest project of the API suite (or the fleet suite's own run).
 * PostgreSQL's lanes are configured only when TEST_DATABASE_URL is set (CI always sets it).
 */
const LANES = [
  { label: 'SQLite', project: 'server:sqlite' },
  { label: 'PostgreSQL', project: 'server:postgres', needs: 'TEST_DATABASE_URL' },
  { label: 'fleet on PostgreSQL', fleet: true, needs: 'TEST_DATABASE_URL' },
];

/**
 * Which database lanes ran, read from what the runners reported rather than from the
 * environment: a lane that was configured but ran no test did not run. SQLite's lane should
 * always run, PostgreSQL's whenever TEST_DATABASE_URL is set.
 * @param {{ projects: Record<string, { passed: number, failed: number }> } | null} lanes the lanes
 *   reporter's file (scripts/vitest-lanes-reporter.mjs), null when vitest left none
 * @param {{ numPassedTests: number, numFailedTests: number } | null} fleet the fleet's JSON report
 * @param {Record<string, string | undefined>} env
 * @returns {{ label: string, fleet: boolean, tests: number, notRun: string | null, wanted: boolean }[]}
 */
export function readLanes(lanes, fleet, env) {
  return LANES.map((lane) => {
    const report = lane.fleet ? fleet : lanes;
    const counts = lane.fleet
      ? fleet && { passed: fleet.numPassedTests, failed: fleet.numFailedTests }
      : lanes?.projects[lane.project];
    const tests = counts ? counts.passed + counts.failed : 0;
    const wanted = !lane.needs || Boolean(env[lane.needs]);
    return {
      label: lane.label,
      fleet: Boolean(lane.fleet),
      tests,
      notRun: tests > 0 ? null : whyNotRun(lane, wanted, report),
      wanted,
    };
  });
}

function whyNotRun(lane, wanted, report) {
  if (!wanted) return `${lane.needs} unset`;
  if (!report) return 'no report';
  return lane.needs ? `${lane.needs} set, but no test ran` : 'no test ran';
}

/** Lanes that should have run and didn't. */
export function missingLanes(lanes) {
  return lanes.filter((lane) => lane.wanted && lane.notRun !== null);
}

/**
 * The last line: every runner's tests added up, then each lane, plainly. An API lane that
 * should have run and didn't counts as a failure, so the line never says `0 failed` without it
 * (the fleet's own report already counts a fleet that could not start).
 */
export function summaryLine({ passed, failed }, lanes) {
  const unrun = missingLanes(lanes).filter((lane) => !lane.fleet);
  const parts = lanes.map(({ label, tests, notRun }) =>
    notRun === null
      ? `${label}: ran (${tests} ${tests === 1 ? 'test' : 'tests'})`
      : `${label}: not run (${notRun})`,
  );
  return [`${passed} passed, ${failed + unrun.length} failed`, ...parts].join(' · ');
}

/**
 * The failed tests, one line each, named by runner, file and title: CI shows only the tail of
 * the output, and the runners print their failures far above it. A test file that failed to
 * load, with no failed test of its own, is named with its first line of error.
 * @typedef {{ name: string, status: string, message?: string,
 *   assertionResults: { fullName: string, status: string }[] }} VitestFile
 * @typedef {{ file?: string, specs?: { file?: string, line: number, title: string,
 *   tests: { status: string, projectName: string }[] }[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @param {{ vitest?: { testResults: VitestFile[] } | null, fleet?: { testResults: VitestFile[] } | null,
 *   playwright?: { suites: PlaywrightSuite[] } | null }} reports the runners' JSON reports (the
 *   fields read here)
 * @returns {string[]}
 */
export function failedTests({ vitest, fleet, playwright }) {
  const lines = [];
  for (const [runner, report] of [
    ['vitest', vitest],
    ['fleet', fleet],
  ]) {
    for (const file of report?.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name);
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed) lines.push(`${runner}: ${where} › ${test.fullName}`);
      if (failed.length === 0 && file.status === 'failed') {
        lines.push(`${runner}: ${where} (${firstLine(file.message) || 'failed to run'})`);
      }
    }
  }
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected') {
          lines.push(
            `playwright: ${spec.file ?? file}:${spec.line} › ${spec.title} (${test.projectName})`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of playwright?.suites ?? []) walk(suite, suite.file);
  return lines;
}

function firstLine(text) {
  return (text ?? '').trim().split('\n')[0].slice(0, 200);
}

/** Whole seconds since `started` (a `performance.now()` reading), for the step times. */
const secondsSince = (started) => Math.round((performance.now() - started) / 1000);

/**
 * Runs commands side by side, each with its output held back and printed whole when it ends, so
 * two runners' lines never interleave. Resolves with whether each passed and how long it took,
 * in the order given (a command that could not start counts as failed).
 * @param {{ name: string, command: string, args: string[], env?: Record<string, string> }[]} steps
 * @param {string} cwd
 * @returns {Promise<{ name: string, ok: boolean, seconds: number }[]>}
 */
export function runSideBySide(steps, cwd) {
  return Promise.all(
    steps.map(
      ({ name, command, args, env = {} }) =>
        new Promise((resolve) => {
          const started = performance.now();
          const chunks = [];
          const child = spawn(command, args, {
            cwd,
            env: { ...process.env, ...env },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          let finished = false;
          // A command that cannot start emits 'error', and may then emit 'close' as well.
          const finish = (ok) => {
            if (finished) return;
            finished = true;
            console.log(`\n▶ ${name}`);
            process.stdout.write(Buffer.concat(chunks));
            resolve({ name, ok, seconds: secondsSince(started) });
          };
          child.on('error', (error) => {
            chunks.push(Buffer.from(`${error.message}\n`));
            finish(false);
          });
          child.on('close', (status) => finish(status === 0));
        }),
    ),
  );
}

async function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const reports = path.join(root, '.reports');
  fs.rmSync(reports, { recursive: true, force: true });
  fs.mkdirSync(reports, { recursive: true });

  const failedSteps = [];
  /** How long each step took, printed at the end: CI's whole run has a time budget. */
  const durations = [];
  function step(name, command, args, env = {}) {
    console.log(`\n▶ ${name}`);
    const started = performance.now();
    const result = spawnSync(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    durations.push(`${name}: ${secondsSince(started)} s`);
    if (result.status !== 0) failedSteps.push(name);
  }
  function readJson(name) {
    const file = path.join(reports, name);
    if (!fs.existsSync(file)) {
      console.log(`(no report from ${name}: that runner did not finish)`);
      return null;
    }
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  }

  // The three checks read the sources only and are each one process on one core: side by
  // side they take the time of the longest (lint) instead of their sum.
  const checks = await runSideBySide(
    [
      {
        name: 'known vulnerabilities (npm audit --omit=dev)',
        command: 'node',
        args: ['scripts/audit.mjs'],
      },
      { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
      { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    ],
    root,
  );
  for (const { name, ok, seconds } of checks) {
    durations.push(`${name}: ${seconds} s (side by side)`);
    if (!ok) failedSteps.push(name);
  }
  // Built under the value a developer's shell is most likely to carry: the web build must be
  // production whatever NODE_ENV says, and e2e/tests/production-build.spec.ts checks it. Before
  // the API tests: the server's rendered pages are tested with the real web build.
  step('build', 'npm', ['run', '--silent', 'build'], { NODE_ENV: 'development' });
  // The balancer tests (in vitest) and the fleet suite put Debian's nginx in front of the server.
  step('ensure nginx', 'bash', ['scripts/ensure-nginx.sh']);
  step(
    'unit, component and API tests (vitest)',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, 'vitest.json')}`,
      // Which project (SQLite or PostgreSQL lane) ran each test: the JSON report doesn't say.
      '--reporter=./scripts/vitest-lanes-reporter.mjs',
    ],
    { VITEST_LANES_REPORT: path.join(reports, 'vitest-lanes.json') },
  );
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
  step(
    'end-to-end tests (Playwright, Chromium)',
    'npm',
    ['test', '--silent', '-w', '@canasta/e2e'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
    },
  );

  let passed = 0;
  let failed = 0;
  const vitest = readJson('vitest.json');
  if (vitest) {
    passed += vitest.numPassedTests;
    // A test file that failed to load has no failed test of its own: it counts once.
    failed += vitest.numFailedTests || Math.min(1, vitest.numFailedTestSuites);
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
    // A run that could not start (its web server's port taken, say) reports errors and no test.
    failed += playwright.stats.unexpected || Math.min(1, playwright.errors?.length ?? 0);
  } else failed += 1;

  const lanes = readLanes(readJson('vitest-lanes.json'), fleet, process.env);
  const missing = missingLanes(lanes);
  if (missing.length > 0) {
    console.log(`\nLanes that should have run: ${missing.map((lane) => lane.label).join(', ')}`);
  }
  const failures = failedTests({ vitest, fleet, playwright });
  if (failures.length > 0)
    console.log(`\nFailed tests:\n${failures.map((line) => `  ${line}`).join('\n')}`);
  console.log(`\nStep times:\n${durations.map((line) => `  ${line}`).join('\n')}`);
  if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
  console.log(`\n${summaryLine({ passed, failed }, lanes)}`);
  process.exit(failedSteps.length > 0 || failed > 0 || missing.length > 0 ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
