import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, where `npm start` and `npm run build` run. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const WORKSPACE_SCOPE = '@foodshare/';

/** The workspace itself and every workspace package it imports, directly or not. */
function workspacesOf(workspace: string, seen = new Set<string>()): Set<string> {
  if (seen.has(workspace)) return seen;
  seen.add(workspace);
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, workspace, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const name of Object.keys(manifest.dependencies ?? {}))
    if (name.startsWith(WORKSPACE_SCOPE)) workspacesOf(name.slice(WORKSPACE_SCOPE.length), seen);
  return seen;
}

/** The latest change to a source the build bundles (tests and their support are not in it). */
function latestSourceChangeMs(workspace: string): number {
  let latest = 0;
  for (const bundled of workspacesOf(workspace)) {
    const src = join(REPO_ROOT, bundled, 'src');
    for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith('.test.ts') || file.split(sep).includes('testing')) continue;
      const stat = statSync(join(src, file));
      if (stat.isFile()) latest = Math.max(latest, stat.mtimeMs);
    }
  }
  return latest;
}

/** The flags `npm start` gives node before `file`, or nothing if it does not run that file. */
function npmStartFlags(file: string): string[] | undefined {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const flags = new RegExp(`\\bnode((?: --\\S+)*) ${file}`).exec(manifest.scripts.start ?? '');
  return flags ? (flags[1]?.trim().split(/\s+/).filter(Boolean) ?? []) : undefined;
}

/**
 * The V8 flags `npm start` gives node before `file` (the standalone's memory bounds), read from
 * the root package.json's start script; it throws once `npm start` no longer runs that file.
 */
export function npmStartNodeFlags(file: string): string[] {
  const flags = npmStartFlags(file);
  if (!flags) throw new Error(`npm start no longer runs node … ${file}`);
  return flags;
}

/**
 * The node arguments that run `<workspace>/src/<entry>.ts`, from the repository's root: the
 * JavaScript `npm run build` wrote for it, as `npm start` runs it (with its flags, if it is the
 * file `npm start` runs), when it was built after the last change to its sources (`npm test`
 * builds first); else the TypeScript itself through tsx, so a test run alone after an edit never
 * meets an older build.
 */
export function entryPointArgs(workspace: string, entry: string): string[] {
  const built = `${workspace}/dist/${entry}.js`;
  const builtAt = existsSync(join(REPO_ROOT, built)) ? statSync(join(REPO_ROOT, built)).mtimeMs : 0;
  if (builtAt > latestSourceChangeMs(workspace)) return [...(npmStartFlags(built) ?? []), built];
  return ['--import', 'tsx', `${workspace}/src/${entry}.ts`];
}
