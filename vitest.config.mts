import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/chain/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', './scripts/summary-reporter.mjs'],
  },
});
