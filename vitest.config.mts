import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Components in .tsx (tsconfig leaves JSX to the bundler): the automatic runtime, as the site's build uses.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // Unit tests live beside the code they test.
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'examples/*.test.ts'],
    environment: 'node',
    reporters: ['default', './scripts/summary-reporter.mjs'],
  },
});
