import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { atMost, type Figure, fmt, printFigures } from './report';
import { REPO_ROOT } from './server-process';

/** The most JavaScript, brotli-compressed, the first load of `/` may fetch (issue: ≤ 150 KB). */
export const FIRST_LOAD_TARGET_KB = 150;

export interface FirstLoad {
  /** The entry script and every module index.html preloads, as paths in the build. */
  readonly scripts: readonly string[];
  /** Their sizes in KB: as built, and as the .br and .gz files the servers send. */
  readonly rawKb: number;
  readonly brotliKb: number;
  readonly gzipKb: number;
}

/**
 * What the first load of `/` costs from a client build (`npm run build`): the entry script and
 * every module index.html preloads, as the brotli and gzip files the servers send. A file the
 * page names but the build lacks counts as NaN, so no figure can pass with it missing.
 */
export function measureFirstLoad(dist = join(REPO_ROOT, 'client', 'dist')): FirstLoad {
  const html = join(dist, 'index.html');
  if (!existsSync(html)) throw new Error('No client build: run `npm run build` first');
  const scripts = [
    ...readFileSync(html, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g),
  ].map((match) => join(dist, match[1] ?? ''));
  const size = (file: string) => (existsSync(file) ? statSync(file).size : Number.NaN);
  const sum = (suffix: string) =>
    scripts.reduce((total, file) => total + size(file + suffix), 0) / 1024;
  return { scripts, rawKb: sum(''), brotliKb: sum('.br'), gzipKb: sum('.gz') };
}

/** The first load of `/` from the build output, brotli and gzip; baseline: uncompressed. */
export async function clientSection(): Promise<void> {
  const { scripts, rawKb, brotliKb, gzipKb } = measureFirstLoad();
  const figures: Figure[] = [
    {
      label: `JavaScript of / (${scripts.length} files), brotli`,
      value: `${fmt(brotliKb)} KB`,
      baseline: `${fmt(rawKb)} KB uncompressed`,
      target: `<= ${FIRST_LOAD_TARGET_KB} KB`,
      pass: atMost(brotliKb, FIRST_LOAD_TARGET_KB),
    },
    {
      label: `JavaScript of / (${scripts.length} files), gzip`,
      value: `${fmt(gzipKb)} KB`,
      baseline: `${fmt(rawKb)} KB uncompressed`,
    },
  ];
  printFigures('Client build (first load of /)', figures);
}
