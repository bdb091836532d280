// JavaScript a first visit fetches: builds the web app, serves it with the real server and loads /,
// /login and a signed-in /home in Debian's Chromium, each in a fresh browser context (empty cache).
// Usage: node --import tsx bench/web-bundle.ts [--no-build] [--json FILE]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { describeMachine, machineInfo } from './lib/report';
import { REPO_ROOT } from './lib/server-process';
import { buildWeb, CHROMIUM, startWebServer } from './lib/web-pages';

/** Issue 14's goals, in KB of gzip JavaScript. */
const GOALS: Record<string, number> = { '/': 120, '/home': 180 };

interface PageFigures {
  path: string;
  scripts: number;
  /** Bytes on the wire as the server sent them (brotli or gzip). */
  transferredKb: number;
  /** The same scripts gzipped (level 9): the measure of the goals, independent of what the browser accepts. */
  gzipKb: number;
  encodings: string[];
  goalKb?: number;
  /** Scripts of the barcode scanner (its dialog, the reader, the polyfill): none belongs in a first load. */
  scannerScripts: string[];
}

/** The barcode scanner's chunks (issue 35): loaded only when the scanner opens. */
const SCANNER_CHUNK = /^(barcode-scanner-dialog|detector|ponyfill|zxing_reader)-/u;

const args = process.argv.slice(2);
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : 'bench/results/web-bundle.json';
if (!args.includes('--no-build')) buildWeb();

const info = machineInfo();
console.log(describeMachine(info));
const web = await startWebServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
const results: PageFigures[] = [];
try {
  for (const [pagePath, signedIn] of [
    ['/', false],
    ['/login', false],
    ['/home', true],
    // The planner carries the barcode button: the scanner itself must not load with it.
    ['/plan', true],
  ] as const) {
    // The service worker is blocked: its precache downloads the whole app after the page has loaded,
    // which is not what the page needs.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    if (signedIn) {
      await context.addCookies([{ name: web.cookieName, value: web.cookieValue, url: web.server.url }]);
    }
    const page = await context.newPage();
    const scripts: { url: string; encoded: number; gzip: number; encoding: string }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
          scripts.push({
            url: response.url(),
            encoded: sizes.responseBodySize,
            gzip: gzipSync(body, { level: 9 }).length,
            encoding: (await response.headerValue('content-encoding')) ?? 'identity',
          });
        })().catch((error: unknown) => console.error(`${response.url()}: ${String(error)}`)),
      );
    });
    await page.goto(`${web.server.url}${pagePath}`, { waitUntil: 'networkidle' });
    // The page itself, not a redirect (to /login without a session, to /onboarding without body data).
    await page.getByRole('main').first().waitFor();
    if (new URL(page.url()).pathname !== pagePath) throw new Error(`${pagePath} redirected to ${page.url()}`);
    await Promise.all(pending);
    const figures: PageFigures = {
      path: pagePath,
      scripts: scripts.length,
      transferredKb: round(scripts.reduce((sum, script) => sum + script.encoded, 0) / 1024),
      gzipKb: round(scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024),
      encodings: [...new Set(scripts.map((script) => script.encoding))],
      ...(GOALS[pagePath] ? { goalKb: GOALS[pagePath] } : {}),
      scannerScripts: scripts
        .map((script) => path.basename(new URL(script.url).pathname))
        .filter((name) => SCANNER_CHUNK.test(name)),
    };
    results.push(figures);
    await context.close();
  }
} finally {
  await browser.close();
  await web.close();
}

console.log('\npage    scripts  transferred  gzip JS   goal');
for (const row of results) {
  const goal = row.goalKb ? `≤ ${row.goalKb} KB ${row.gzipKb <= row.goalKb ? 'ok' : 'MISSED'}` : '';
  console.log(
    `${row.path.padEnd(8)}${String(row.scripts).padStart(7)}  ${`${row.transferredKb} KB`.padStart(11)}  ${`${row.gzipKb} KB`.padStart(8)}   ${goal}  (${row.encodings.join(', ')})`,
  );
  console.log(
    `        barcode scanner scripts: ${row.scannerScripts.length === 0 ? 'none' : row.scannerScripts.join(', ')}`,
  );
}
if (jsonOut)
  writeFileSync(path.resolve(REPO_ROOT, jsonOut), `${JSON.stringify({ machine: info, pages: results }, null, 2)}\n`);

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
