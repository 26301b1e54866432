import { availableParallelism } from 'node:os';
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
    // A file spends much of its time waiting on PostgreSQL, timers, child processes and the
    // browser, so files run one more at a time than there are cores: vitest's default (one fewer
    // than the cores) left a core idle through every wait, and two at a time on two cores took
    // `npm test` 14:33 on a fresh clone where three take about 9. A test that would need a core
    // to itself at some moment (a scroll position read before the page has grown, a reconnect
    // timed against a query) is written to wait for the state it needs instead.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['*/src/**/*.test.ts', 'client/src/**/*.test.tsx'],
          exclude: ['**/*.int.test.ts', '**/*.e2e.test.ts', '**/node_modules/**'],
          // A worker keeps the modules it loaded from one file to the next: loading them (React,
          // zod, the catalogues) took longer than the tests. A file that changes shared state puts
          // it back: the client's i18n is one instance, and its tests set the language they need.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['*/src/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          // A worker keeps the modules it loaded from one file to the next: loading the app's
          // (Fastify, Kysely, PGlite's WebAssembly) took longer than most files' tests. Each file
          // still builds its own app on its own database, and none stubs a module or a global.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/src/**/*.e2e.test.ts'],
          // The journeys run beside the other projects' files, not after them all: their project
          // sorts first, so the longest (the accessibility suite) starts at once, and the other
          // lane moves on to integration files as the journeys run out.
          testTimeout: 150_000,
          // Each journey starts its own app and browser; the modules for them load once a worker.
          isolate: false,
        },
      },
    ],
  },
});
