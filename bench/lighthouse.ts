// Lighthouse (npm `lighthouse`, mobile preset: simulated slow 4G and a 4× slower CPU) on /, /login and a
// signed-in /home of the built app served by the real server, in Debian's Chromium, with no network
// beyond 127.0.0.1. Not part of `npm test`.
// Usage: node --import tsx bench/lighthouse.ts [--no-build] [--runs 1] [--pages /,/login,/home] [--json FILE]
//        [--reports DIR] (keeps each full Lighthouse report there, to read which audits cost what)
//        [--cpu-slowdown N] (the simulated CPU's slowdown instead of the preset's 4: with 1, what is left of
//        a metric is the simulated network's share, the part a loaded machine cannot blur)
//        [--postgres] (the server on TEST_DATABASE_URL, e.g. under scripts/with-postgres.mjs, instead of the
//        embedded database, whose queries hold the server's one thread while the page's files wait)
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeMachine, machineInfo } from './lib/report';
import { REPO_ROOT } from './lib/server-process';
import { buildWeb, CHROMIUM, startWebServer } from './lib/web-pages';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;
/** Issue 14's goals for /, which issue 29 sets for /login and the signed-in /home too. */
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
  runtimeError?: { message: string };
}

const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.includes(name) ? (args[args.indexOf(name) + 1] ?? fallback) : fallback;
const runs = Number(option('--runs', '1'));
const jsonOut = option('--json', 'bench/results/lighthouse.json');
const reportsDir = args.includes('--reports') ? path.resolve(option('--reports', '')) : undefined;
const cpuSlowdown = args.includes('--cpu-slowdown') ? Number(option('--cpu-slowdown', '4')) : undefined;
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown takes a number ≥ 1');
const databaseUrl = args.includes('--postgres') ? process.env.TEST_DATABASE_URL : undefined;
if (args.includes('--postgres') && !databaseUrl) throw new Error('--postgres needs TEST_DATABASE_URL');
const PAGES = [
  ['/', false],
  ['/login', false],
  ['/home', true],
] as const;
const wanted = option('--pages', PAGES.map(([pagePath]) => pagePath).join(',')).split(',');
if (!args.includes('--no-build')) buildWeb();

/** Attempts per run: under load Chromium's trace sometimes misses the navigation (NO_NAVSTART). */
const ATTEMPTS = 3;

/** One Lighthouse run of `url`, its JSON report written to `output`; a failed trace is run again. */
function lighthouse(url: string, signedIn: boolean, output: string): LighthouseReport {
  for (let attempt = 1; ; attempt += 1) {
    const result = spawnSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'node_modules/lighthouse/cli/index.js'),
        url,
        `--chrome-path=${CHROMIUM}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
        ...(signedIn ? [`--extra-headers=${JSON.stringify({ Cookie: web.cookie })}`] : []),
      ],
      { cwd: REPO_ROOT, encoding: 'utf8' },
    );
    const failure =
      result.status === 0
        ? (JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport).runtimeError?.message
        : result.stderr || result.stdout;
    if (failure === undefined) return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
    if (attempt === ATTEMPTS) throw new Error(`lighthouse ${url}: ${failure}`);
    console.log(`lighthouse ${url}: attempt ${attempt} failed (${failure.trim().split('\n')[0]}), running it again`);
  }
}

const info = machineInfo();
console.log(describeMachine(info));
if (cpuSlowdown !== undefined) console.log(`simulated CPU slowdown: ${cpuSlowdown}× (the preset's is 4×)`);
if (databaseUrl) console.log('database: PostgreSQL (TEST_DATABASE_URL)');
const web = await startWebServer({ databaseUrl });
const outDir = mkdtempSync(path.join(os.tmpdir(), 'prato-lighthouse-'));
const rows: Record<string, unknown>[] = [];
try {
  for (const [pagePath, signedIn] of PAGES.filter(([pagePath]) => wanted.includes(pagePath))) {
    for (let run = 1; run <= runs; run += 1) {
      const output = path.join(outDir, `report-${rows.length}.json`);
      const report = lighthouse(`${web.server.url}${pagePath}`, signedIn, output);
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        copyFileSync(output, path.join(reportsDir, `${pagePath.slice(1) || 'landing'}-${run}.json`));
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
      );
      const metrics = Object.fromEntries(
        Object.entries(METRICS).map(([name, audit]) => [name, report.audits[audit]?.numericValue ?? null]),
      );
      const failing = Object.entries(report.audits)
        .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
        .map(([id]) => id);
      rows.push({ path: pagePath, run, ...scores, ...metrics, failing });
    }
  }
} finally {
  await web.close();
  rmSync(outDir, { recursive: true, force: true });
}

console.log('\npage    run  perf  a11y  best  seo    FCP      LCP     TBT   CLS');
for (const row of rows) {
  const ms = (value: unknown) => (typeof value === 'number' ? `${(value / 1000).toFixed(1)} s` : '—');
  console.log(
    `${String(row.path).padEnd(8)}${String(row.run).padStart(3)}  ${[
      row.performance,
      row.accessibility,
      row['best-practices'],
      row.seo,
    ]
      .map((score) => String(score).padStart(4))
      .join(
        '  ',
      )}  ${ms(row.fcp).padStart(6)}  ${ms(row.lcp).padStart(6)}  ${`${Math.round(Number(row.tbt))} ms`.padStart(6)}  ${Number(row.cls).toFixed(3)}`,
  );
  console.log(`        below 0.9: ${(row.failing as string[]).join(', ') || 'none'}`);
}
// Each page's median over its runs (the machine is shared: one run can be slowed by another process).
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
for (const pagePath of new Set(rows.map((row) => String(row.path)))) {
  const pageRows = rows.filter((row) => row.path === pagePath);
  const medians = Object.entries(GOALS).map(([category, goal]) => {
    const value = median(pageRows.map((row) => Number(row[category])));
    return `${category} ${value}${value >= goal ? '' : ` (goal ${goal}: MISSED)`}`;
  });
  const tbt = median(pageRows.map((row) => Number(row.tbt)));
  const lcp = median(pageRows.map((row) => Number(row.lcp)));
  console.log(
    `median of ${pageRows.length} on ${pagePath}: ${medians.join(', ')}; LCP ${(lcp / 1000).toFixed(1)} s, TBT ${Math.round(tbt)} ms`,
  );
}
writeFileSync(
  path.resolve(REPO_ROOT, jsonOut),
  `${JSON.stringify({ machine: info, ...(cpuSlowdown === undefined ? {} : { cpuSlowdown }), database: databaseUrl ? 'postgresql' : 'pglite', rows }, null, 2)}\n`,
);
