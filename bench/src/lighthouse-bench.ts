import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { benchConfig } from './bench-config';
import { atLeast, atMost, type Figure, fmt, printFigures } from './report';
import {
  buildOnce,
  freePort,
  REPO_ROOT,
  STANDALONE_ENTRY,
  standaloneNodeFlags,
  startServer,
} from './server-process';

/** The pages the phone targets hold for (issue: `/`, `/marketplace`, `/offers`). */
export const LIGHTHOUSE_PAGES = ['/', '/marketplace', '/offers'] as const;

/** The targets on a phone: Lighthouse's mobile preset (simulated slow 4G, 4× slower CPU). */
export const LIGHTHOUSE_TARGETS = {
  performance: 90,
  cls: 0.05,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;

const CHROMIUM = '/usr/bin/chromium';

export interface PageScores {
  readonly path: string;
  /** Category scores, 0–100. */
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** The failing audits outside performance, by id: what keeps a category under 100. */
  readonly failing: readonly string[];
  /** Chromium's installability errors for the page (none: installable). */
  readonly installabilityErrors: readonly string[];
}

/**
 * Lighthouse (the version pinned in bench/package.json, its default mobile preset) on each page
 * of the built app, started as `npm start` runs it on the demo data, in Debian's Chromium. Each
 * page is measured `runs` times from a cold cache and the run with the median performance score
 * is kept, as Lighthouse's own documentation advises against the variance of one run.
 */
export async function measureLighthouse(runs = 3): Promise<PageScores[]> {
  if (!existsSync(join(REPO_ROOT, 'client', 'dist', 'index.html')))
    throw new Error('No client build: run `npm run build` first');
  await buildOnce();
  const dataDir = await mkdtemp(join(tmpdir(), 'foodshare-lighthouse-data-'));
  const profile = await mkdtemp(join(tmpdir(), 'foodshare-lighthouse-profile-'));
  const port = await freePort();
  const app = await startServer({
    entry: STANDALONE_ENTRY,
    nodeArgs: standaloneNodeFlags(),
    env: { DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn', MAP_TILE_URL: 'none' },
    port,
    probe: '/health',
  });
  const debuggingPort = await freePort();
  // A profile on disk (not incognito), so Chromium's installability check can answer.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu'],
  });
  try {
    // The demo data is seeded behind the first answer: wait until the lists have it.
    await waitForDemoData(app.url);
    const results: PageScores[] = [];
    for (const path of LIGHTHOUSE_PAGES) {
      const url = `${app.url.replace('127.0.0.1', 'localhost')}${path}`;
      const measured: PageScores[] = [];
      for (let run = 0; run < runs; run++)
        measured.push(await lighthouseRun(url, path, debuggingPort));
      measured.sort((a, b) => a.performance - b.performance);
      const median = measured[Math.floor(measured.length / 2)];
      if (!median) throw new Error(`No Lighthouse run of ${path}`);
      results.push({ ...median, installabilityErrors: await installability(browser, url) });
    }
    return results;
  } finally {
    await browser.close();
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(profile, { recursive: true, force: true });
  }
}

async function waitForDemoData(origin: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}/api/food-items?limit=1`).catch(() => null);
    if (response?.ok && ((await response.json()) as unknown[]).length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The demo data did not appear in the lists in 5 minutes');
}

/** A run whose trace Lighthouse could not read (NO_NAVSTART, now and then) is run again. */
const TRACE_ATTEMPTS = 3;

async function lighthouseRun(url: string, path: string, port: number): Promise<PageScores> {
  let result: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result?.lhr.runtimeError || attempt === TRACE_ATTEMPTS) break;
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
    installabilityErrors: [],
  };
}

/** Chromium's own check (what its "Install app" menu asks), once the service worker controls. */
async function installability(
  browser: Awaited<ReturnType<typeof chromium.launchPersistentContext>>,
  url: string,
): Promise<string[]> {
  const page = await browser.newPage();
  try {
    await page.goto(url);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    const cdp = await browser.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    await page.close();
  }
}

/** `npm run bench -- lighthouse`: today's scores of each page against the phone targets. */
export async function lighthouseSection(): Promise<void> {
  const runs = Math.max(1, Math.round(benchConfig.BENCH_LIGHTHOUSE_RUNS));
  const results = await measureLighthouse(runs);
  const figures: Figure[] = results.flatMap((page) => [
    {
      label: `${page.path} performance (LCP ${fmt(page.lcpMs)} ms, TBT ${fmt(page.tbtMs)} ms)`,
      value: String(page.performance),
      baseline: `median of ${runs}`,
      target: `>= ${LIGHTHOUSE_TARGETS.performance}`,
      pass: atLeast(page.performance, LIGHTHOUSE_TARGETS.performance),
    },
    {
      label: `${page.path} CLS`,
      value: fmt(page.cls, 3),
      target: `<= ${LIGHTHOUSE_TARGETS.cls}`,
      pass: atMost(page.cls, LIGHTHOUSE_TARGETS.cls),
    },
    {
      label: `${page.path} accessibility`,
      value: String(page.accessibility),
      target: '100',
      pass: page.accessibility === 100,
    },
    {
      label: `${page.path} best practices`,
      value: String(page.bestPractices),
      target: '100',
      pass: page.bestPractices === 100,
    },
    {
      label: `${page.path} SEO`,
      value: String(page.seo),
      target: '100',
      pass: page.seo === 100,
    },
    {
      label: `${page.path} installable`,
      value: page.installabilityErrors.length === 0 ? 'yes' : page.installabilityErrors.join(', '),
      target: 'no installability error',
      pass: page.installabilityErrors.length === 0,
    },
  ]);
  printFigures('Lighthouse (mobile preset)', figures);
  for (const page of results)
    if (page.failing.length > 0)
      console.log(`${page.path}: failing audits: ${page.failing.join(', ')}`);
}
