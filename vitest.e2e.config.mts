import { defineConfig } from 'vitest/config';

// Browser and build tests: run against the built site in build/ (npm run build first).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    // One static server for build/ and one Chromium for the whole run, which every file connects to (useSite).
    globalSetup: ['tests/helpers/globalSetup.ts'],
    reporters: ['default', './scripts/summary-reporter.mjs'],
    // One file at a time: the files share the machine's two cores, the browser, and builds of the run
    // (tests/helpers/changedData.ts, made by whichever file asks first).
    fileParallelism: false,
    // The files share one worker and its modules (the site's data, loaded and checked once; src/ transformed once):
    // each file's own import cost 2-3 s on this machine. Nothing here mocks a module or keeps state between files
    // but what is meant to be shared (siteData(), the run's builds).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll waits for a state; on a busy machine a page can take longer than Vitest's default second to reach
    // it. A longer limit costs nothing when the state comes, and a state that never comes still fails.
    expect: { poll: { timeout: 15_000 } },
  },
});
