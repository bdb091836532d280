// Playwright journeys against the built app on throwaway embedded databases (see playwright.config.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './system-deps.mjs';

ensureChromium();
if (!existsSync('apps/web/dist/index.html')) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'prato-e2e-'));
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_DATA_ROOT: dataRoot },
});
rmSync(dataRoot, { recursive: true, force: true });
process.exit(result.status ?? 1);
