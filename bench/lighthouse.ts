// Lighthouse (npm `lighthouse`, mobile preset: simulated slow 4G and a 4× slower CPU) on /, /login and a
// signed-in /home of the built app served by the real server, in Debian's Chromium, with no network
// beyond 127.0.0.1. Not part of `npm test`.
// Usage: node --import tsx bench/lighthouse.ts [--no-build] [--runs 1] [--json FILE]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
/** Issue 14's goals for /. */
const GOALS_HOME_PAGE = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

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
if (!args.includes('--no-build')) buildWeb();

const info = machineInfo();
console.log(describeMachine(info));
const web = await startWebServer();
const outDir = mkdtempSync(path.join(os.tmpdir(), 'prato-lighthouse-'));
const rows: Record<string, unknown>[] = [];
try {
  for (const [pagePath, signedIn] of [
    ['/', false],
    ['/login', false],
    ['/home', true],
  ] as const) {
    for (let run = 1; run <= runs; run += 1) {
      const output = path.join(outDir, `report-${rows.length}.json`);
      const result = spawnSync(
        process.execPath,
        [
          path.join(REPO_ROOT, 'node_modules/lighthouse/cli/index.js'),
          `${web.server.url}${pagePath}`,
          `--chrome-path=${CHROMIUM}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
          `--only-categories=${CATEGORIES.join(',')}`,
          '--output=json',
          `--output-path=${output}`,
          '--quiet',
          ...(signedIn ? [`--extra-headers=${JSON.stringify({ Cookie: web.cookie })}`] : []),
        ],
        { cwd: REPO_ROOT, encoding: 'utf8' },
      );
      if (result.status !== 0) throw new Error(`lighthouse ${pagePath}: ${result.stderr || result.stdout}`);
      const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
      if (report.runtimeError) throw new Error(`lighthouse ${pagePath}: ${report.runtimeError.message}`);
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
const landing = rows.filter((row) => row.path === '/');
for (const [category, goal] of Object.entries(GOALS_HOME_PAGE)) {
  const worst = Math.min(...landing.map((row) => Number(row[category])));
  console.log(`goal on /: ${category} ≥ ${goal}: ${worst >= goal ? 'ok' : `MISSED (${worst})`}`);
}
writeFileSync(path.resolve(REPO_ROOT, jsonOut), `${JSON.stringify({ machine: info, rows }, null, 2)}\n`);
