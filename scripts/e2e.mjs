// Playwright journeys against the built app on throwaway embedded databases (see playwright.config.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { binOf } from './bin.mjs';
import { buildApiScratch } from './build-api.mjs';
import { freePort } from './free-port.mjs';
import { scratchDir } from './scratch-dir.mjs';
import { ensureChromium } from './system-deps.mjs';

ensureChromium();
// The journeys run against apps/web/dist: build it from the current sources, unless the caller just did
// (`npm test` builds in its first phase and sets E2E_SKIP_BUILD=1).
if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync('apps/web/dist/index.html')) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The servers' embedded databases, in RAM when the machine has it (scratch-dir.mjs).
const dataRoot = scratchDir('prato-e2e-');
// The server bundled for this run (`npm run serve`'s code; its own folder, so a build beside it is harmless).
const apiBundle = await buildApiScratch('e2e-');
const cleanUp = () => {
  rmSync(dataRoot, { recursive: true, force: true });
  rmSync(apiBundle, { recursive: true, force: true });
};
// One migrated, seeded database copied into each server's DATA_DIR (names as in playwright.config.ts).
const prepared = spawnSync(
  'node',
  ['--import', 'tsx', 'scripts/e2e-data.ts', dataRoot, 'default', 'confirm-first', 'history', 'admin'],
  { stdio: 'inherit' },
);
if (prepared.status !== 0) {
  cleanUp();
  process.exit(prepared.status ?? 1);
}
const ports = process.env.E2E_PORT
  ? [process.env.E2E_PORT, process.env.E2E_CONFIRM_PORT, process.env.E2E_HISTORY_PORT, process.env.E2E_ADMIN_PORT]
  : [await freePort(), await freePort(), await freePort(), await freePort()];
// Playwright runs in its own process group: when this launcher is stopped (Ctrl+C, or `npm test` stopping
// the lane after another step failed), it passes the stop on as SIGINT, on which Playwright stops its web
// servers (each in a process group of its own, out of reach of a signal to ours) before it exits.
const playwright = spawn('node', [binOf('@playwright/test', 'playwright'), 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  detached: true,
  env: {
    ...process.env,
    E2E_DATA_ROOT: dataRoot,
    E2E_DATA_READY: '1',
    E2E_API_BUNDLE: path.join(apiBundle, 'server.mjs'),
    E2E_PORT: String(ports[0]),
    E2E_CONFIRM_PORT: String(ports[1] ?? Number(ports[0]) + 1),
    E2E_HISTORY_PORT: String(ports[2] ?? Number(ports[0]) + 2),
    E2E_ADMIN_PORT: String(ports[3] ?? Number(ports[0]) + 3),
    // The fake Open Food Facts the default server reads products from.
    E2E_OFF_PORT: process.env.E2E_OFF_PORT ?? String(await freePort()),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (playwright.exitCode === null) playwright.kill('SIGINT');
  });
}
const code = await new Promise((resolve) => playwright.on('close', (status) => resolve(status ?? 1)));
cleanUp();
process.exit(code);
