import { defineConfig } from 'vitest/config';

// Three projects so a developer can run the fast ones alone; `npm test` runs them all.
export default defineConfig({
  test: {
    globalSetup: ['./platform/src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A poll waits for read models to catch up (they are eventually consistent). Vitest's default
    // of one second is a deadline two busy cores can miss without anything being wrong; a poll
    // that succeeds returns at once whatever its timeout.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['*/src/**/*.test.ts', 'client/src/**/*.test.tsx'],
          exclude: ['**/*.int.test.ts', '**/*.e2e.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['*/src/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/src/**/*.e2e.test.ts'],
          // One browser at a time keeps two cores responsive.
          fileParallelism: false,
          testTimeout: 90_000,
        },
      },
    ],
  },
});
