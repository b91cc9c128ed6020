import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Components in .tsx (tsconfig leaves JSX to the bundler): the automatic runtime, as the site's build uses.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/chain/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', './scripts/summary-reporter.mjs'],
  },
});
