import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const dataRoot = process.env.E2E_DATA_ROOT ?? path.join(os.tmpdir(), 'prato-e2e-local');
// scripts/e2e.mjs picks free ports; these defaults serve a plain `npx playwright test`.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const CONFIRM_FIRST_PORT = Number(process.env.E2E_CONFIRM_PORT ?? 3211);
const HISTORY_PORT = Number(process.env.E2E_HISTORY_PORT ?? 3212);
const ADMIN_PORT = Number(process.env.E2E_ADMIN_PORT ?? 3213);
// A fake Open Food Facts on 127.0.0.1 (e2e/fake-open-food-facts.ts): the journeys never reach the real one.
const OFF_PORT = Number(process.env.E2E_OFF_PORT ?? 3214);

// The server as `npm run serve` runs it: the bundle scripts/e2e.mjs built for this run, or `npm run build`'s.
const SERVE = `node ${process.env.E2E_API_BUNDLE ?? 'apps/api/dist/server.mjs'}`;
// scripts/e2e.mjs has put a migrated, seeded database in each DATA_DIR, the journeys' accounts included
// (scripts/e2e-data.ts); a plain `npx playwright test` runs the seed scripts on an empty one first.
const DATA_READY = process.env.E2E_DATA_READY === '1';
const seed = (script: string, name: string) =>
  DATA_READY ? '' : `node --import tsx ${script} --e2e --fresh --data-dir ${path.join(dataRoot, name)} && `;

function server(port: number, name: string, extraEnv: Record<string, string> = {}, command = SERVE) {
  return {
    command,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // A cold start (initdb, migrations, seed) on a loaded machine; only a server that never answers fails.
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(dataRoot, name),
      EXPOSE_OUTBOX: 'true',
      // Password hashes at the test cost (decision 018); the seeded accounts keep the standard one.
      PASSWORD_HASH_COST: 'test',
      // Every journey signs up (and asks for e-mails) from 127.0.0.1: no per-address budget.
      SIGNUP_PER_ADDRESS_PER_HOUR: '0',
      EMAIL_REQUESTS_PER_ADDRESS_PER_HOUR: '0',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  };
}

// Debian's Chromium, never a downloaded browser (decision 019): the journeys run in its headless shell
// (package chromium-headless-shell, installed by scripts/system-deps.mjs; a quarter less CPU than the
// full browser), the notification and installability journeys in the full browser: the shell shows no
// notifications and finds every page installable. Without the shell every journey runs in the full browser.
const FULL_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const journeysBrowser = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER;

// Flags keep the browser off the (closed) network.
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: journeysBrowser,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

/** Every project but `pwa` (which waits for all of them). */
const journeyProjects = [
  // Projects run in this order. The history journeys first: they check "today" on rows that
  // scripts/e2e-data.ts seeded just before the servers started (it waits out a seed in the last
  // minutes of the day, so they run on the day of their rows).
  {
    // Its own server, seeded before it starts with a premium and a free user's history.
    name: 'history',
    testMatch: /history\.spec/,
    use: { ...chromium, baseURL: `http://127.0.0.1:${HISTORY_PORT}` },
  },
  {
    // The history server's seeded premium account without data (bench/seed-history.ts --e2e).
    name: 'assistant',
    testMatch: /assistant\.spec/,
    use: { ...chromium, baseURL: `http://127.0.0.1:${HISTORY_PORT}` },
  },
  {
    name: 'chromium',
    testIgnore:
      /confirm-first|history\.spec|admin\.spec|assistant\.spec|notifications\.spec|installability\.spec|pwa\.spec/,
    use: { ...chromium, baseURL: `http://127.0.0.1:${PORT}` },
  },
  {
    // The full browser: the headless shell shows no notifications and reports no installability errors.
    name: 'full-browser',
    testMatch: /notifications\.spec|installability\.spec/,
    use: {
      ...chromium,
      launchOptions: { ...chromium.launchOptions, executablePath: FULL_BROWSER },
      baseURL: `http://127.0.0.1:${PORT}`,
    },
  },
  {
    name: 'mobile',
    testMatch: /layout\.spec/,
    use: {
      ...chromium,
      ...devices['Pixel 7'],
      launchOptions: chromium.launchOptions,
      baseURL: `http://127.0.0.1:${PORT}`,
    },
  },
  {
    // Its own server, seeded with the journey's accounts; the admin is granted by the CLI before it starts.
    name: 'admin',
    testMatch: /admin\.spec/,
    use: { ...chromium, baseURL: `http://127.0.0.1:${ADMIN_PORT}` },
  },
  {
    name: 'confirm-first',
    testMatch: /confirm-first/,
    use: { ...chromium, baseURL: `http://127.0.0.1:${CONFIRM_FIRST_PORT}` },
  },
];

export default defineConfig({
  testDir: 'e2e',
  // Two journeys at a time, each file's tests in order in one worker. Alone, one journey leaves a core
  // idle while it waits on the browser or the server; in npm test the journeys are the longest step and
  // finished alone on one core for the last half-minute (bench/README.md). The journeys share a server
  // per project and never each other's accounts (uniqueEmail, one seeded account per file); the one
  // journey that changes what every server serves runs alone, last (the `pwa` project).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Bounds for a state that never comes, far above what a step takes even beside the Vitest workers on a
  // loaded 2-core machine (npm test runs the journeys alongside them): no test depends on the machine's
  // speed. Actions and navigations are bounded by the test's timeout.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  // No service worker unless a journey is about it (test.use({ serviceWorkers: 'allow' }) in the offline,
  // PWA, notification, installability and daily-loop journeys and the diary's offline one): in every new
  // context the worker would install and precache the whole app (77 files, 1.7 MB), which the others never use.
  // With the system's "reduce motion" preference, as many people browse: no journey checks an animation,
  // and the assistant button's 5 s bounce on every signed-in page load kept the renderer and the
  // compositor drawing (about 0.3 CPU-s a load). The animations themselves are the web tests' business.
  use: {
    trace: 'off',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  },
  projects: [
    ...journeyProjects,
    {
      // A new deploy is a changed sw.js in apps/web/dist, which every server serves: this project waits
      // for all the others, so no other journey meets that worker.
      name: 'pwa',
      testMatch: /pwa\.spec/,
      dependencies: journeyProjects.map((project) => project.name),
      use: { ...chromium, baseURL: `http://127.0.0.1:${PORT}` },
    },
  ],
  webServer: [
    {
      command: `node --import tsx e2e/fake-open-food-facts.ts ${OFF_PORT}`,
      url: `http://127.0.0.1:${OFF_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    server(PORT, 'default', { OPEN_FOOD_FACTS_URL: `http://127.0.0.1:${OFF_PORT}` }),
    server(CONFIRM_FIRST_PORT, 'confirm-first', { REQUIRE_EMAIL_CONFIRMATION: 'true' }),
    server(HISTORY_PORT, 'history', {}, `${seed('bench/seed-history.ts', 'history')}${SERVE}`),
    server(
      ADMIN_PORT,
      'admin',
      {},
      // The admin is granted by the CLI (`npm run admin -- grant`), as in production.
      `${seed('bench/seed-admin.ts', 'admin')}node --import tsx apps/api/src/cli/admin.ts grant admin.e2e@example.com && ${SERVE}`,
    ),
  ],
});
