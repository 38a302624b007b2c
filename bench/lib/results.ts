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

export function writeSummary(outcomes: Outcome[], date: string, partial: boolean): string {
  const m = machine();
  const lines = [
    '# Benchmark results',
    '',
    `Run ${date} on ${m.cores} × ${m.cpu}, ${m.memory_gb} GB, Node ${m.node}, ${m.platform}.`,
    'Produced by `npm run bench` (bench/run-all.ts); the numbers are in the JSON files beside this one.',
    ...(partial ? ['', '_Partial run: only the benchmarks below were run._'] : []),
  ];
  for (const outcome of outcomes) {
    lines.push('', `## ${outcome.title}: ${outcome.passed ? 'PASS' : 'FAIL'}`, '');
    lines.push(`Goal: ${outcome.goal}`);
    if (outcome.error) lines.push('', `**Could not run:** ${outcome.error}`);
    if (outcome.failures.length > 0) {
      lines.push('', ...outcome.failures.map((failure) => `- missed: ${failure}`));
    }
    for (const table of outcome.tables) lines.push('', ...markdownTable(table));
    if (outcome.notes.length > 0) lines.push('', ...outcome.notes.map((note) => `- ${note}`));
  }
  const file = path.join(RESULTS_DIR, 'README.md');
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
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
