import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Components in .tsx (tsconfig leaves JSX to the bundler): the automatic runtime, as the site's build uses.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // Unit tests live beside the code they test.
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'examples/*.test.ts'],
    environment: 'node',
    reporters: ['default', './scripts/summary-reporter.mjs'],
    // Files share their worker's modules (the site's data loaded and checked once per worker, src/ transformed once):
    // with each file importing afresh, imports took about 53 of the run's 125 s. No test mocks a module, stubs a
    // global or sets the environment for the files after it.
    isolate: false,
  },
});
