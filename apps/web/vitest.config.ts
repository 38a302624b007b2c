import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    // A forgotten `.only` would run one test and call the run green (the root config says more).
    allowOnly: false,
    environment: 'happy-dom',
    // Tests never run third-party scripts (the tag manager's): an added <script src> counts as
    // loaded instead of printing a "file loading is disabled" error.
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Vitest's 5 s default is shorter than what some screens wait for by design (an order's
    // 4 s payment poll, a lazily imported screen whose module is transformed on first use on a
    // loaded CI machine), and a test that outlives it fails however right the screen is.
    testTimeout: 15_000,
  },
});
