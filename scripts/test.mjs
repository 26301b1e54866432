#!/usr/bin/env node
// `npm test`: builds (the end-to-end journeys drive the built client), then runs the tests with
// the static checks beside them, and ends with how long each step and each test project took.
// The checks (typecheck, lint, deps:check) run at a lower priority: they fill the time the tests
// spend waiting on the database, timers and the browser instead of adding theirs to it. Their
// output is printed once the tests are done. Arguments go to vitest (`npm test -- --project unit`).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';

const CHECKS = ['typecheck', 'lint', 'deps:check'];
/** The order the projects are listed in at the end. */
const PROJECTS = ['unit', 'integration', 'e2e'];
const BESIDE = 19; // the lowest priority: the checks get what the tests leave

const started = performance.now();
const rows = [];

/** Runs a command; `quiet` keeps its output to print later. Resolves to its result and time. */
function run(command, args, { quiet = false, priority, env } = {}) {
  const begun = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (priority !== undefined && child.pid) {
      try {
        setPriority(child.pid, priority);
      } catch {
        // It already ended: there is nothing left to lower.
      }
    }
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code, signal) =>
      resolve({ ok: code === 0, code, signal, output, ms: performance.now() - begun }),
    );
  });
}

const npmRun = (script, options) => run('npm', ['run', '--silent', script], options);

function clock(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function row(name, ms, ok, note = '') {
  rows.push(`  ${name.padEnd(14)} ${clock(ms).padStart(5)}  ${ok ? 'ok    ' : 'FAILED'}  ${note}`);
}

function summary() {
  const failed = rows.some((line) => line.includes('FAILED'));
  console.log(
    `\nnpm test: ${failed ? 'FAILED' : 'passed'} in ${clock(performance.now() - started)}`,
  );
  for (const line of rows) console.log(line.trimEnd());
  return failed ? 1 : 0;
}

console.log('\n> build');
const build = await npmRun('build');
row('build', build.ms, build.ok);
if (!build.ok) process.exit(summary());

const checks = (async () => {
  const results = [];
  for (const name of CHECKS)
    results.push({ name, ...(await npmRun(name, { quiet: true, priority: BESIDE })) });
  return results;
})();

const timesDir = mkdtempSync(join(tmpdir(), 'foodshare-test-times-'));
const timesFile = join(timesDir, 'projects.json');
const vitest = await run(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=./platform/src/testing/project-times-reporter.ts',
    ...process.argv.slice(2),
  ],
  { env: { TEST_TIMES_FILE: timesFile } },
);
let projects = {};
try {
  projects = JSON.parse(readFileSync(timesFile, 'utf8'));
} catch {
  // vitest stopped before the end of its run: its own output says why.
}
rmSync(timesDir, { recursive: true, force: true });

for (const check of await checks) {
  console.log(`\n> ${check.name} (ran beside the tests)`);
  if (check.output.trim()) console.log(check.output.trimEnd());
  row(check.name, check.ms, check.ok, 'beside the tests');
}
row('vitest', vitest.ms, vitest.ok, 'the projects below, side by side');
for (const name of PROJECTS) {
  const times = projects[name];
  if (!times) continue;
  const count = `${times.files} files, ${times.tests} tests${times.failed ? `, ${times.failed} failed` : ''}`;
  const span = `${clock(times.startMs)} to ${clock(times.endMs)} into the run`;
  row(`  ${name}`, times.endMs - times.startMs, times.failed === 0, `${count}, ${span}`);
}
process.exit(summary());
