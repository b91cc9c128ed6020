import { defineConfig } from 'vitest/config';

// Browser and build tests: run against the built site in build/ (npm run build first).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    reporters: ['default', './scripts/summary-reporter.mjs'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll waits for a state; on a busy machine a page can take longer than Vitest's default second to reach
    // it. A longer limit costs nothing when the state comes, and a state that never comes still fails.
    expect: { poll: { timeout: 15_000 } },
  },
});
