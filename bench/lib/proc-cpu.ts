import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * CPU time and memory of processes, read from Linux's /proc: what a server process (or a
 * PostgreSQL backend, which runs as another user but whose /proc/<pid>/stat anyone may read)
 * spent, without instrumenting it.
 */

/** Clock ticks per second, the unit of /proc/<pid>/stat's utime and stime (100 on Linux). */
const TICKS_PER_SECOND = (() => {
  try {
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
})();

/** Fields of /proc/<pid>/stat after the command name, which may itself hold spaces. */
function statFields(pid: number): string[] | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    // Gone (exited between listing and reading).
    return undefined;
  }
}

/** User + system CPU the process has used so far, in ms (0 when it is gone). */
export function processCpuMs(pid: number): number {
  const fields = statFields(pid);
  // After the name: state(0) ppid(1) … utime(11) stime(12), i.e. the man page's fields 14 and 15.
  if (!fields) return 0;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The process and all its descendants (a cluster's primary and its workers). */
export function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields) parents.set(Number(entry), Number(fields[1]));
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  }
  return tree;
}

/** Resident memory of a process in MB (VmRSS), or 0 when it is gone. */
export function residentMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** CPU time the whole machine has spent busy (everything but idle and I/O wait), in ms. */
export function machineBusyMs(): number {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return ((total - idle) * 1000) / TICKS_PER_SECOND;
}

/** CPU ms per pid still running, for a later difference. */
export function cpuByPid(pids: Iterable<number>): Map<number, number> {
  return new Map(
    [...pids].filter((pid) => fs.existsSync(`/proc/${pid}`)).map((pid) => [pid, processCpuMs(pid)]),
  );
}

/**
 * CPU spent between two readings of the same processes. A process first seen in `after` (a
 * PostgreSQL backend opened during the run) counts from 0; one gone by `after` is not counted.
 */
export function cpuSpentMs(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}
