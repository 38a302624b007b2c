import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { failedTests, missingLanes, readLanes, summaryLine } from './test.mjs';
import LanesReporter from './vitest-lanes-reporter.mjs';

const URL_SET = { TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };
const ran = (passed, failed = 0, skipped = 0) => ({ passed, failed, skipped });
const fleetReport = (passed, failed = 0) => ({ numPassedTests: passed, numFailedTests: failed });

describe('the last line of npm test', () => {
  it('says PostgreSQL did not run when TEST_DATABASE_URL is unset, and counts no failure for it', () => {
    const lanes = readLanes({ projects: { 'server:sqlite': ran(800), web: ran(300) } }, null, {});
    expect(summaryLine({ passed: 1234, failed: 0 }, lanes)).toBe(
      '1234 passed, 0 failed · SQLite: ran (800 tests) · ' +
        'PostgreSQL: not run (TEST_DATABASE_URL unset) · ' +
        'fleet on PostgreSQL: not run (TEST_DATABASE_URL unset)',
    );
    expect(missingLanes(lanes)).toEqual([]);
  });

  it('names every lane that ran, with its failures counted among its tests', () => {
    const lanes = readLanes(
      { projects: { 'server:sqlite': ran(800, 2), 'server:postgres': ran(790, 1, 5) } },
      fleetReport(12),
      URL_SET,
    );
    expect(summaryLine({ passed: 1602, failed: 3 }, lanes)).toBe(
      '1602 passed, 3 failed · SQLite: ran (802 tests) · PostgreSQL: ran (791 tests) · ' +
        'fleet on PostgreSQL: ran (12 tests)',
    );
    expect(missingLanes(lanes)).toEqual([]);
  });

  it('reads a lane configured but running no test as not run, and as a failure', () => {
    // TEST_DATABASE_URL is set, but every PostgreSQL test was skipped: the environment alone
    // would call the lane run.
    const lanes = readLanes(
      { projects: { 'server:sqlite': ran(800), 'server:postgres': ran(0, 0, 790) } },
      fleetReport(12),
      URL_SET,
    );
    expect(summaryLine({ passed: 812, failed: 0 }, lanes)).toBe(
      '812 passed, 1 failed · SQLite: ran (800 tests) · ' +
        'PostgreSQL: not run (TEST_DATABASE_URL set, but no test ran) · ' +
        'fleet on PostgreSQL: ran (12 tests)',
    );
    expect(missingLanes(lanes).map((lane) => lane.label)).toEqual(['PostgreSQL']);
  });

  it('misses a lane the report leaves out although the environment asked for it', () => {
    const lanes = readLanes({ projects: { 'server:sqlite': ran(800) } }, fleetReport(0), URL_SET);
    expect(missingLanes(lanes).map((lane) => [lane.label, lane.notRun])).toEqual([
      ['PostgreSQL', 'TEST_DATABASE_URL set, but no test ran'],
      ['fleet on PostgreSQL', 'TEST_DATABASE_URL set, but no test ran'],
    ]);
    // The fleet's own report counts a fleet that could not start; not twice.
    expect(summaryLine({ passed: 800, failed: 1 }, lanes)).toMatch(/^800 passed, 2 failed · /);
  });

  it('says so when vitest left no lanes report, SQLite included', () => {
    const lanes = readLanes(null, null, {});
    expect(summaryLine({ passed: 0, failed: 2 }, lanes)).toBe(
      '0 passed, 3 failed · SQLite: not run (no report) · ' +
        'PostgreSQL: not run (TEST_DATABASE_URL unset) · ' +
        'fleet on PostgreSQL: not run (TEST_DATABASE_URL unset)',
    );
  });
});

describe('the failed tests above the last line', () => {
  const file = (name, status, tests, message = '') => ({
    name: path.join(process.cwd(), name),
    status,
    message,
    assertionResults: tests.map(([fullName, testStatus]) => ({ fullName, status: testStatus })),
  });

  it('names each failed test by runner, file and title, and a file that failed to load', () => {
    const vitest = {
      testResults: [
        file('apps/server/test/cart.test.ts', 'failed', [
          ['cart adds a line', 'passed'],
          ['cart refuses a bad quantity', 'failed'],
        ]),
        file('apps/web/src/app.test.tsx', 'failed', [], 'SyntaxError: Unexpected token\n  at x'),
        file('apps/server/test/orders.test.ts', 'passed', [['orders list', 'passed']]),
      ],
    };
    const fleet = {
      testResults: [file('test/fleet/fleet.test.ts', 'failed', [['kills one', 'failed']])],
    };
    const playwright = {
      suites: [
        {
          file: 'cart.spec.ts',
          specs: [
            {
              file: 'cart.spec.ts',
              line: 60,
              title: 'adds',
              tests: [{ status: 'expected', projectName: 'phone' }],
            },
          ],
          suites: [
            {
              specs: [
                {
                  file: 'cart.spec.ts',
                  line: 90,
                  title: 'stops',
                  tests: [{ status: 'unexpected', projectName: 'phone' }],
                },
                {
                  file: 'cart.spec.ts',
                  line: 99,
                  title: 'retried',
                  tests: [{ status: 'flaky', projectName: 'phone' }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failedTests({ vitest, fleet, playwright })).toEqual([
      'vitest: apps/server/test/cart.test.ts › cart refuses a bad quantity',
      'vitest: apps/web/src/app.test.tsx (SyntaxError: Unexpected token)',
      'fleet: test/fleet/fleet.test.ts › kills one',
      'playwright: cart.spec.ts:90 › stops (phone)',
    ]);
  });

  it('lists nothing when every runner passed or left no report', () => {
    expect(failedTests({ vitest: { testResults: [] }, fleet: null, playwright: null })).toEqual([]);
  });
});

describe('the lanes reporter', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canasta-lanes-'));
  const file = path.join(dir, 'lanes.json');
  afterEach(() => {
    delete process.env.VITEST_LANES_REPORT;
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A test module as vitest's reporter API hands it over: its project and its tests' results. */
  const testModule = (project, states) => ({
    project: { name: project },
    children: {
      *allTests() {
        for (const state of states) yield { result: () => ({ state }) };
      },
    },
  });

  it('counts each project’s tests by state, listing configured projects that ran none', () => {
    process.env.VITEST_LANES_REPORT = file;
    const reporter = new LanesReporter();
    reporter.onInit({ projects: [{ name: 'server:sqlite' }, { name: 'server:postgres' }] });
    reporter.onTestRunEnd([
      testModule('server:sqlite', ['passed', 'passed', 'failed', 'skipped']),
      testModule('server:sqlite', ['passed']),
      testModule('web', ['passed', 'pending']),
    ]);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
      projects: {
        'server:sqlite': { passed: 3, failed: 1, skipped: 1 },
        'server:postgres': { passed: 0, failed: 0, skipped: 0 },
        web: { passed: 1, failed: 0, skipped: 0 },
      },
    });
    const lanes = readLanes(JSON.parse(fs.readFileSync(file, 'utf8')), null, URL_SET);
    expect(missingLanes(lanes).map((lane) => lane.label)).toEqual([
      'PostgreSQL',
      'fleet on PostgreSQL',
    ]);
  });
});
