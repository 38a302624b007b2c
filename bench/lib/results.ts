import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RESULTS_DIR } from './paths';

export interface Table {
  caption?: string;
  columns: string[];
  rows: (string | number)[][];
}

/** What each benchmark hands back: its numbers, its budgets and how to show them. */
export interface Outcome {
  /** File stem in bench/results/, e.g. `http-catalogue`. */
  name: string;
  title: string;
  goal: string;
  passed: boolean;
  /** One line per missed budget. */
  failures: string[];
  tables: Table[];
  notes: string[];
  data: Record<string, unknown>;
  error?: string;
}

export function machine() {
  const cpus = os.cpus();
  return {
    node: process.version,
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    memory_gb: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
  };
}

export function writeOutcome(outcome: Outcome, date: string): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${outcome.name}.json`);
  const json = {
    benchmark: outcome.name,
    title: outcome.title,
    date,
    machine: machine(),
    goal: outcome.goal,
    passed: outcome.passed,
    failures: outcome.failures,
    ...(outcome.error ? { error: outcome.error } : {}),
    notes: outcome.notes,
    ...outcome.data,
  };
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  return file;
}

/**
 * Writes README.md: a section per benchmark, in `benchmarks` order. A benchmark this run
 * skipped keeps its section from the previous README, marked with the date of its own run.
 */
export function writeSummary(
  outcomes: Outcome[],
  date: string,
  benchmarks: { name: string; title: string }[],
): string {
  const file = path.join(RESULTS_DIR, 'README.md');
  const previous = fs.existsSync(file) ? previousSections(fs.readFileSync(file, 'utf8')) : [];
  const m = machine();
  const sections: string[][] = [];
  let carried = 0;
  for (const benchmark of benchmarks) {
    const outcome = outcomes.find((o) => o.name === benchmark.name);
    if (outcome) {
      sections.push(section(outcome));
      continue;
    }
    const old = previous.find((lines) => lines[0]?.startsWith(`## ${benchmark.title}: `));
    if (!old) continue;
    carried += 1;
    const body = old.slice(1).filter((line) => !line.startsWith(CARRIED_MARK));
    while (body[0] === '') body.shift();
    const ranAt = runDate(benchmark.name);
    sections.push([
      old[0] ?? '',
      '',
      `${CARRIED_MARK}${ranAt ? ` of ${ranAt}` : ''}, not re-run since._`,
      '',
      ...body,
    ]);
  }
  const lines = [
    '# Benchmark results',
    '',
    `Run ${date} on ${m.cores} × ${m.cpu}, ${m.memory_gb} GB, Node ${m.node}, ${m.platform}.`,
    'Produced by `npm run bench` (bench/run-all.ts); the numbers are in the JSON files beside this one.',
    ...(carried > 0
      ? ['', '_Partial run: sections marked "from the run of" are carried over from earlier runs._']
      : []),
  ];
  for (const body of sections) lines.push('', ...body);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const CARRIED_MARK = '_From the run';

function section(outcome: Outcome): string[] {
  const lines = [`## ${outcome.title}: ${outcome.passed ? 'PASS' : 'FAIL'}`, ''];
  lines.push(`Goal: ${outcome.goal}`);
  if (outcome.error) lines.push('', `**Could not run:** ${outcome.error}`);
  if (outcome.failures.length > 0) {
    lines.push('', ...outcome.failures.map((failure) => `- missed: ${failure}`));
  }
  for (const table of outcome.tables) lines.push('', ...markdownTable(table));
  if (outcome.notes.length > 0) lines.push('', ...outcome.notes.map((note) => `- ${note}`));
  return lines;
}

/** The `## ` sections of a README, each as its lines without trailing blanks. */
function previousSections(markdown: string): string[][] {
  const sections: string[][] = [];
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) sections.push([line]);
    else sections.at(-1)?.push(line);
  }
  for (const lines of sections) while (lines.at(-1) === '') lines.pop();
  return sections;
}

/** The date recorded in bench/results/<name>.json, if it is there. */
function runDate(name: string): string | undefined {
  try {
    const json = JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, `${name}.json`), 'utf8')) as {
      date?: unknown;
    };
    return typeof json.date === 'string' ? json.date : undefined;
  } catch {
    return undefined;
  }
}

function markdownTable(table: Table): string[] {
  const escape = (cell: string | number) => String(cell).replaceAll('|', '\\|');
  return [
    ...(table.caption ? [`**${table.caption}**`, ''] : []),
    `| ${table.columns.map(escape).join(' | ')} |`,
    `|${table.columns.map(() => ' --- ').join('|')}|`,
    ...table.rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ];
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
