import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { PRODUCTION_DRAIN_DELAY_MS, loadConfig } from '../src/config';

/**
 * The container and systemd files can't be run here (no image registry, no systemd): this reads
 * them for what would break silently — three API services built alike behind an nginx whose
 * upstreams name them, and stop deadlines longer than a graceful stop (decision 055).
 */

const read = (file: string) =>
  fs.readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8');

interface ComposeService {
  build?: { context: string; target: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  stop_grace_period?: string;
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
/** The longest a production process takes to stop gracefully with the default timeout. */
const STOP_MS = PRODUCTION_DRAIN_DELAY_MS + loadConfig({}).shutdown.timeoutMs;

it('runs three API services from the same build, each given time to stop gracefully', () => {
  const apps = Object.keys(compose.services).filter((name) => /^app\d+$/.test(name));
  expect(apps).toEqual(['app1', 'app2', 'app3']);
  for (const name of apps) {
    const app = compose.services[name];
    expect(app?.build).toEqual({ context: '..', target: 'app' });
    expect(app?.environment?.PORT).toBe('3000');
    expect(app?.environment?.REDIS_URL).toMatch(/^redis:\/\/redis:/);
    expect(app?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(app?.depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
    expect(seconds(app?.stop_grace_period) * 1000).toBeGreaterThan(STOP_MS);
  }
  expect(Object.keys(compose.services)).toEqual(
    expect.arrayContaining(['migrate', 'nginx', 'postgres', 'redis']),
  );
});

it("points nginx's upstreams at exactly those services, in compose and in the image's default", () => {
  const upstreams = 'app1:3000,app2:3000,app3:3000';
  expect(compose.services.nginx?.build).toEqual({
    context: '..',
    target: 'nginx',
    args: { UPSTREAMS: upstreams },
  });
  expect(read('Dockerfile')).toContain(`ARG UPSTREAMS=${upstreams}`);
});

it('gives systemd more time to stop a process than a graceful stop takes', () => {
  for (const unit of ['canasta@.service', 'canasta-cluster.service']) {
    const text = read(`deploy/systemd/${unit}`);
    const timeout = /^TimeoutStopSec=(\d+)$/m.exec(text)?.[1];
    expect(Number(timeout) * 1000, unit).toBeGreaterThan(STOP_MS);
    expect(text, unit).toContain('KillSignal=SIGTERM');
  }
  expect(read('deploy/systemd/canasta-cluster.service')).toContain('KillMode=mixed');
});

function seconds(duration: string | undefined): number {
  const match = /^(\d+)s$/.exec(duration ?? '');
  if (!match) throw new Error(`not a duration in seconds: ${String(duration)}`);
  return Number(match[1]);
}
