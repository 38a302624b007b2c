#!/usr/bin/env node
// `npm run audit`: `npm audit --omit=dev`, failing on any high or critical advisory in what the
// shop runs unless `audit-exceptions.json` lists it with a reason and a review date. `npm test`
// runs it first, so CI prints the result every time.
//
// The advisory database is a service of the npm registry. Where it can't be reached (a mirror
// without the audit endpoint, no network) the step says so loudly and passes: an outage there
// must not stop every change from landing, and the next run that reaches it checks again.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const BLOCKING = new Set(['high', 'critical']);

/**
 * Decides what an `npm audit --json` report means under the exception list.
 * @param {unknown} report parsed `npm audit --json` output
 * @param {{advisory: string, package: string, reason: string, review_by: string}[]} exceptions
 * @param {Date} today
 * @returns {{outcome: 'clean' | 'excepted' | 'failing' | 'unchecked', lines: string[]}}
 */
export function judgeAudit(report, exceptions, today) {
  if (!isAuditReport(report)) {
    const summary = errorSummary(report);
    return {
      outcome: 'unchecked',
      lines: [
        `The advisory database could not be asked (${summary}).`,
        'Dependencies were NOT checked for known vulnerabilities in this run; run `npm run audit` where the registry answers.',
      ],
    };
  }
  const lines = [];
  let failing = false;
  let excepted = false;
  for (const [name, entry] of Object.entries(report.vulnerabilities)) {
    if (!BLOCKING.has(entry.severity)) continue;
    for (const advisory of advisoriesOf(entry)) {
      if (!BLOCKING.has(advisory.severity)) continue;
      const id = advisoryId(advisory.url);
      const exception = exceptions.find((e) => e.package === name && e.advisory === id);
      if (exception && new Date(`${exception.review_by}T23:59:59Z`) >= today) {
        excepted = true;
        lines.push(`excepted until ${exception.review_by}: ${name} ${id} (${exception.reason})`);
      } else {
        failing = true;
        const why = exception ? `its exception expired on ${exception.review_by}` : 'not excepted';
        lines.push(`${advisory.severity}: ${name} ${id} ${advisory.title} — ${why}`);
      }
    }
  }
  const counts = report.metadata?.vulnerabilities ?? {};
  lines.unshift(
    `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
  );
  return { outcome: failing ? 'failing' : excepted ? 'excepted' : 'clean', lines };
}

function isAuditReport(report) {
  return (
    typeof report === 'object' &&
    report !== null &&
    'vulnerabilities' in report &&
    typeof report.vulnerabilities === 'object'
  );
}

/** `via` holds advisories, or names of packages whose advisories come through them. */
function advisoriesOf(entry) {
  return (entry.via ?? []).filter((via) => typeof via === 'object' && via !== null);
}

function advisoryId(url) {
  return typeof url === 'string' ? url.split('/').pop() : String(url);
}

/** npm answers a failed request with `{message, statusCode}` and its own failures with `{error}`. */
function errorSummary(report) {
  if (typeof report !== 'object' || report === null) return 'no report';
  if (typeof report.message === 'string') return report.message;
  const { error } = report;
  if (error && typeof error === 'object')
    return [error.code, error.summary].filter(Boolean).join(': ');
  return 'no report';
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const exceptions = JSON.parse(fs.readFileSync(path.join(root, 'audit-exceptions.json'), 'utf8'));
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    report = {
      error: {
        code: run.error ? run.error.message : `exit ${run.status}`,
        summary: 'unreadable answer',
      },
    };
  }
  const { outcome, lines } = judgeAudit(report, exceptions, new Date());
  for (const line of lines) console.log(outcome === 'unchecked' ? `⚠ ${line}` : line);
  process.exit(outcome === 'failing' ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
