import { defineConfig } from 'vitest/config';

/**
 * The fleet acceptance suite (decision 058): its own run of `npm test`, after the other tests,
 * because it starts real processes, nginx and a scratch PostgreSQL database and takes minutes.
 * The root configuration lists its projects' folders and doesn't include this one.
 */
export default defineConfig({
  test: {
    name: 'fleet',
    // A forgotten `.only` would run one test and call the run green (the root config says more).
    allowOnly: false,
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/fleet/**/*.test.ts'],
    environment: 'node',
    // One fleet at a time: the suite owns its ports, its Redis db and its scratch database.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 240_000,
  },
});
