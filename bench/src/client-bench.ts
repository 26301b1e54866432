import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { atMost, type Figure, fmt, printFigures } from './report';
import { REPO_ROOT } from './server-process';

const FIRST_LOAD_TARGET_KB = 150;

/**
 * What the first load of `/` costs from the build output (`npm run build`): the entry script and
 * every module it preloads, as the brotli and gzip files the servers send; the baseline is the
 * same JavaScript uncompressed.
 */
export async function clientSection(): Promise<void> {
  const dist = join(REPO_ROOT, 'client', 'dist');
  const html = join(dist, 'index.html');
  if (!existsSync(html)) throw new Error('No client build: run `npm run build` first');
  const scripts = [
    ...readFileSync(html, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g),
  ].map((match) => join(dist, match[1] ?? ''));
  const size = (file: string) => (existsSync(file) ? statSync(file).size : Number.NaN);
  const sum = (suffix: string) =>
    scripts.reduce((total, file) => total + size(file + suffix), 0) / 1024;
  const [raw, brotli, gzip] = [sum(''), sum('.br'), sum('.gz')];
  const figures: Figure[] = [
    {
      label: `JavaScript of / (${scripts.length} files), brotli`,
      value: `${fmt(brotli)} KB`,
      baseline: `${fmt(raw)} KB uncompressed`,
      target: `<= ${FIRST_LOAD_TARGET_KB} KB`,
      pass: atMost(brotli, FIRST_LOAD_TARGET_KB),
    },
    {
      label: `JavaScript of / (${scripts.length} files), gzip`,
      value: `${fmt(gzip)} KB`,
      baseline: `${fmt(raw)} KB uncompressed`,
    },
  ];
  printFigures('Client build (first load of /)', figures);
}
