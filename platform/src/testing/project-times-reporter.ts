import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { testConfig } from './test-config';

/** One project's share of a run, as `npm test` prints it at its end (scripts/test.mjs). */
export interface ProjectTimes {
  files: number;
  tests: number;
  failed: number;
  /** Milliseconds from the run's start to the project's first file starting, and last ending. */
  startMs: number;
  endMs: number;
}

/**
 * Writes each project's times to TEST_TIMES_FILE at the end of a run. The projects' files run
 * side by side, so a project's time is the span from its first file starting to its last ending.
 */
export default class ProjectTimesReporter implements Reporter {
  private readonly runStart = Date.now();
  private readonly projects = new Map<string, ProjectTimes>();

  onTestModuleQueued(testModule: TestModule): void {
    const since = Date.now() - this.runStart;
    const name = testModule.project.name;
    const times = this.projects.get(name);
    if (times) times.startMs = Math.min(times.startMs, since);
    else this.projects.set(name, { files: 0, tests: 0, failed: 0, startMs: since, endMs: since });
  }

  onTestModuleEnd(testModule: TestModule): void {
    const times = this.projects.get(testModule.project.name);
    if (!times) return;
    times.files += 1;
    for (const test of testModule.children.allTests()) {
      times.tests += 1;
      if (test.result().state === 'failed') times.failed += 1;
    }
    if (testModule.state() === 'failed' && testModule.children.size === 0) times.failed += 1;
    times.endMs = Date.now() - this.runStart;
  }

  onTestRunEnd(): void {
    if (!testConfig.TEST_TIMES_FILE) return;
    writeFileSync(testConfig.TEST_TIMES_FILE, JSON.stringify(Object.fromEntries(this.projects)));
  }
}
